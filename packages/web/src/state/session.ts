import { atom } from 'jotai';

/** localStorage key of the bearer token (docs/product.md#accounts: the token is kept in browser storage). */
export const tokenStorageKey = 'token';

export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(tokenStorageKey);
  } catch {
    return null;
  }
}

const tokenValueAtom = atom<string | null>(null);

/** The signed-in token; writing it also writes (or clears) localStorage. */
export const tokenAtom = atom(
  (get) => get(tokenValueAtom),
  (_get, set, token: string | null) => {
    try {
      if (token) window.localStorage.setItem(tokenStorageKey, token);
      else window.localStorage.removeItem(tokenStorageKey);
    } catch {
      // Storage can be unavailable (private mode); the session then lasts for this visit only.
    }
    set(tokenValueAtom, token);
  },
);
