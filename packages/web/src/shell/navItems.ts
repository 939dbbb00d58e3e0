import { formatNumber, type Language, type Role, type UiMessageKey } from '@tasbir/shared';
import type { MenuTarget, PageName } from '../state/routes.js';

export type NavItem = { page: PageName; label: UiMessageKey };
export type AccountItem = { target: MenuTarget | 'logout'; label: UiMessageKey };

/** Top bar links by role (docs/product.md#roles): six for everyone, then the role's own. */
export function topNavItems(role: Role | null): NavItem[] {
  const items: NavItem[] = [
    { page: 'home', label: 'navHome' },
    { page: 'photos', label: 'navPhotos' },
    { page: 'reels', label: 'navReels' },
    { page: 'photographers', label: 'navPhotographers' },
    { page: 'leaderboard', label: 'navLeaderboard' },
    { page: 'about', label: 'navAbout' },
  ];
  if (role === 'photographer') items.push({ page: 'photographer-dashboard', label: 'navStudioDashboard' });
  if (role === 'user') items.push({ page: 'dashboard', label: 'navMyDashboard' });
  if (role === 'admin') items.push({ page: 'admin-dashboard', label: 'navAdminPanel' });
  if (role === 'photographer' || role === 'user') items.push({ page: 'subscriptions', label: 'navSubscriptions' });
  if (role) items.push({ page: 'messages', label: 'navMessages' });
  return items;
}

/**
 * The footer's "For Photographers" links, by the same rules as the top bar: joining for visitors,
 * Subscriptions for photographers and users, the Studio Dashboard for photographers only.
 */
export function footerPhotographerItems(role: Role | null): NavItem[] {
  const items: NavItem[] = [];
  if (role === null) items.push({ page: 'register', label: 'footerJoinAsPhotographer' });
  if (role === 'photographer' || role === 'user') items.push({ page: 'subscriptions', label: 'navSubscriptions' });
  if (role === 'photographer') items.push({ page: 'photographer-dashboard', label: 'navStudioDashboard' });
  items.push({ page: 'leaderboard', label: 'navLeaderboard' });
  return items;
}

/** The account menu: Dashboard, Upload Content (photographers only), Subscription, Bookings, Logout. */
export function accountMenuItems(role: Role): AccountItem[] {
  const items: AccountItem[] = [{ target: 'dashboard', label: 'menuDashboard' }];
  if (role === 'photographer') items.push({ target: 'upload', label: 'menuUpload' });
  items.push(
    { target: 'subscribe', label: 'menuSubscription' },
    { target: 'bookings', label: 'menuBookings' },
    { target: 'logout', label: 'menuLogout' },
  );
  return items;
}

/** The unread badge: nothing at zero, the number up to 9, then 9+. */
export function badgeText(count: number, language: Language): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 9 ? `${formatNumber(9, language)}+` : formatNumber(Math.floor(count), language);
}
