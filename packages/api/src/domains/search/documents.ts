import { canonicalPlaceName, searchWords } from '@tasbir/shared';

/** How much a word counts by where it stands: a name above a place above a specialty above the bio. */
export const fieldWeights = { name: 3, place: 2, specialty: 1, bio: 0 } as const;

/** What the search reads of an account: its row's texts and its portfolio's search words. */
export type SearchedAccount = {
  username: string;
  bio: string | null;
  city: string | null;
  district: string | null;
  location: string | null;
  /** The portfolio's specialty words (photographer_profiles.search_text), empty without one. */
  specialtyWords: string;
};

/**
 * A place's search word: its English name's folded words run together, so a place of two words
 * ("Rukum West") is one word a search for it looks up. A place the table lacks has none.
 */
export function placeSearchWord(place: string): string | undefined {
  const en = canonicalPlaceName(place);
  return en === undefined ? undefined : searchWords(en).join('');
}

/** The places a profile names: its city, district and each comma-separated part of its location. */
function placeWords(account: SearchedAccount): string[] {
  const parts = [account.city, account.district, ...(account.location ?? '').split(',')].filter(
    (part): part is string => !!part && part.trim() !== '',
  );
  return parts.flatMap((part) => {
    const known = placeSearchWord(part);
    const en = canonicalPlaceName(part);
    return [
      ...searchWords(part),
      ...(en === undefined ? [] : searchWords(en)),
      ...(known === undefined ? [] : [known]),
    ];
  });
}

/** Each folded word of an account with the weight of the best field it stands in. */
export function searchPostingsOf(account: SearchedAccount): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (words: readonly string[], weight: number) => {
    for (const word of words) if ((weights.get(word) ?? -1) < weight) weights.set(word, weight);
  };
  add(searchWords(account.bio ?? ''), fieldWeights.bio);
  add(searchWords(account.specialtyWords), fieldWeights.specialty);
  add(placeWords(account), fieldWeights.place);
  const nameWords = searchWords(account.username);
  add(nameWords.length > 1 ? [...nameWords, nameWords.join('')] : nameWords, fieldWeights.name);
  return weights;
}

/** The folded username run together: what suggestions match a typed prefix against. */
export const nameKey = (username: string): string => searchWords(username).join('');
