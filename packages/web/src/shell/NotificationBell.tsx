import { fill, useT } from '../i18n.js';
import { BellIcon } from './icons.js';
import { badgeText } from './navItems.js';
import { useDropdown } from './useDropdown.js';

/**
 * Unread notifications plus unread chat messages. Neither has an API yet, so the count is 0 and
 * no badge shows (real rows only, never hard-coded entries).
 */
function useUnreadCount(): number {
  return 0;
}

export function NotificationBell() {
  const t = useT();
  const badge = badgeText(useUnreadCount());
  const { open, toggle, rootRef, buttonRef } = useDropdown<HTMLDivElement>();
  return (
    <div className="bell" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls="notifications-panel"
        aria-label={badge ? fill(t.notificationsUnread, { count: badge }) : t.notificationsLabel}
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
        <div id="notifications-panel" className="dropdown dropdown--panel" role="region" aria-label={t.notificationsLabel}>
          <p className="dropdown__empty">{t.noNotifications}</p>
        </div>
      )}
    </div>
  );
}
