import { describe, expect, it } from 'vitest';
import { skeleton, usernameSkeleton } from './usernameSkeleton.js';

const clash = (a: string, b: string) => usernameSkeleton(a) === usernameSkeleton(b);

describe('username skeletons (Unicode TR39)', () => {
  it('makes Cyrillic а, о, е, р and с look-alikes of their Latin twins', () => {
    expect(clash('pace', 'расе')).toBe(true); // р, а, с, е Cyrillic
    expect(clash('oscar', 'оsсаr')).toBe(true); // о, с, а Cyrillic
    expect(clash('paul', 'pаul')).toBe(true);
    expect(usernameSkeleton('оре')).toBe(usernameSkeleton('ope'));
  });

  it('makes a Greek omicron a look-alike of o', () => {
    expect(clash('photo', 'phοtο')).toBe(true);
  });

  it('makes fullwidth letters look-alikes of ASCII ones', () => {
    expect(clash('ram', 'ｒａｍ')).toBe(true);
    expect(clash('Hari', 'Ｈａｒｉ')).toBe(true);
  });

  it('takes 0 for O and 1 for l, as the table does, in every case', () => {
    expect(clash('bob0', 'bobo')).toBe(true);
    expect(clash('bob0', 'BOBO')).toBe(true);
    expect(clash('paul1', 'paull')).toBe(true);
    expect(clash('pauII', 'paull')).toBe(true);
  });

  it('ignores case, as usernames already do, in look-alikes of capitals and small letters alike', () => {
    expect(clash('Sita', 'sita')).toBe(true);
    expect(clash('sita', 'ѕіtа')).toBe(true); // ѕ, і, а Cyrillic
    expect(clash('SITA', 'ЅІТА')).toBe(true); // every letter Cyrillic
  });

  it('gives every casing of a name one key, so a look-alike in another case clashes too (case-folded first, UTS 39)', () => {
    expect(clash('ΑDMIN', 'admin')).toBe(true); // Greek capital alpha
    expect(clash('ΑDMIN', 'ADMIN')).toBe(true);
    expect(clash('Аdmіn', 'admin')).toBe(true); // Cyrillic А and і
    expect(clash('ＡＤＭＩＮ', 'admin')).toBe(true);
    expect(clash('ΒΟΒ', 'bob')).toBe(true); // Greek capitals
    expect(clash('ВОВ', 'bob')).toBe(true); // Cyrillic capitals
    expect(clash('νiktor', 'viktor')).toBe(true); // Greek small nu
    for (const name of ['admin', 'Admin', 'ADMIN', 'aDmIn'])
      expect(usernameSkeleton(name)).toBe(usernameSkeleton('admin'));
  });

  it('drops default-ignorable characters such as a zero-width joiner', () => {
    expect(skeleton('ab\u200dc')).toBe(skeleton('abc'));
    expect(skeleton('a\u00adb')).toBe('ab');
  });

  it('keeps different names apart', () => {
    expect(clash('ram', 'rom')).toBe(false);
    expect(clash('sita', 'gita')).toBe(false);
    expect(clash('user_1', 'user_2')).toBe(false);
    expect(clash('photo.np', 'photo-np')).toBe(false);
  });

  it('keeps Devanagari names distinct from each other', () => {
    const names = ['राम', 'श्याम', 'रामु', 'सीता', 'सिता', 'गीता', 'हरि', 'हरी', 'कमल', 'कमला', 'प्रकाश', 'प्रकास', 'नेपाल'];
    const skeletons = new Set(names.map(usernameSkeleton));
    expect(skeletons.size).toBe(names.length);
  });

  it('makes a Devanagari letter and its decomposed look-alike one name', () => {
    // आ is listed as अ followed by the sign ा.
    expect(clash('आमा', 'अामा')).toBe(true);
  });

  it('is stable: a skeleton is its own skeleton', () => {
    for (const name of ['pаul', 'bob0', 'ｒａｍ', 'राम', 'Ηλίας'])
      expect(usernameSkeleton(usernameSkeleton(name))).toBe(usernameSkeleton(name));
  });
});
