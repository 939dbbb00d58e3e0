import { useSyncExternalStore } from 'react';
import { useT } from '../i18n.js';
import './offline.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * Says so while the browser is offline: the pages show what the service worker kept. The live
 * region around it is always there, so the sentence is announced when it appears.
 */
export function OfflineNotice() {
  const t = useT();
  const online = useSyncExternalStore(subscribe, isOnline);
  return (
    <div className="offline-region" aria-live="polite">
      {!online && (
        <p className="offline-notice" role="status">
          {t.offlineNotice}
        </p>
      )}
    </div>
  );
}
