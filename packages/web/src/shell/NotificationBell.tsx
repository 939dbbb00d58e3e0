import { lazy, Suspense } from 'react';
import { useT } from '../i18n.js';
import { useFormat } from '../useFormat.js';
import { BellIcon } from './icons.js';
import { badgeText } from './navItems.js';
import { useDropdown } from './useDropdown.js';
import { useUnreadCounts } from './useUnreadCounts.js';

// The panel loads when first opened: every page ships only the bell.
const NotificationPanel = lazy(() => import('./NotificationPanel.js'));

/** The bell: unread notifications plus unread chat messages, and the notifications' panel. */
export function NotificationBell() {
  const t = useT();
  const format = useFormat();
  const counts = useUnreadCounts(true);
  const badge = badgeText(counts.unread_notifications + counts.unread_messages, format.language);
  const { open, toggle, close, rootRef, buttonRef } = useDropdown<HTMLDivElement>();
  return (
    <div className="bell" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls="notifications-panel"
        aria-label={badge ? format.fill(t.notificationsUnread, { count: badge }) : t.notificationsLabel}
        onClick={toggle}
      >
        <BellIcon />
        {badge && (
          <span className="badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel id="notifications-panel" onDone={close} />
        </Suspense>
      )}
    </div>
  );
}
