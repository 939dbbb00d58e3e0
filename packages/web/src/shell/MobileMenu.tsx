import { useEffect } from 'react';
import type { User } from '@tasbir/shared';
import { PageLink } from '../components/PageLink.js';
import { useT } from '../i18n.js';
import type { PageName } from '../state/routes.js';
import { AccountItems } from './AccountMenu.js';
import { CreditBalance } from './CreditBalance.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { NavItemLabel } from './NavItemLabel.js';
import type { NavItem } from './navItems.js';

type Props = {
  id: string;
  items: NavItem[];
  user: User | null;
  current: PageName;
  unreadMessages: number;
  onClose: () => void;
};

/** The small-screen menu behind the hamburger: pages, account items, language. */
export function MobileMenu({ id, items, user, current, unreadMessages, onClose }: Props) {
  const t = useT();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div id={id} className="mobile-menu">
      <nav aria-label={t.mainNavLabel}>
        <ul className="mobile-menu__list">
          {items.map((item) => (
            <li key={item.page}>
              <PageLink to={item.page} className="menu-item" current={current === item.page} onNavigate={onClose}>
                <NavItemLabel item={item} unreadMessages={unreadMessages} />
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      {user ? (
        <div className="mobile-menu__account">
          <p className="mobile-menu__user">
            <strong>{user.username}</strong> <CreditBalance credits={user.credits} />
          </p>
          <ul className="mobile-menu__list">
            <AccountItems user={user} onDone={onClose} />
          </ul>
        </div>
      ) : (
        <div className="button-row">
          <PageLink to="login" className="button button--on-dark" onNavigate={onClose}>
            {t.navLogin}
          </PageLink>
          <PageLink to="register" className="button button--primary" onNavigate={onClose}>
            {t.navSignUp}
          </PageLink>
        </div>
      )}
      <LanguageSwitch />
    </div>
  );
}
