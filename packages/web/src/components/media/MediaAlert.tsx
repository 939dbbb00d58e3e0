import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n.js';
import { navigationCountAtom } from '../../state/navigation.js';
import { mediaAlertAtom } from './mediaAlert.js';
import './media.css';
import { CloseIcon } from '../Icon.js';

const visibleMs = 6000;

/** The current notice, over everything (the reels feed and dialogs included); mount once per page. */
export function MediaAlert() {
  const t = useT();
  const [alert, setAlert] = useAtom(mediaAlertAtom);
  const navigation = useAtomValue(navigationCountAtom);
  const current = alert && alert.navigation === navigation ? alert : null;
  const currentId = current?.id;

  useEffect(() => {
    if (currentId === undefined) return;
    const timer = window.setTimeout(() => setAlert((shown) => (shown?.id === currentId ? null : shown)), visibleMs);
    return () => window.clearTimeout(timer);
  }, [currentId, setAlert]);

  if (!current) return null;
  return createPortal(
    <div className="media-alert">
      <p className="media-alert__text" role="alert">
        {current.text}
      </p>
      <button
        type="button"
        className="icon-button media-alert__close"
        aria-label={t.close}
        onClick={() => setAlert(null)}
      >
        <CloseIcon />
      </button>
    </div>,
    document.body,
  );
}
