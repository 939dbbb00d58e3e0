import type { Role } from '@tasbir/shared';

/** The page names (docs/product.md#pages): the app's navigation state. */
export const pageNames = [
  'home',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'terms-conditions',
  'privacy-policy',
  'photos',
  'reels',
  'photographers',
  'leaderboard',
  'about',
  'messages',
  'subscriptions',
  'dashboard',
  'photographer-dashboard',
  'admin-dashboard',
  'payments',
  // A delivery gallery's private link, `/g/{token}` (short: it is typed and sent in messages).
  'g',
] as const;
export type PageName = (typeof pageNames)[number];

/** Each dashboard's tabs after its first, Overview, which opens when the address names no tab. */
export const dashboardTabs = {
  dashboard: ['credits', 'gifts', 'bookings'],
  'photographer-dashboard': [
    'credits',
    'earnings',
    'gifts',
    'portfolio',
    'profile',
    'bookings',
    'galleries',
    'reviews',
  ],
  'admin-dashboard': ['subscriptions', 'users', 'credits', 'payments', 'payouts', 'content', 'audit', 'bookings'],
} as const;
export type DashboardPage = keyof typeof dashboardTabs;
export type DashboardTabName = (typeof dashboardTabs)[DashboardPage][number];

/**
 * Where the app is: a page, plus the reel a `/reels/{id}` address points at, the photo of `/photos/{id}`,
 * the photographer of `/photographers/{id}`, the chat partner of `/messages/{id}`, the online payment of
 * `/payments/{id}` (where the providers send the payer back), the delivery gallery of `/g/{token}`, or the dashboard tab of `/dashboard/{tab}`
 * (none for Overview).
 */
export type Route = {
  page: PageName;
  reelId?: string;
  photoId?: string;
  photographerId?: string;
  partnerId?: string;
  paymentId?: string;
  galleryToken?: string;
  tab?: DashboardTabName;
};

/** The pages whose address may name one item, and the route field that holds it. */
const itemPages = {
  reels: 'reelId',
  photos: 'photoId',
  photographers: 'photographerId',
  messages: 'partnerId',
  payments: 'paymentId',
  g: 'galleryToken',
} as const;
type ItemPage = keyof typeof itemPages;

function isItemPage(page: string): page is ItemPage {
  return Object.hasOwn(itemPages, page);
}

/** Menu items without a page of their own (docs/product.md#pages). */
export type MenuTarget = 'upload' | 'subscribe' | 'bookings' | 'admin' | 'dashboard';

const pageSet: ReadonlySet<string> = new Set(pageNames);

function isPageName(value: string): value is PageName {
  return pageSet.has(value);
}

function isDashboardPage(page: PageName): page is DashboardPage {
  return page === 'dashboard' || page === 'photographer-dashboard' || page === 'admin-dashboard';
}

/** The dashboard route an address's tab part opens, or null when that dashboard has no such tab. */
function dashboardTabRoute(page: DashboardPage, part: string): Route | null {
  const tab = dashboardTabs[page].find((name) => name === part);
  return tab ? { page, tab } : null;
}

/**
 * The real address of a route: `/` for home, `/reels/{id}`, `/photos/{id}` and `/photographers/{id}` for
 * one item (the addresses that are shared, with link previews), `/messages/{id}` for one chat,
 * `/payments/{id}` for one payment, `/{dashboard}/{tab}` for a dashboard tab, `/{page}` otherwise.
 */
export function routeToPath(route: Route): string {
  if (route.page === 'home') return '/';
  if (route.tab && isDashboardPage(route.page) && dashboardTabRoute(route.page, route.tab))
    return `/${route.page}/${route.tab}`;
  const item = isItemPage(route.page) ? route[itemPages[route.page]] : undefined;
  if (item) return `/${route.page}/${encodeURIComponent(item)}`;
  return `/${route.page}`;
}

/** An address part as written before encoding, or null when it is not valid percent-encoding. */
function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The route an address opens, or null when no page lives there. */
export function pathToRoute(pathname: string): Route | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return { page: 'home' };
  const [first = '', second, ...rest] = parts;
  if (rest.length > 0) return null;
  if (second && isItemPage(first)) {
    const detail = decodePart(second);
    if (detail === null) return null;
    return { page: first, [itemPages[first]]: detail };
  }
  if (!isPageName(first) || first === 'home') return null;
  if (second === undefined) return { page: first };
  return isDashboardPage(first) ? dashboardTabRoute(first, second) : null;
}

/** What the address bar says on load: a `?token=` opens reset-password (and is then removed). */
export function initialRoute(
  pathname: string,
  search: string,
): { route: Route; resetToken: string | null; known: boolean } {
  const token = new URLSearchParams(search).get('token');
  if (token) return { route: { page: 'reset-password' }, resetToken: token, known: true };
  const route = pathToRoute(pathname);
  return { route: route ?? { page: 'home' }, resetToken: null, known: route !== null };
}

/** The dashboard that belongs to a role. */
export function dashboardFor(role: Role): DashboardPage {
  if (role === 'photographer') return 'photographer-dashboard';
  if (role === 'admin') return 'admin-dashboard';
  return 'dashboard';
}

/** Sends a page-less menu item to the closest real page (or dashboard tab) for the role. */
export function resolveMenuTarget(target: MenuTarget, role: Role | null): Route {
  switch (target) {
    case 'upload':
      return { page: role === 'admin' ? 'admin-dashboard' : 'photographer-dashboard' };
    case 'subscribe':
      return { page: 'subscriptions' };
    case 'admin':
      return { page: 'admin-dashboard' };
    case 'bookings':
      return role ? { page: dashboardFor(role), tab: 'bookings' } : { page: 'login' };
    case 'dashboard':
      return { page: role ? dashboardFor(role) : 'login' };
  }
}
