import { useAtomValue } from 'jotai';
import { repliesBlocksEn, repliesBlocksNe, type Language } from '@tasbir/shared';
import { languageAtom } from '../../state/language.js';
import '../addedErrorTexts.js';

/**
 * Replies to reviews and blocks, read on their own like the galleries' texts: the home page carries
 * none of them, and importing this adds the refusals they meet (`blocked`, `reviewReplyLocked`, …).
 */
export type RepliesBlocksT = Record<keyof typeof repliesBlocksEn, string>;
const tables: Record<Language, RepliesBlocksT> = { en: repliesBlocksEn, ne: repliesBlocksNe };

export const repliesBlocksMessagesFor = (language: Language): RepliesBlocksT => tables[language];

export function useRepliesBlocksT(): RepliesBlocksT {
  return tables[useAtomValue(languageAtom)];
}
