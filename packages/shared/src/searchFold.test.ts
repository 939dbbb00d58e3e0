import { describe, expect, it } from 'vitest';
import { oneLetterShorter, searchKey, searchWords, withinOneEdit } from './searchFold.js';

describe('the folded search key', () => {
  it('makes पोखरा, Pokhara, pokhra and Pokahra meet: equal, or one edit apart', () => {
    const [pokhara] = searchWords('Pokhara');
    for (const spelling of ['पोखरा', 'pokhra', 'Pokahra', 'POKHARA', 'Pokhaara'])
      expect(withinOneEdit(searchKey(spelling), pokhara ?? '')).toBe(true);
  });

  it('writes Devanagari in Latin letters, dropping the a Nepali drops', () => {
    expect(searchWords('घर')).toEqual(['ghar']);
    expect(searchWords('ललितपुर')).toEqual(['lalitpur']);
    expect(searchWords('भक्तपुर')).toEqual(['bhaktapur']);
    expect(searchWords('कास्की')).toEqual(['kaski']);
    expect(searchWords('नवलपुर')).toEqual(['nabalpur']);
    // After a cluster ending in र the a stays.
    expect(searchWords('पुत्र')).toEqual(['putra']);
    expect(searchWords('नेपालगन्ज')).toEqual(searchWords('Nepalganj'));
  });

  it('folds aa, ee/ii, oo/uu, sh, w, ph and doubled letters alike', () => {
    expect(searchKey('Shaadi')).toBe('sadi');
    expect(searchKey('Deepak Phewa')).toBe('dipak feba');
    expect(searchKey('Gooddu Illam')).toBe('gudu ilam');
    expect(searchKey('Achham')).toBe(searchKey('Acham'));
  });

  it('keeps digits as written and makes punctuation and LIKE wildcards separate words', () => {
    expect(searchWords('100% candid')).toEqual(['100', 'candid']);
    expect(searchWords('%')).toEqual([]);
    expect(searchWords('n_w')).toEqual(['n', 'b']);
    expect(searchWords('१२३')).toEqual(['123']);
  });

  it('takes accents off Latin letters and leaves other scripts’ letters whole', () => {
    expect(searchKey('Café Rāmā')).toBe('cafe rama');
    expect(searchKey('Ελλάδα')).toBe('ελαδα');
  });
});

describe('one edit apart', () => {
  it('counts a substitution, an insertion, a deletion or a swap of neighbours as one edit', () => {
    expect(withinOneEdit('pokhara', 'pokhara')).toBe(true);
    expect(withinOneEdit('pokhara', 'pokhera')).toBe(true);
    expect(withinOneEdit('pokhara', 'pokhra')).toBe(true);
    expect(withinOneEdit('pokhra', 'pokhara')).toBe(true);
    expect(withinOneEdit('pokhara', 'pokahra')).toBe(true);
  });

  it('refuses two edits', () => {
    expect(withinOneEdit('pokhara', 'pkohra')).toBe(false);
    expect(withinOneEdit('abcd', 'bcda')).toBe(false);
    expect(withinOneEdit('pokhara', 'pokharaaa')).toBe(false);
    expect(withinOneEdit('dolpa', 'jumla')).toBe(false);
  });

  it('finds every word one edit away through a shared one-letter-shorter form', () => {
    const meet = (a: string, b: string) =>
      [a, ...oneLetterShorter(a)].some((form) => form === b || oneLetterShorter(b).includes(form));
    for (const typo of ['pokhera', 'pokhra', 'pokahra', 'pokharaa', 'opkhara'])
      expect(meet('pokhara', typo)).toBe(true);
  });
});
