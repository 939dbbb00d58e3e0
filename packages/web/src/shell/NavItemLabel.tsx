import { fill, useT } from '../i18n.js';
import { badgeText, type NavItem } from './navItems.js';

/** A page link's text; the Messages link carries the unread chat messages' badge. */
export function NavItemLabel({ item, unreadMessages }: { item: NavItem; unreadMessages: number }) {
  const t = useT();
  const count = item.page === 'messages' ? unreadMessages : 0;
  const badge = badgeText(count);
  return (
    <>
      {t[item.label]}
      {badge && (
        <>
          {' '}
          <span className="nav-badge">
            <span aria-hidden="true">{badge}</span>
            <span className="visually-hidden">{fill(t.chatUnreadCount, { count })}</span>
          </span>
        </>
      )}
    </>
  );
}
