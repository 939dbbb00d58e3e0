import { useAtom } from 'jotai';
import { useId } from 'react';
import { useT } from '../i18n.js';
import { dataSaverAtom } from '../state/dataSaver.js';
import './offline.css';

/** The data-saver switch: on by itself when the browser asks to save data, the viewer's choice remembered. */
export function DataSaverSwitch() {
  const t = useT();
  const hintId = useId();
  const [on, setOn] = useAtom(dataSaverAtom);
  return (
    <div className="data-saver">
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby={hintId}
          onChange={(event) => setOn(event.target.checked)}
        />
        {t.dataSaverLabel}
      </label>
      <p id={hintId} className="data-saver__hint">
        {t.dataSaverHint}
      </p>
    </div>
  );
}
