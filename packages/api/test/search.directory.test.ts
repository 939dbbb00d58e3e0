import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nepalCities, nepalDistricts, searchWords, withinOneEdit, type Place } from '@tasbir/shared';
import { directory, photographerWith, usernames } from './directory.factories.js';
import { startTestApp, type TestApp } from './harness.js';

// One photographer in each place of the shared table (a city's district is its own), a few with
// texts the search must find; docs/decisions/018-search.md.
let t: TestApp;
const places: Place[] = [...nepalDistricts, ...nepalCities];
const slug = (place: Place) => place.en.toLowerCase().replace(/[^a-z]/g, '');
beforeAll(async () => {
  t = await startTestApp();
  for (const district of nepalDistricts)
    await photographerWith(t, { username: `d_${slug(district)}`, district: district.en, city: '' });
  for (const city of nepalCities)
    await photographerWith(t, { username: `c_${slug(city)}`, city: city.en, district: city.district });
  await photographerWith(t, { username: 'sunita_frames', bio: 'Mehendi nights and candid janti moments.' });
}, 120_000);
afterAll(() => t.close());

const found = async (search: string) => [...usernames(await directory(t, { search, limit: 50 }))].sort();

const districts = new Set<Place>(nepalDistricts);
const isDistrict = (place: Place) => districts.has(place);
const photographerOf = (place: Place) => `${isDistrict(place) ? 'd' : 'c'}_${slug(place)}`;

/** Everyone working in a place: its own photographer, those of its cities, and of a place named alike. */
function photographersIn(place: Place): string[] {
  const cities = nepalCities.filter((city) => city.district === place.en);
  const alike = places.filter((other) => other.en === place.en);
  return [...new Set([...alike, ...cities].map(photographerOf))].sort();
}

/** A spelling one letter off: two neighbours swapped in the first word, still one edit from the folded name. */
function misspelt(name: string): string | undefined {
  const [first = '', ...rest] = name.split(' ');
  for (let i = 1; i + 1 < first.length; i += 1) {
    const typo = first.slice(0, i) + (first[i + 1] ?? '') + (first[i] ?? '') + first.slice(i + 2);
    const [folded] = searchWords(typo);
    const [meant] = searchWords(first);
    if (folded && meant && folded !== meant && folded.length >= 4 && withinOneEdit(folded, meant))
      return [typo, ...rest].join(' ');
  }
  return undefined;
}

describe('a place in either script, romanised or misspelt', () => {
  it('finds the same photographers for the Devanagari name, the English name, each alias and a misspelling of every place', async () => {
    for (const place of places) {
      const expected = await found(place.en);
      expect(expected, place.en).toEqual(expect.arrayContaining(photographersIn(place)));
      expect(await found(place.ne), `${place.ne} (${place.en})`).toEqual(expected);
      for (const alias of place.aliases ?? []) expect(await found(alias), `${alias} (${place.en})`).toEqual(expected);
      const typo = misspelt(place.en);
      if (typo !== undefined)
        expect(await found(typo), `${typo} (${place.en})`).toEqual(expect.arrayContaining(photographersIn(place)));
    }
  }, 120_000);
});

describe('typos, bios and odd input', () => {
  it('finds a username with one letter wrong, swapped, missing or extra', async () => {
    for (const typo of ['sunita_frmaes', 'sunita_frames', 'sunta_frames', 'sunitaa_framess', 'sunita_frqmes'])
      expect(await found(typo), typo).toEqual(['sunita_frames']);
  });

  it('forgives one typo in a word of four letters, none in a shorter one', async () => {
    expect(await found('jnti')).toEqual(['sunita_frames']);
    expect(await found('jnt')).toEqual([]);
  });

  it('finds a photographer by a word of the bio, and by its first letters', async () => {
    expect(await found('mehendi')).toEqual(['sunita_frames']);
    expect(await found('meh')).toEqual(['sunita_frames']);
  });

  it('answers every odd input without an error', async () => {
    for (const search of [
      '%',
      '_',
      '%%_\\',
      "'; drop table users; --",
      '*',
      '"',
      '()',
      'a'.repeat(100),
      'पोख',
      '०१२',
      '🙂',
    ])
      expect((await directory(t, { search })).status, search).toBe(200);
  });
});
