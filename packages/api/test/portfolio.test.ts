import { newId } from '@tasbir/db';
import type { Portfolio } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type NewUser } from './factories.js';
import { directory, photographerWith, portfolioOf, usernames } from './directory.factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const save = (account: NewUser, body: unknown) =>
  t.call<Portfolio>('POST', '/api/portfolio', { token: account.access_token, body });

/** A photo row as the media issue stores it; only its owner matters here. */
async function photoOf(photographerId: string): Promise<string> {
  const id = newId();
  await t.db
    .insertInto('photos')
    .values({
      id,
      photographer_id: photographerId,
      title: 'Sunrise',
      description: null,
      category: 'nature',
      location: null,
      image_key: `${id}.webp`,
      thumb_key: `${id}-thumb.webp`,
      width: 1600,
      height: 1067,
      placeholder: 'data:image/webp;base64,AAAA',
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

describe('saving a portfolio (POST /api/portfolio)', () => {
  it('round-trips every field, and GET /api/portfolio and GET /api/portfolio/{id} answer it', async () => {
    const photographer = await photographerWith(t);
    const photo = await photoOf(photographer.user.id);
    const reply = await save(photographer, {
      specializations: ['Wedding', 'Architecture Photography', 'portrait'],
      experience_years: '5-10',
      pricing_range: '30000-50000',
      portfolio_description: '  Weddings across the valley.  ',
      services: ['Photo Shoots', 'drone photography'],
      equipment: 'Canon EOS R5, RF 85mm f/1.2 ,, Profoto B10',
      featured_work: [photo],
    });
    const expected = {
      photographer_id: photographer.user.id,
      specializations: ['Wedding Photography', 'Architecture Photography', 'Portrait Photography'],
      experience_years: '5-10',
      pricing_range: '30000-50000',
      portfolio_description: 'Weddings across the valley.',
      services: ['Photo Shoots', 'Drone Photography'],
      equipment: ['Canon EOS R5', 'RF 85mm f/1.2', 'Profoto B10'],
      featured_work: [photo],
      updated_at: expect.any(String),
    };
    expect(reply).toMatchObject({ status: 200, body: expected });
    expect((await t.call('GET', '/api/portfolio', { token: photographer.access_token })).body).toEqual(expected);
    expect(await portfolioOf(t, photographer.user.id)).toEqual(expected);
  });

  it('takes equipment as a list too', async () => {
    const photographer = await photographerWith(t);
    expect((await save(photographer, { equipment: ['Nikon Z8', ' DJI Mavic 3 '] })).body.equipment).toEqual([
      'Nikon Z8',
      'DJI Mavic 3',
    ]);
  });

  it('replaces the whole portfolio: what is left out is cleared', async () => {
    const photographer = await photographerWith(t);
    await save(photographer, { specializations: ['Event'], pricing_range: '5000-15000', services: ['Photo Booth'] });
    const reply = await save(photographer, { specializations: ['Street'] });
    expect(reply.body).toMatchObject({
      specializations: ['Street Photography'],
      pricing_range: null,
      services: [],
      experience_years: null,
    });
  });

  it.each([
    [{ specializations: ['Underwater'] }, 'Please choose specializations from the list'],
    [{ experience_years: '2-4' }, 'Please choose an experience range from the list'],
    [{ pricing_range: '1-2' }, 'Please choose a pricing range from the list'],
    [{ services: ['Catering'] }, 'Please choose services from the list'],
    [{ portfolio_description: 'x'.repeat(2001) }, 'Portfolio description must be at most 2,000 characters'],
    [
      { equipment: Array.from({ length: 21 }, (_, i) => `Lens ${i}`) },
      'Please list at most 20 pieces of equipment, each up to 80 characters',
    ],
    [{ featured_work: Array.from({ length: 13 }, (_, i) => `photo-${i}`) }, 'Please feature at most 12 photos'],
  ])('refuses %j with a sentence', async (body, detail) => {
    const photographer = await photographerWith(t);
    expect(await save(photographer, body)).toMatchObject({ status: 400, body: { detail } });
  });

  it("refuses to feature another photographer's photo or an unknown one", async () => {
    const photographer = await photographerWith(t);
    const other = await photographerWith(t);
    const theirs = await photoOf(other.user.id);
    for (const featured_work of [[theirs], ['no-such-photo']]) {
      expect(await save(photographer, { featured_work })).toMatchObject({
        status: 400,
        body: { detail: 'Featured work must be your own photos' },
      });
    }
  });

  it('drops a featured photo once it is deleted', async () => {
    const photographer = await photographerWith(t);
    const kept = await photoOf(photographer.user.id);
    const deleted = await photoOf(photographer.user.id);
    await save(photographer, { featured_work: [kept, deleted] });
    await t.db.deleteFrom('photos').where('id', '=', deleted).execute();
    expect((await portfolioOf(t, photographer.user.id)).featured_work).toEqual([kept]);
  });
});

describe('specializations read back as they were saved', () => {
  const fullNames = [
    'Wedding Photography',
    'Portrait Photography',
    'Event Photography',
    'Nature Photography',
    'Street Photography',
    'Fashion Photography',
    'Product Photography',
    'Architecture Photography',
  ];

  it('reads back "Wedding Photography" as it was saved', async () => {
    const photographer = await photographerWith(t);
    expect(await save(photographer, { specializations: ['Wedding Photography'] })).toMatchObject({
      status: 200,
      body: { specializations: ['Wedding Photography'] },
    });
    expect(
      (await t.call<Portfolio>('GET', '/api/portfolio', { token: photographer.access_token })).body.specializations,
    ).toEqual(['Wedding Photography']);
    expect((await portfolioOf(t, photographer.user.id)).specializations).toEqual(['Wedding Photography']);
  });

  it('reads back every name the portfolio form offers, in the order saved', async () => {
    const photographer = await photographerWith(t);
    await save(photographer, { specializations: [...fullNames].reverse() });
    expect(
      (await t.call<Portfolio>('GET', '/api/portfolio', { token: photographer.access_token })).body.specializations,
    ).toEqual([...fullNames].reverse());
  });

  it('reads back the full name for a short one, in any case, once each', async () => {
    const photographer = await photographerWith(t);
    await save(photographer, { specializations: ['Wedding', 'nature', 'WEDDING PHOTOGRAPHY', 'Street'] });
    expect(
      (await t.call<Portfolio>('GET', '/api/portfolio', { token: photographer.access_token })).body.specializations,
    ).toEqual(['Wedding Photography', 'Nature Photography', 'Street Photography']);
  });

  it('finds "Wedding Photography" under the wedding filter and "Nature Photography" under landscape', async () => {
    const city = `Gorkha${Date.now().toString(36)}`;
    const wedding = await photographerWith(t, { city, district: 'Gorkha' });
    const nature = await photographerWith(t, { city, district: 'Gorkha' });
    await save(wedding, { specializations: ['Wedding Photography'] });
    await save(nature, { specializations: ['Nature Photography'] });

    expect(usernames(await directory(t, { city, specialty: 'wedding' }))).toEqual([wedding.user.username]);
    expect(usernames(await directory(t, { city, specialty: 'landscape' }))).toEqual([nature.user.username]);
    expect(usernames(await directory(t, { city, specialty: 'nature' }))).toEqual([nature.user.username]);
    expect(usernames(await directory(t, { city, specialty: 'portrait' }))).toEqual([]);
    expect((await directory(t, { city, specialty: 'wedding' })).body[0]).toMatchObject({
      specialty: 'Wedding Photography',
      specialties: ['Wedding Photography'],
    });
  });

  it('finds a Nature Photography portfolio by the search word "landscape", and not every portfolio by "photography"', async () => {
    const city = `Bandipur${Date.now().toString(36)}`;
    const nature = await photographerWith(t, { city, district: 'Tanahun' });
    await save(nature, { specializations: ['Nature Photography'] });
    expect(usernames(await directory(t, { city, search: 'landscape' }))).toEqual([nature.user.username]);
    expect(usernames(await directory(t, { city, search: 'photography' }))).toEqual([]);
  });
});

describe('who may have a portfolio', () => {
  it('refuses a regular user and an admin with 403', async () => {
    const user = await newUser(t);
    const admin = await newUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    for (const account of [user, admin]) {
      expect(await save(account, { specializations: ['Wedding'] })).toMatchObject({
        status: 403,
        body: { detail: 'Only photographers have a portfolio' },
      });
      expect(await t.call('GET', '/api/portfolio', { token: account.access_token })).toMatchObject({
        status: 403,
        body: { detail: 'Only photographers have a portfolio' },
      });
    }
  });

  it('refuses by role before looking at the form through tRPC', async () => {
    const user = await newUser(t);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/trpc/portfolio.save',
      headers: { authorization: `Bearer ${user.access_token}` },
      payload: { specializations: ['Underwater'] },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ error: { message: 'Only photographers have a portfolio' } });
  });

  it('asks a visitor to log in', async () => {
    expect(await t.call('POST', '/api/portfolio', { body: {} })).toMatchObject({
      status: 401,
      body: { detail: 'Please login to continue' },
    });
    expect((await t.call('GET', '/api/portfolio')).status).toBe(401);
  });
});

describe("reading a photographer's portfolio (GET /api/portfolio/{id})", () => {
  it('answers an empty portfolio for a photographer who has not saved one', async () => {
    const photographer = await photographerWith(t);
    expect(await portfolioOf(t, photographer.user.id)).toEqual({
      photographer_id: photographer.user.id,
      specializations: [],
      experience_years: null,
      pricing_range: null,
      portfolio_description: '',
      services: [],
      equipment: [],
      featured_work: [],
      updated_at: null,
    });
  });

  it('answers 404 for an unknown id and for an account that is not a photographer', async () => {
    const user = await newUser(t);
    for (const id of ['no-such-id', user.user.id]) {
      expect(await t.call('GET', `/api/portfolio/${id}`)).toMatchObject({
        status: 404,
        body: { detail: 'Photographer not found' },
      });
    }
  });
});

describe('the directory follows the portfolio', () => {
  it('finds a photographer by the specialties just saved, and no longer by the old ones', async () => {
    const city = `Tansen${Date.now().toString(36)}`;
    const photographer = await photographerWith(t, { city, district: 'Palpa' });
    await save(photographer, { specializations: ['Wedding'], experience_years: '3-5', pricing_range: '15000-30000' });
    expect(usernames(await directory(t, { city, specialty: 'wedding' }))).toEqual([photographer.user.username]);
    expect((await directory(t, { city })).body[0]).toMatchObject({
      experience: '3-5',
      pricing_range: '15000-30000',
      price_from: 15000,
    });

    await save(photographer, { specializations: ['Nature'] });
    expect(usernames(await directory(t, { city, specialty: 'wedding' }))).toEqual([]);
    expect(usernames(await directory(t, { city, specialty: 'landscape' }))).toEqual([photographer.user.username]);
    expect(usernames(await directory(t, { city, search: 'wedding' }))).toEqual([]);
    expect(usernames(await directory(t, { city, search: 'wildlife' }))).toEqual([photographer.user.username]);
  });
});
