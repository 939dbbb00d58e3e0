/**
 * The directory's folded search key (docs/decisions/018-search.md): stored text and queries are
 * folded alike, so पोखरा, Pokhara, pokhra and Pokahra meet (the last two within one typo).
 * Devanagari is written in Latin letters, Nepali's dropped inherent vowel left out; then the
 * spellings people use interchangeably are made one: aa→a, ee/ii→i, oo/uu→u, sh→s, w→b, ph→f and
 * doubled letters single.
 */

/** Raised when the fold changes: stored keys of an older fold are built again at start. */
export const searchFoldVersion = 1;

const consonants: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'ng',
  च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
  त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm',
  य: 'y', र: 'r', ल: 'l', व: 'w',
  श: 'sh', ष: 'sh', स: 's', ह: 'h', ळ: 'l',
}; // prettier-ignore

const vowels: Record<string, string> = {
  अ: 'a', आ: 'aa', इ: 'i', ई: 'ii', उ: 'u', ऊ: 'uu', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऍ: 'e', ऑ: 'o',
}; // prettier-ignore

const vowelSigns: Record<string, string> = {
  'ा': 'aa', 'ि': 'i', 'ी': 'ii', 'ु': 'u', 'ू': 'uu', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॅ': 'e', 'ॉ': 'o',
}; // prettier-ignore

const virama = '\u094d';
const nukta = '\u093c';
const anusvara = '\u0902';
const chandrabindu = '\u0901';
const visarga = '\u0903';

/** Before these (labials) an anusvara sounds as m: चम्पा / चंपा. */
const labials = new Set(['प', 'फ', 'ब', 'भ', 'म']);

type Unit = { text: string; vowel: string; inherent: boolean; coda: string };

/**
 * One Devanagari word in Latin letters. A consonant carries the inherent a unless a vowel sign or
 * virama follows. Nepali drops it at the end of a word (घर → ghar, except after a cluster: पुत्र →
 * putra) and between a vowel and a consonant that has its own vowel (ललितपुर → lalitpur), read
 * from the end of the word, so of two such neighbours the later one goes (नवलपुर → nawalpur).
 */
function transliterateWord(word: string): string {
  const chars = Array.from(word.replaceAll(nukta, ''));
  const units: Unit[] = [];
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] ?? '';
    const next = chars[i + 1];
    const consonant = consonants[char];
    const last = units.at(-1);
    if (consonant !== undefined) {
      const unit: Unit = { text: consonant, vowel: 'a', inherent: true, coda: '' };
      if (next === virama) {
        unit.vowel = '';
        unit.inherent = false;
        i += 1;
      } else if (next !== undefined && vowelSigns[next] !== undefined) {
        unit.vowel = vowelSigns[next] ?? '';
        unit.inherent = false;
        i += 1;
      }
      units.push(unit);
      continue;
    }
    const vowel = vowels[char];
    if (vowel !== undefined) units.push({ text: '', vowel, inherent: false, coda: '' });
    else if (char === anusvara && last) last.coda += next !== undefined && labials.has(next) ? 'm' : 'n';
    else if (char === visarga && last) last.coda += 'h';
    else if (char === chandrabindu || char === virama || char === anusvara || char === visarga) continue;
    else if (char >= '\u0966' && char <= '\u096f')
      units.push({ text: String(char.charCodeAt(0) - 0x0966), vowel: '', inherent: false, coda: '' });
    else units.push({ text: char, vowel: '', inherent: false, coda: '' });
  }
  const sounded = (unit: Unit | undefined) => unit !== undefined && unit.vowel !== '';
  const final = units.at(-1);
  const beforeFinal = units.at(-2);
  // After a cluster ending in र, य or व the a stays (पुत्र → putra); after others it goes (नेपालगन्ज).
  const keptAfterCluster = !sounded(beforeFinal) && ['r', 'y', 'w'].includes(final?.text ?? '');
  if (final?.inherent && final.coda === '' && units.length > 1 && !keptAfterCluster) final.vowel = '';
  for (let i = units.length - 2; i >= 1; i -= 1) {
    const unit = units[i];
    if (unit?.inherent && unit.coda === '' && sounded(units[i - 1]) && units[i + 1]?.text && sounded(units[i + 1]))
      unit.vowel = '';
  }
  return units.map((unit) => unit.text + unit.vowel + unit.coda).join('');
}

/** A Latin word's spellings made one (the word already lower-case, accents off). */
function foldLatin(word: string): string {
  return word
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/sh/g, 's')
    .replace(/ph/g, 'f')
    .replace(/w/g, 'b')
    .replace(/(\p{L})\1+/gu, '$1');
}

/**
 * The folded words of a text, in order (repeats kept). Anything that is not a letter, digit or
 * mark separates words, so LIKE's wildcards and punctuation never reach a query.
 */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
  return words.map((word) => foldLatin(/[\u0900-\u097f]/.test(word) ? transliterateWord(word) : word)).filter(Boolean);
}

/** The folded key of a text: its folded words, one space apart. */
export const searchKey = (text: string): string => searchWords(text).join(' ');

/** Words shorter than this must be spelt right: one typo in a three-letter word is another word. */
export const typoMinLength = 4;

/**
 * Whether two words are at most one edit apart, an adjacent transposition counting as one
 * (optimal string alignment distance ≤ 1).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start += 1;
  const rest = (list: string[], from: number) => list.slice(from).join('');
  if (x.length === y.length) {
    if (rest(x, start + 1) === rest(y, start + 1)) return true; // one substitution
    // one transposition of neighbours
    return x[start] === y[start + 1] && x[start + 1] === y[start] && rest(x, start + 2) === rest(y, start + 2);
  }
  // one insertion or deletion
  return x.length > y.length ? rest(x, start + 1) === rest(y, start) : rest(x, start) === rest(y, start + 1);
}

/**
 * Each word made by leaving out one letter: two words one edit apart share one of these or are
 * one of them (a deletion-neighbourhood index finds typo candidates by equality lookups).
 */
export function oneLetterShorter(word: string): string[] {
  const letters = Array.from(word);
  const found = new Set<string>();
  for (let i = 0; i < letters.length; i += 1) found.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
  return [...found];
}
