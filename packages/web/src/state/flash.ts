import { atom, useSetAtom } from 'jotai';
import type { UiMessageKey } from '@tasbir/shared';
import { navigateAtom, navigationCountAtom } from './navigation.js';
import type { PageName } from './routes.js';

/** A sentence shown on the page an action sent the user to, until they navigate again. */
export type Flash = { message: UiMessageKey; navigation: number };

export const flashAtom = atom<Flash | null>(null);

/** Goes to a page and shows a sentence there ("Please login to start chatting" → login). */
export const navigateWithFlashAtom = atom(
  null,
  (get, set, { to, message }: { to: PageName; message: UiMessageKey }) => {
    set(navigateAtom, to);
    set(flashAtom, { message, navigation: get(navigationCountAtom) });
  },
);

export function useNavigateWithFlash() {
  return useSetAtom(navigateWithFlashAtom);
}
