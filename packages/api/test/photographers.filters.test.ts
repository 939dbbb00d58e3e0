import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './factories.js';
import { directory, photographerWith, usernames } from './directory.factories.js';
import { startTestApp, type TestApp } from './harness.js';

// One app with a known cast, so every filter's answer can be stated exactly.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await photographerWith(t, {
    username: 'mandap_maestro',
    city: 'Kathmandu',
    district: 'Kathmandu',
    bio: 'Twelve years of janti processions.',
    portfolio: { specializations: ['Wedding', 'Portrait'], experience_years: '10+', pricing_range: '50000-100000' },
  });
  // Registered as "Patan", stored by the place's English name (as the API stores it).
  await photographerWith(t, {
    username: 'courtyard_light',
    city: 'Lalitpur',
    district: 'Lalitpur',
    bio: 'Portraits in Newari courtyards.',
    portfolio: { specializations: ['Portrait', 'Fashion'] },
  });
  await photographerWith(t, {
    username: 'phewa_dawn',
    city: 'Pokhara',
    district: 'Kaski',
    bio: 'Sunrise over the lake.',
    portfolio: { specializations: ['Nature'] },
  });
  await photographerWith(t, {
    username: 'jatra_lens',
    city: 'Pokhara',
    district: 'Kaski',
    bio: 'Concerts and festivals, 100% candid.',
    portfolio: { specializations: ['Event'] },
  });
  await photographerWith(t, { username: 'terai_new', city: 'Bharatpur', district: 'Chitwan' });
  // Never listed: a regular user whose name matches searches, and a suspended photographer.
  await newUser(t, { username: 'pokhara_fan' });
  const hidden = await photographerWith(t, {
    username: 'hidden_pokhara',
    city: 'Pokhara',
    district: 'Kaski',
    portfolio: { specializations: ['Nature'] },
  });
  await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', hidden.user.id).execute();
});
afterAll(() => t.close());

const everyone = ['courtyard_light', 'jatra_lens', 'mandap_maestro', 'phewa_dawn', 'terai_new'];
const sorted = (names: string[]) => [...names].sort();

describe('GET /api/photographers lists photographers only', () => {
  it('lists every photographer who is not suspended, and no other account', async () => {
    const reply = await directory(t);
    expect(reply.status).toBe(200);
    expect(sorted(usernames(reply))).toEqual(everyone);
  });

  it('treats "all" and blank filters as no filter, as the directory sends them', async () => {
    expect(sorted(usernames(await directory(t, { city: 'all', district: '', specialty: 'all', search: '' })))).toEqual(
      everyone,
    );
  });
});

describe('free-text search', () => {
  it('finds a photographer by name', async () => {
    expect(usernames(await directory(t, { search: 'mandap' }))).toEqual(['mandap_maestro']);
  });

  it('finds a photographer by a word of the bio, whatever its case', async () => {
    expect(usernames(await directory(t, { search: 'COURTYARDS' }))).toEqual(['courtyard_light']);
  });

  it('finds photographers by city', async () => {
    expect(usernames(await directory(t, { search: 'bharatpur' }))).toEqual(['terai_new']);
    expect(sorted(usernames(await directory(t, { search: 'pokhara' })))).toEqual(['jatra_lens', 'phewa_dawn']);
  });

  it('finds photographers by specialty, landscape finding Nature photographers', async () => {
    expect(usernames(await directory(t, { search: 'fashion' }))).toEqual(['courtyard_light']);
    expect(usernames(await directory(t, { search: 'landscape' }))).toEqual(['phewa_dawn']);
  });

  it('needs every word to match somewhere', async () => {
    expect(usernames(await directory(t, { search: 'pokhara concerts' }))).toEqual(['jatra_lens']);
    expect(usernames(await directory(t, { search: 'pokhara wedding' }))).toEqual([]);
  });

  it('reads % and _ as spaces between words, never as wildcards', async () => {
    expect(usernames(await directory(t, { search: '100%' }))).toEqual(['jatra_lens']);
    // Nothing to search for: the whole directory, as for a blank search.
    expect(sorted(usernames(await directory(t, { search: '%' })))).toEqual(everyone);
    expect(usernames(await directory(t, { search: 'n_w' }))).toEqual([]);
  });
});

describe('filters', () => {
  it('filters by city, whatever its case', async () => {
    expect(sorted(usernames(await directory(t, { city: 'pokhara' })))).toEqual(['jatra_lens', 'phewa_dawn']);
    expect(usernames(await directory(t, { city: 'Patan' }))).toEqual(['courtyard_light']);
  });

  it('filters by district', async () => {
    expect(sorted(usernames(await directory(t, { district: 'Kaski' })))).toEqual(['jatra_lens', 'phewa_dawn']);
    expect(usernames(await directory(t, { district: 'Chitwan' }))).toEqual(['terai_new']);
  });

  it('filters by each of the directory specialties', async () => {
    expect(usernames(await directory(t, { specialty: 'wedding' }))).toEqual(['mandap_maestro']);
    expect(sorted(usernames(await directory(t, { specialty: 'portrait' })))).toEqual([
      'courtyard_light',
      'mandap_maestro',
    ]);
    expect(usernames(await directory(t, { specialty: 'event' }))).toEqual(['jatra_lens']);
    expect(usernames(await directory(t, { specialty: 'fashion' }))).toEqual(['courtyard_light']);
    expect(usernames(await directory(t, { specialty: 'landscape' }))).toEqual(['phewa_dawn']);
    expect(sorted(usernames(await directory(t, { specialty: 'all' })))).toEqual(everyone);
  });

  it('refuses a specialty outside the list with a sentence', async () => {
    expect(await directory(t, { specialty: 'underwater' })).toMatchObject({
      status: 400,
      body: { detail: 'Please choose a specialty from the list' },
    });
  });

  it('combines filters', async () => {
    expect(usernames(await directory(t, { city: 'Pokhara', specialty: 'event' }))).toEqual(['jatra_lens']);
    expect(usernames(await directory(t, { district: 'Kaski', search: 'sunrise' }))).toEqual(['phewa_dawn']);
    expect(usernames(await directory(t, { district: 'Kathmandu', specialty: 'portrait', search: 'janti' }))).toEqual([
      'mandap_maestro',
    ]);
    expect(usernames(await directory(t, { city: 'Pokhara', specialty: 'wedding' }))).toEqual([]);
  });
});

describe('a directory card', () => {
  it("carries a card's fields, with the portfolio's specialties, experience and price", async () => {
    const [card] = (await directory(t, { search: 'mandap' })).body;
    expect(card).toEqual({
      id: expect.any(String),
      username: 'mandap_maestro',
      profile_image: null,
      profile_picture: null,
      verified: false,
      verification_badge: false,
      bio: 'Twelve years of janti processions.',
      rating: 0,
      total_ratings: 0,
      specialty: 'Wedding Photography',
      specialties: ['Wedding Photography', 'Portrait Photography'],
      city: 'Kathmandu',
      district: 'Kathmandu',
      location: 'Kathmandu, Kathmandu',
      contact_number: '9800000000',
      experience: '10+',
      pricing_range: '50000-100000',
      price_from: 50000,
      photo_count: 0,
      reel_count: 0,
      total_gifts_received: 0,
      subscription_plan: 'free',
      latest_review: null,
      response_time_minutes: null,
      response_rate: null,
      top_photographer: false,
      cancellations_last_year: 0,
    });
  });

  it('shows a photographer without a portfolio with empty specialties and the default price', async () => {
    const [card] = (await directory(t, { search: 'terai_new' })).body;
    expect(card).toMatchObject({
      specialty: null,
      specialties: [],
      experience: null,
      pricing_range: null,
      price_from: 15000,
    });
  });

  it('answers one card at GET /api/photographers/{id}, and 404 for anyone not listed', async () => {
    const [card] = (await directory(t, { search: 'phewa' })).body;
    expect(await t.call('GET', `/api/photographers/${card?.id}`)).toMatchObject({
      status: 200,
      body: { username: 'phewa_dawn' },
    });
    const hidden = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'hidden_pokhara')
      .executeTakeFirstOrThrow();
    expect(await t.call('GET', `/api/photographers/${hidden.id}`)).toMatchObject({
      status: 404,
      body: { detail: 'Photographer not found' },
    });
    expect((await t.call('GET', '/api/photographers/no-such-id')).status).toBe(404);
  });
});

describe('the REST adapter documents the directory calls', () => {
  it('lists every path of the directory, portfolios, reviews and leaderboards in /api/openapi.json', async () => {
    const reply = await t.call<{ paths: Record<string, Record<string, unknown>> }>('GET', '/api/openapi.json');
    const expected: [string, string][] = [
      ['/api/photographers', 'get'],
      ['/api/photographers/{id}', 'get'],
      ['/api/portfolio', 'get'],
      ['/api/portfolio', 'post'],
      ['/api/portfolio/{id}', 'get'],
      ['/api/reviews', 'post'],
      ['/api/reviews/{id}', 'get'],
      ['/api/ratings/{id}', 'get'],
      ['/api/leaderboard/weekly', 'get'],
      ['/api/leaderboard/monthly', 'get'],
      ['/api/leaderboard/yearly', 'get'],
    ];
    for (const [path, method] of expected) expect(reply.body.paths[path], `${method} ${path}`).toHaveProperty(method);
  });
});
