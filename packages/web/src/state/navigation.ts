import { atom, useAtomValue, useSetAtom } from 'jotai';
import {
  initialRoute,
  pathToRoute,
  routeToPath,
  type DashboardPage,
  type DashboardTabName,
  type PageName,
  type Route,
} from './routes.js';

/** The current page (a page name of routes.ts), mirrored to the address bar. */
export const routeAtom = atom<Route>({ page: 'home' });

/** The reset token from a `?token=` link, kept in memory once it is removed from the address. */
export const resetTokenAtom = atom<string | null>(null);

/** Bumped on every in-app navigation, so the shell can move focus and scroll. */
export const navigationCountAtom = atom(0);

/**
 * Shows a route and records it in the browser history without the page change's focus and scroll:
 * for a change within the page that is open (the conversation on Messages).
 */
export const showRouteAtom = atom(null, (_get, set, route: Route) => {
  const path = routeToPath(route);
  if (window.location.pathname + window.location.search !== path) window.history.pushState(null, '', path);
  set(routeAtom, route);
});

/** Shows a route in place of the one open, without a history entry: a dashboard's tab (back still leaves the page). */
export const replaceRouteAtom = atom(null, (_get, set, route: Route) => {
  window.history.replaceState(null, '', routeToPath(route));
  set(routeAtom, route);
});

/** Goes to a page (or a route) and records it in the browser history. */
export const navigateAtom = atom(null, (_get, set, to: PageName | Route) => {
  set(showRouteAtom, typeof to === 'string' ? { page: to } : to);
  set(navigationCountAtom, (count) => count + 1);
});

/** The route for the address the browser is showing now (back/forward). */
export const syncFromLocationAtom = atom(null, (_get, set) => {
  set(routeAtom, pathToRoute(window.location.pathname) ?? { page: 'home' });
  set(navigationCountAtom, (count) => count + 1);
});

/** Reads the address once at start: `?token=` opens reset-password and leaves the address. */
export const bootNavigationAtom = atom(null, (_get, set) => {
  const { route, resetToken, known } = initialRoute(window.location.pathname, window.location.search);
  set(routeAtom, route);
  set(resetTokenAtom, resetToken);
  if (resetToken || !known) window.history.replaceState(null, '', routeToPath(route));
});

export function useNavigate() {
  return useSetAtom(navigateAtom);
}

/**
 * A dashboard's open tab, kept in the address (`/dashboard/bookings`) so links, the account menu and
 * reload open it; Overview when the address names none of `tabs`.
 */
export function useDashboardTab<T extends DashboardTabName>(
  page: DashboardPage,
  tabs: readonly T[],
): [T | 'overview', (tab: T | 'overview') => void] {
  const route = useAtomValue(routeAtom);
  const replaceRoute = useSetAtom(replaceRouteAtom);
  const open = tabs.find((tab) => route.page === page && tab === route.tab) ?? 'overview';
  const choose = (tab: T | 'overview') => replaceRoute(tab === 'overview' ? { page } : { page, tab });
  return [open, choose];
}
