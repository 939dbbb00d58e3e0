import { searchWords, searchWordsWithPlaces, typoMinLength, withinOneEdit } from '@tasbir/shared';
import { placeSearchWord } from './documents.js';
import type { Candidate, LookupWant, VocabularyRepository } from './vocabularyRepository.js';

/** How a stored word matched a typed one; more is better. */
export const matchTiers = { exact: 3, prefix: 2, typo: 1, substring: 0 } as const;

/** One stored word a term accepts, with how well it matches. */
export type Alternative = { word: string; tier: number };
/** One typed word (or place): every term must match; its alternatives are the stored words it accepts. */
export type SearchTerm = { alternatives: Alternative[] };

/** More words than this in one search are ignored: each is one more condition on every row. */
const maxSearchWords = 5;
/** Prefixes need two letters and substrings three: one letter would start or sit in most words. */
const prefixMinLength = 2;
const substringMinLength = 3;
const prefixWords = 12;
const substringWords = 8;

/**
 * The terms of a search (docs/decisions/018-search.md): each typed word folded, and a run of words
 * naming a place taken as that place. A word matches itself, words it begins (two letters or
 * more), words it sits inside (three or more), and, when no photographer has it as typed and it has
 * four letters or more, the words one edit away.
 */
export async function searchTerms(search: string, vocabulary: VocabularyRepository): Promise<SearchTerm[]> {
  const typed = search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, maxSearchWords);
  // A place is a term of its own; every other word is looked up, all of them in one go.
  const pieces: Array<{ place: SearchTerm } | { word: string }> = [];
  for (const { text, place } of searchWordsWithPlaces(typed)) {
    const placeWord = place === undefined ? undefined : placeSearchWord(place);
    if (placeWord !== undefined) {
      // A place is found by its own word; a one-word spelling as typed counts too ("ktm" in a bio).
      const own = searchWords(text);
      const alternatives = [placeWord, ...(own.length === 1 ? own : [])].map((word) => ({
        word,
        tier: matchTiers.exact,
      }));
      pieces.push({ place: { alternatives: unique(alternatives) } });
      continue;
    }
    for (const word of searchWords(text)) pieces.push({ word });
  }
  const words = pieces.flatMap((piece) => ('word' in piece ? [piece.word] : []));
  const found = await vocabulary.candidates(words.map((word) => ({ word, want: lookupWant(word) })));
  let next = 0;
  return pieces.map((piece) => {
    if ('place' in piece) return piece.place;
    const candidates = found[next++] ?? [];
    return { alternatives: alternativesOf(piece.word, candidates) };
  });
}

/** What a word is looked up for, by its length. */
function lookupWant(word: string): LookupWant {
  const letters = Array.from(word).length;
  return {
    prefixes: letters >= prefixMinLength ? prefixWords : 0,
    inside: letters >= substringMinLength ? substringWords : 0,
    typos: letters >= typoMinLength,
  };
}

/** The word itself and the stored words it may mean, best first. */
function alternativesOf(word: string, found: readonly Candidate[]): Alternative[] {
  const byTier = (tier: number) =>
    found
      .filter((candidate) => candidate.tier === tier && candidate.word !== word)
      .map((candidate) => candidate.word)
      .sort();
  return unique([
    { word, tier: matchTiers.exact },
    ...byTier(matchTiers.prefix).map((found) => ({ word: found, tier: matchTiers.prefix })),
    ...byTier(matchTiers.typo)
      .filter((found) => withinOneEdit(found, word))
      .map((found) => ({ word: found, tier: matchTiers.typo })),
    ...byTier(matchTiers.substring).map((found) => ({ word: found, tier: matchTiers.substring })),
  ]);
}

/** Each word once, at the best tier it came with (the list is best first). */
function unique(alternatives: Alternative[]): Alternative[] {
  const seen = new Set<string>();
  return alternatives.filter(({ word }) => !seen.has(word) && seen.add(word));
}
