import { describe, expect, it } from 'vitest';
import {
  canonicalPlaceName,
  nepalCities,
  nepalDistricts,
  placeKey,
  placeName,
  placeSpellings,
  placeText,
  provinces,
  searchWordsWithPlaces,
  olderPlaceSpellings,
} from './places.js';

const devanagari = /^[\u0900-\u097f ()]+$/;

describe('the table of places', () => {
  it("holds Nepal's 77 districts, each once, each with a Devanagari name", () => {
    expect(nepalDistricts).toHaveLength(77);
    expect(new Set(nepalDistricts.map((district) => district.en)).size).toBe(77);
    expect(new Set(nepalDistricts.map((district) => placeKey(district.ne))).size).toBe(77);
    for (const district of nepalDistricts) expect(district.ne, district.en).toMatch(devanagari);
  });

  it('has the districts of each province as they stand since 2015', () => {
    const count = (province: string) => nepalDistricts.filter((district) => district.province === province).length;
    expect(provinces.map(count)).toEqual([14, 8, 13, 11, 12, 10, 9]);
    const names = nepalDistricts.map((district) => district.en);
    expect(names).toEqual(
      expect.arrayContaining([
        'Nawalpur',
        'Parasi',
        'Rukum East',
        'Rukum West',
        'Kathmandu',
        'Kaski',
        'Kavrepalanchok',
      ]),
    );
    expect(names).not.toContain('Nawalparasi');
    expect(names).not.toContain('Rukum');
  });

  it('puts every city in a district of the table, with a Devanagari name', () => {
    const districts = new Set(nepalDistricts.map((district) => district.en));
    for (const city of nepalCities) {
      expect(districts.has(city.district), city.en).toBe(true);
      expect(city.ne, city.en).toMatch(devanagari);
    }
  });

  it('gives a city named like its district the same Nepali name', () => {
    for (const city of nepalCities) {
      const district = nepalDistricts.find((candidate) => candidate.en === city.en);
      if (district) expect(city.ne, city.en).toBe(district.ne);
    }
  });

  it('never lets one spelling stand for two places', () => {
    const placeOfKey = new Map<string, string>();
    for (const [spelling, en] of placeSpellings()) {
      const key = placeKey(spelling);
      expect(key, spelling).not.toBe('');
      expect(placeOfKey.get(key) ?? en, `${spelling} names both ${placeOfKey.get(key)} and ${en}`).toBe(en);
      placeOfKey.set(key, en);
    }
  });
});

describe('finding the stored English name of a place', () => {
  it('reads Kathmandu in Devanagari, in English whatever its case, and as Ktm', () => {
    for (const text of ['काठमाडौं', 'Kathmandu', 'kathmandu', ' KATHMANDU ', 'Ktm', 'ktm', 'Kathmandau'])
      expect(canonicalPlaceName(text), text).toBe('Kathmandu');
  });

  it('reads the Devanagari spellings people write alike: chandrabindu or anusvara, with or without them, ण्ड', () => {
    for (const text of ['काठमाडौँ', 'काठमाडौ', 'काठमाण्डौ']) expect(canonicalPlaceName(text), text).toBe('Kathmandu');
    expect(canonicalPlaceName('बिरगंज')).toBe('Birgunj');
    expect(canonicalPlaceName('बिराटनगर')).toBe('Biratnagar');
    expect(canonicalPlaceName('हेटौडा')).toBe('Hetauda');
  });

  it('reads romanised spellings and short forms', () => {
    expect(canonicalPlaceName('Pokhra')).toBe('Pokhara');
    expect(canonicalPlaceName('पोखरा')).toBe('Pokhara');
    expect(canonicalPlaceName('Patan')).toBe('Lalitpur');
    expect(canonicalPlaceName('Birganj')).toBe('Birgunj');
    expect(canonicalPlaceName('Kavre')).toBe('Kavrepalanchok');
    expect(canonicalPlaceName('Siddharthanagar')).toBe('Bhairahawa');
  });

  it('reads the split districts by their old and new names', () => {
    expect(canonicalPlaceName('Nawalparasi West')).toBe('Parasi');
    expect(canonicalPlaceName('Nawalparasi (Bardaghat Susta East)')).toBe('Nawalpur');
    expect(canonicalPlaceName('रुकुम पूर्व')).toBe('Rukum East');
    expect(canonicalPlaceName('rukum west')).toBe('Rukum West');
  });

  it('knows no place for other words or blank text', () => {
    expect(canonicalPlaceName('wedding')).toBeUndefined();
    expect(canonicalPlaceName('Nawalparasi')).toBeUndefined();
    expect(canonicalPlaceName('  ')).toBeUndefined();
  });
});

describe('showing a place in a language', () => {
  it('shows a known place in the chosen script', () => {
    expect(placeName('Kathmandu', 'ne')).toBe('काठमाडौं');
    expect(placeName('Kaski', 'ne')).toBe('कास्की');
    expect(placeName('पोखरा', 'en')).toBe('Pokhara');
    expect(placeName('ktm', 'en')).toBe('Kathmandu');
  });

  it('shows a place the table lacks as written', () => {
    expect(placeName(' Thamel ', 'ne')).toBe('Thamel');
  });

  it('shows each part of a location', () => {
    expect(placeText('Pokhara, Kaski', 'ne')).toBe('पोखरा, कास्की');
    expect(placeText('Thamel, Kathmandu', 'ne')).toBe('Thamel, काठमाडौं');
  });
});

describe('search words that name places', () => {
  it('marks each word that names a place with its stored name', () => {
    expect(searchWordsWithPlaces(['काठमाडौं', 'wedding'])).toEqual([
      { text: 'काठमाडौं', place: 'Kathmandu' },
      { text: 'wedding' },
    ]);
    expect(searchWordsWithPlaces(['ktm'])).toEqual([{ text: 'ktm', place: 'Kathmandu' }]);
  });

  it('keeps the words of a place with a longer name together', () => {
    expect(searchWordsWithPlaces(['portrait', 'nawalparasi', 'west'])).toEqual([
      { text: 'portrait' },
      { text: 'nawalparasi west', place: 'Parasi' },
    ]);
    expect(searchWordsWithPlaces(['रुकुम', 'पूर्व'])).toEqual([{ text: 'रुकुम पूर्व', place: 'Rukum East' }]);
  });
});

describe('the older spellings a profile may store', () => {
  it('names the English name for each other spelling of a place, in both scripts and by alias', () => {
    const older = olderPlaceSpellings();
    expect(older.get('ktm')).toBe('Kathmandu');
    expect(older.get('काठमाण्डौ')).toBe('Kathmandu');
    expect(older.get('patan')).toBe('Lalitpur');
    expect(older.get('ललितपुर')).toBe('Lalitpur');
  });

  it('leaves out the English names themselves and places the table lacks', () => {
    const older = olderPlaceSpellings();
    expect(older.has('kathmandu')).toBe(false);
    expect(older.has('lalitpur')).toBe(false);
    expect(older.has('thamel')).toBe(false);
  });
});
