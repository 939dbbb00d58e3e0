import { createStore } from 'jotai';

/** The one jotai store: React reads it through <Provider>, the tRPC link reads the token from it. */
export const store = createStore();
