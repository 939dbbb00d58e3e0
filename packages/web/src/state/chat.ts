import { atom } from 'jotai';
import { navigateAtom, routeAtom, showRouteAtom } from './navigation.js';

/**
 * The account whose thread is open on Messages, or null for the list alone. It is part of the
 * route, so the address shows it (`/messages/{id}`) and back, reload and links keep it.
 */
export const chatPartnerAtom = atom(
  (get) => {
    const route = get(routeAtom);
    return route.page === 'messages' ? (route.partnerId ?? null) : null;
  },
  (_get, set, partnerId: string | null) =>
    set(showRouteAtom, partnerId ? { page: 'messages', partnerId } : { page: 'messages' }),
);

/** Goes to Messages with the thread with this account open. */
export const openChatAtom = atom(null, (_get, set, partnerId: string) =>
  set(navigateAtom, { page: 'messages', partnerId }),
);
