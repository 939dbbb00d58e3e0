import type { User } from '@tasbir/shared';
import { PageLink } from '../components/PageLink.js';
import { fill, useT } from '../i18n.js';
import { resolveMenuTarget } from '../state/routes.js';
import { useLogout } from '../state/useSession.js';
import { accountMenuItems } from './navItems.js';
import { useDropdown } from './useDropdown.js';
import { ChevronDownIcon } from '../components/Icon.js';

/** Dashboard, Upload Content (photographers), Subscription, Bookings, Logout: as list items. */
export function AccountItems({ user, onDone }: { user: User; onDone: () => void }) {
  const t = useT();
  const logout = useLogout();
  return accountMenuItems(user.role).map((item) => (
    <li key={item.target}>
      {item.target === 'logout' ? (
        <button
          type="button"
          className="menu-item"
          onClick={() => {
            onDone();
            logout();
          }}
        >
          {t[item.label]}
        </button>
      ) : (
        <PageLink to={resolveMenuTarget(item.target, user.role)} className="menu-item" onNavigate={onDone}>
          {t[item.label]}
        </PageLink>
      )}
    </li>
  ));
}

export function AccountMenu({ user }: { user: User }) {
  const t = useT();
  const { open, toggle, close, rootRef, buttonRef } = useDropdown<HTMLDivElement>();
  return (
    <div className="account-menu hide-mobile" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls="account-menu-list"
        onClick={toggle}
      >
        <span className="avatar" aria-hidden="true">
          {user.username.charAt(0).toUpperCase()}
        </span>
        <span className="account-menu__name">{user.username}</span>
        <ChevronDownIcon />
      </button>
      {open && (
        <ul id="account-menu-list" className="dropdown" aria-label={fill(t.accountMenuLabel, { name: user.username })}>
          <AccountItems user={user} onDone={close} />
        </ul>
      )}
    </div>
  );
}
