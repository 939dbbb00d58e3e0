import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPhotographer } from './factories.js';
import { directory, photographerWith, usernames } from './directory.factories.js';
import { restartTestApp, startTestApp, type TestApp } from './harness.js';

// Profiles store places by their English names; searches and filters may name them in either script or by an alias.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await photographerWith(t, {
    username: 'mandap_maestro',
    city: 'Kathmandu',
    district: 'Kathmandu',
    bio: 'Janti processions.',
    portfolio: { specializations: ['Wedding'] },
  });
  await photographerWith(t, {
    username: 'kirtipur_frames',
    city: 'Kirtipur',
    district: 'Kathmandu',
    portfolio: { specializations: ['Portrait'] },
  });
  await photographerWith(t, {
    username: 'phewa_dawn',
    city: 'Pokhara',
    district: 'Kaski',
    portfolio: { specializations: ['Nature'] },
  });
  // Patan written as it was before names were made one (today it is stored as Lalitpur).
  await photographerWith(t, { username: 'courtyard_light', city: 'Patan', district: 'Lalitpur' });
  await photographerWith(t, { username: 'rukum_hills', city: 'Musikot', district: 'Rukum West' });
  // A start stores older spellings by their English names (PhotographersService.storeOlderPlaceSpellingsByName).
  t = await restartTestApp(t);
});
afterAll(() => t.close());

const sorted = (names: string[]) => [...names].sort();
const found = async (query: Record<string, string>) => sorted(usernames(await directory(t, query)));

describe('searching for Kathmandu in either script', () => {
  const inKathmandu = ['kirtipur_frames', 'mandap_maestro'];

  it('finds the same photographers for काठमाडौं, Kathmandu, kathmandu and Ktm, and no one from Pokhara', async () => {
    expect(await found({ search: 'Kathmandu' })).toEqual(inKathmandu);
    expect(await found({ search: 'kathmandu' })).toEqual(inKathmandu);
    expect(await found({ search: 'काठमाडौं' })).toEqual(inKathmandu);
    expect(await found({ search: 'Ktm' })).toEqual(inKathmandu);
  });

  it('reads the spellings of काठमाडौं alike (chandrabindu, ण्ड)', async () => {
    expect(await found({ search: 'काठमाडौँ' })).toEqual(inKathmandu);
    expect(await found({ search: 'काठमाण्डौ' })).toEqual(inKathmandu);
  });

  it('still needs every other word to match', async () => {
    expect(await found({ search: 'काठमाडौं janti' })).toEqual(['mandap_maestro']);
    expect(await found({ search: 'ktm portrait' })).toEqual(['kirtipur_frames']);
  });
});

describe('searching for other places', () => {
  it('finds the Pokhara photographer for Pokhra and पोखरा', async () => {
    expect(await found({ search: 'Pokhra' })).toEqual(['phewa_dawn']);
    expect(await found({ search: 'पोखरा' })).toEqual(['phewa_dawn']);
    expect(await found({ search: 'कास्की' })).toEqual(['phewa_dawn']);
  });

  it('finds Patan for ललितपुर and Lalitpur for Patan', async () => {
    expect(await found({ search: 'ललितपुर' })).toEqual(['courtyard_light']);
    expect(await found({ search: 'पाटन' })).toEqual(['courtyard_light']);
  });

  it('finds a district of two words by either script', async () => {
    expect(await found({ search: 'रुकुम पश्चिम' })).toEqual(['rukum_hills']);
    expect(await found({ search: 'Western Rukum' })).toEqual(['rukum_hills']);
  });

  it('finds no one for a place where no one works', async () => {
    expect(await found({ search: 'धनगढी' })).toEqual([]);
  });
});

describe('the city and district filters', () => {
  it('take a Nepali name or an alias for the stored English one', async () => {
    expect(await found({ city: 'पोखरा' })).toEqual(['phewa_dawn']);
    expect(await found({ city: 'pokhra' })).toEqual(['phewa_dawn']);
    expect(await found({ district: 'काठमाडौं' })).toEqual(['kirtipur_frames', 'mandap_maestro']);
    expect(await found({ district: 'कास्की' })).toEqual(['phewa_dawn']);
  });

  it('find a place by each of its spellings, as older profiles wrote them', async () => {
    expect(await found({ city: 'Lalitpur' })).toEqual(['courtyard_light']);
    expect(await found({ city: 'ललितपुर' })).toEqual(['courtyard_light']);
    expect(await found({ city: 'Patan' })).toEqual(['courtyard_light']);
  });

  it('see an older profile’s place stored by its English name after a start, and a place the table lacks as written', async () => {
    const stored = await t.db
      .selectFrom('users')
      .select(['username', 'city', 'district'])
      .where('username', 'in', ['courtyard_light', 'rukum_hills'])
      .orderBy('username')
      .execute();
    expect(stored).toEqual([
      { username: 'courtyard_light', city: 'Lalitpur', district: 'Lalitpur' },
      { username: 'rukum_hills', city: 'Musikot', district: 'Rukum West' },
    ]);
  });

  it('still take a place the table does not know, as written', async () => {
    expect(await found({ city: 'Musikot' })).toEqual(['rukum_hills']);
  });
});

describe('registering with a place in Nepali', () => {
  it('stores the English name, so the directory lists it with everyone else there', async () => {
    const account = await registerPhotographer(t, { username: 'lakeside_new', city: 'पोखरा', district: 'कास्की' });
    expect(account.user).toMatchObject({ city: 'Pokhara', district: 'Kaski' });
    expect(await found({ city: 'Pokhara' })).toEqual(['lakeside_new', 'phewa_dawn']);
  });
});
