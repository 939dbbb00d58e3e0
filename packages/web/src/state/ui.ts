import { atom } from 'jotai';

/** The home page's beta notice stays closed once dismissed, until the next page load. */
export const betaDismissedAtom = atom(false);
