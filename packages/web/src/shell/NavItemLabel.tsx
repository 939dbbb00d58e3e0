import { useT } from '../i18n.js';
import { useFormat } from '../useFormat.js';
import { badgeText, type NavItem } from './navItems.js';

/** A page link's text; the Messages link carries the unread chat messages' badge. */
export function NavItemLabel({ item, unreadMessages }: { item: NavItem; unreadMessages: number }) {
  const t = useT();
  const format = useFormat();
  const count = item.page === 'messages' ? unreadMessages : 0;
  const badge = badgeText(count, format.language);
  return (
    <>
      {t[item.label]}
      {badge && (
        <>
          {' '}
          <span className="nav-badge">
            <span aria-hidden="true">{badge}</span>
            <span className="visually-hidden">{format.fill(t.chatUnreadCount, { count })}</span>
          </span>
        </>
      )}
    </>
  );
}
