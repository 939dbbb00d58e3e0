import { useAtom, useAtomValue } from 'jotai';
import { useT } from '../i18n.js';
import { flashAtom } from '../state/flash.js';
import { navigationCountAtom } from '../state/navigation.js';
import './flash.css';
import { CloseIcon } from './Icon.js';

/** The flash sentence for the page just opened, in a polite live region that is always there, so it is announced. */
export function FlashNotice() {
  const t = useT();
  const [flash, setFlash] = useAtom(flashAtom);
  const navigation = useAtomValue(navigationCountAtom);
  const current = flash && flash.navigation === navigation ? flash : null;
  return (
    <div className="flash-region" aria-live="polite">
      {current && (
        <p className="flash-notice">
          <span>{t[current.message]}</span>
          <button
            type="button"
            className="icon-button flash-notice__close"
            aria-label={t.close}
            onClick={() => setFlash(null)}
          >
            <CloseIcon />
          </button>
        </p>
      )}
    </div>
  );
}
