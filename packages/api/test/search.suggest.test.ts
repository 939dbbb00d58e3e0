import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nepalCities, nepalDistricts, suggestLimits, type Suggestion, type Suggestions } from '@tasbir/shared';
import { newPhotographer, newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

// docs/decisions/022-search-suggest.md: places and specialties in both scripts, listed photographers by name.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await newPhotographer(t, { username: 'sunita_frames' });
  await newPhotographer(t, { username: 'sunil_studio', city: 'Dharan', district: 'Sunsari' });
  await newPhotographer(t, { username: 'bikash_lens' });
  await newUser(t, { username: 'sunflower_client' });
  const suspended = await newPhotographer(t, { username: 'sunny_suspended' });
  await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', suspended.user.id).execute();
});
afterAll(() => t.close());

async function suggest(q: string): Promise<Suggestion[]> {
  const reply = await t.call<Suggestions>('GET', `/api/search/suggest?q=${encodeURIComponent(q)}`);
  expect(reply.status, `${q}: ${JSON.stringify(reply.body)}`).toBe(200);
  return reply.body.suggestions;
}

const ofType = (found: Suggestion[], type: Suggestion['type']) =>
  found.filter((suggestion) => suggestion.type === type).map((suggestion) => suggestion.value);

describe('places', () => {
  it('suggests Pokhara for its Devanagari and romanised beginnings, an alias and any case', async () => {
    for (const q of ['पोख', 'पोखरा', 'pokh', 'Pokhra', 'POKHARA', 'pokara'])
      expect(ofType(await suggest(q), 'place')[0], q).toBe('Pokhara');
    expect((await suggest('पोख'))[0]).toMatchObject({
      type: 'place',
      label: 'Pokhara',
      label_ne: 'पोखरा',
      place_kind: 'city',
      district: 'Kaski',
    });
  });

  it('suggests every place of the shared table by its English name, its Devanagari name and each alias', async () => {
    const cities = new Set(nepalCities.map((city) => city.en));
    for (const place of [...nepalDistricts, ...nepalCities]) {
      const kind = cities.has(place.en) ? 'city' : 'district';
      for (const name of [place.en, place.ne, ...(place.aliases ?? [])]) {
        const places = (await suggest(name)).filter((suggestion) => suggestion.type === 'place');
        expect(places, `${name} (${place.en})`).toContainEqual(
          expect.objectContaining({ value: place.en, label_ne: expect.any(String), place_kind: kind }),
        );
      }
    }
  }, 60_000);

  it('suggests a two-word place by the start of its second word', async () => {
    expect(ofType(await suggest('rukum w'), 'place')).toEqual(['Rukum West']);
    expect(ofType(await suggest('West'), 'place')).toContain('Rukum West');
  });
});

describe('specialties', () => {
  it('suggests a specialty by its name in English or Nepali and by its synonyms', async () => {
    for (const q of ['wed', 'Wedding', 'विवा', 'marriage', 'bibaha'])
      expect(ofType(await suggest(q), 'specialty'), q).toEqual(['wedding']);
    expect(ofType(await suggest('फेस'), 'specialty')[0]).toBe('fashion');
    expect(ofType(await suggest('land'), 'specialty')[0]).toBe('landscape');
    expect(ofType(await suggest('arch'), 'specialty')).toEqual(['architecture']);
    expect((await suggest('विवाह'))[0]).toMatchObject({ type: 'specialty', label: 'Wedding', label_ne: 'विवाह' });
  });
});

describe('photographers', () => {
  it('suggests listed photographers whose name starts with the text, never suspended accounts or clients', async () => {
    const found = await suggest('sun');
    expect(ofType(found, 'photographer')).toEqual(['sunil_studio', 'sunita_frames']);
    expect(found.find((suggestion) => suggestion.value === 'sunil_studio')).toMatchObject({
      id: expect.any(String),
      city: 'Dharan',
      label: 'sunil_studio',
      label_ne: 'sunil_studio',
    });
  });

  it('reads a name typed with spaces, capitals or another spelling as its folded key', async () => {
    for (const q of ['Sunita F', 'SUNITA_FR', 'sunitta'])
      expect(ofType(await suggest(q), 'photographer'), q).toEqual(['sunita_frames']);
  });
});

describe('limits and odd input', () => {
  it(`answers at most ${suggestLimits.count}, each kind getting its turn, places first`, async () => {
    const found = await suggest('b');
    expect(found).toHaveLength(suggestLimits.count);
    expect(new Set(found.map((suggestion) => suggestion.type))).toEqual(
      new Set(['place', 'specialty', 'photographer']),
    );
    expect(found.map((suggestion) => suggestion.type)).toEqual(
      [...found.map((suggestion) => suggestion.type)].sort(
        (a, b) => ['place', 'specialty', 'photographer'].indexOf(a) - ['place', 'specialty', 'photographer'].indexOf(b),
      ),
    );
  });

  it('suggests nothing for a blank or missing text', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    const reply = await t.call<Suggestions>('GET', '/api/search/suggest');
    expect(reply).toMatchObject({ status: 200, body: { suggestions: [] } });
  });

  it('answers every odd input without an error', async () => {
    for (const q of [
      '%',
      '_',
      '%%_\\',
      "'; drop table users; --",
      '*',
      '"',
      '()',
      'a'.repeat(100),
      '०१२',
      '🙂',
      '\u{10ffff}',
    ])
      expect(Array.isArray(await suggest(q)), q).toBe(true);
    expect(await suggest('%')).toEqual([]);
  });

  it('refuses a text over 100 characters with a sentence', async () => {
    const reply = await t.call('GET', `/api/search/suggest?q=${'a'.repeat(101)}`);
    expect(reply).toMatchObject({ status: 400, body: { detail: 'Search text is too long' } });
  });

  it('answers the same over tRPC', async () => {
    const input = encodeURIComponent(JSON.stringify({ q: 'पोख' }));
    const reply = await t.app.inject({ method: 'GET', url: `/trpc/search.suggest?input=${input}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<{ result: { data: Suggestions } }>().result.data.suggestions).toEqual(await suggest('पोख'));
  });
});
