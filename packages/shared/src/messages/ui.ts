import { commonEn, commonNe } from './ui/common.js';
import { accountsEn, accountsNe } from './ui/accounts.js';
import { pagesEn, pagesNe } from './ui/pages.js';
import { mediaEn, mediaNe } from './ui/media.js';
import { directoryEn, directoryNe } from './ui/directory.js';

/**
 * Every sentence the web app shows, in English (the default). `{name}` marks a value filled in by
 * the app. Sentences the server also uses are referenced from errors.ts / notices.ts, not copied.
 * The tables live by area under ui/, each with its Nepali twin.
 */
export const uiEn = { ...commonEn, ...accountsEn, ...pagesEn, ...mediaEn, ...directoryEn } as const;

export type UiMessageKey = keyof typeof uiEn;
export type UiMessages = Record<UiMessageKey, string>;

/** Nepali (नेपाली) texts for every key of the English table. */
export const uiNe: UiMessages = { ...commonNe, ...accountsNe, ...pagesNe, ...mediaNe, ...directoryNe };
