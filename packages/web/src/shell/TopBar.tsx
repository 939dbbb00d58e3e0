import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { PageLink } from '../components/PageLink.js';
import { useT } from '../i18n.js';
import { routeAtom } from '../state/navigation.js';
import { useSession } from '../state/useSession.js';
import { AccountMenu } from './AccountMenu.js';
import { CreditBalance } from './CreditBalance.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { MobileMenu } from './MobileMenu.js';
import { NavItemLabel } from './NavItemLabel.js';
import { topNavItems } from './navItems.js';
import { NotificationBell } from './NotificationBell.js';
import { useUnreadCounts } from './useUnreadCounts.js';
import { BrandMarkIcon, CloseIcon, MenuIcon } from '../components/Icon.js';

export function TopBar() {
  const t = useT();
  const { user } = useSession();
  const route = useAtomValue(routeAtom);
  const [mobileOpen, setMobileOpen] = useState(false);
  const items = topNavItems(user?.role ?? null);
  const unreadMessages = useUnreadCounts(user !== null).unread_messages;

  return (
    <header className="topbar">
      <div className="topbar__row">
        <PageLink to="home" className="brand">
          <span className="brand__mark">
            <BrandMarkIcon />
          </span>
          <span className="brand__name">{t.appName}</span>
        </PageLink>
        <div className="topbar__actions">
          <LanguageSwitch className="hide-mobile" />
          {user ? (
            <>
              <CreditBalance credits={user.credits} className="hide-mobile" />
              <NotificationBell />
              <AccountMenu user={user} />
            </>
          ) : (
            <>
              <PageLink to="login" className="button button--on-dark hide-mobile">
                {t.navLogin}
              </PageLink>
              <PageLink to="register" className="button button--primary hide-mobile">
                {t.navSignUp}
              </PageLink>
            </>
          )}
          <button
            type="button"
            className="icon-button hamburger"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t.closeMenu : t.openMenu}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <CloseIcon size={22} /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <nav className="topbar__nav" aria-label={t.mainNavLabel}>
        <ul>
          {items.map((item) => (
            <li key={item.page}>
              <PageLink to={item.page} current={route.page === item.page}>
                <NavItemLabel item={item} unreadMessages={unreadMessages} />
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      {mobileOpen && (
        <MobileMenu
          id="mobile-menu"
          items={items}
          user={user}
          current={route.page}
          unreadMessages={unreadMessages}
          onClose={() => setMobileOpen(false)}
        />
      )}
    </header>
  );
}
