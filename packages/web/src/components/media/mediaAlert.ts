import { atom, useSetAtom } from 'jotai';
import { navigationCountAtom } from '../../state/navigation.js';

/** A short notice over the page: login needed, link copied, uploaded. */
export type MediaAlert = { text: string; id: number; navigation: number };

export const mediaAlertAtom = atom<MediaAlert | null>(null);

let nextId = 1;

/** Shows a notice on the current page; it goes when dismissed, after a while, or on navigation. */
export const showMediaAlertAtom = atom(null, (get, set, text: string) => {
  set(mediaAlertAtom, { text, id: nextId++, navigation: get(navigationCountAtom) });
});

export function useMediaAlert(): (text: string) => void {
  return useSetAtom(showMediaAlertAtom);
}
