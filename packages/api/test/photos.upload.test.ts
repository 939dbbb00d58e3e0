import type { Photo } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer, newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { dataUrl, mediaFiles, photoBytes, postMultipart, setPlan, stagedFiles, uploadPhoto } from './media.fixtures.js';

let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  jpeg = await photoBytes('jpeg');
});
afterAll(() => t.close());

const photoCount = async (userId: string) =>
  (await t.db.selectFrom('users').select('photo_count').where('id', '=', userId).executeTakeFirstOrThrow()).photo_count;

describe('who may upload photos', () => {
  it('refuses a visitor with 401', async () => {
    const reply = await postMultipart(t, '/api/photos/upload', { fields: { title: 'x' }, file: { bytes: jpeg } });
    expect(reply.status).toBe(401);
  });

  it("refuses a photographer on the free plan with the product's sentence", async () => {
    const p = await newPhotographer(t);
    const reply = await uploadPhoto(t, p.access_token, jpeg);
    expect(reply).toMatchObject({ status: 403, body: { detail: 'Photo upload requires a paid subscription...' } });
  });

  it('refuses a photographer whose paid plan has run out', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'gold', { expired: true });
    expect((await uploadPhoto(t, p.access_token, jpeg)).status).toBe(403);
  });

  it('refuses a user-role account on free and accepts it on silver', async () => {
    const u = await newUser(t);
    expect(await uploadPhoto(t, u.access_token, jpeg)).toMatchObject({
      status: 403,
      body: { detail: 'Photo upload requires a paid subscription...' },
    });
    await setPlan(t, u.user.id, 'silver');
    expect((await uploadPhoto(t, u.access_token, jpeg)).status).toBe(200);
  });

  it('lets an admin upload without a plan', async () => {
    const admin = await newUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
    expect((await uploadPhoto(t, admin.access_token, jpeg)).status).toBe(200);
  });
});

describe('plan limits', () => {
  it('refuses a sixth photo on the silver plan', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'silver');
    for (let i = 1; i <= 5; i += 1)
      expect((await uploadPhoto(t, p.access_token, jpeg, { title: `Photo ${i}` })).status).toBe(200);
    const sixth = await uploadPhoto(t, p.access_token, jpeg, { title: 'Photo 6' });
    expect(sixth).toMatchObject({
      status: 403,
      body: { detail: "You've reached your plan limit of 5 photos. Please upgrade to upload more." },
    });
    expect(await photoCount(p.user.id)).toBe(5);
  });

  it('refuses a file over the plan size with the limit in MB, and keeps nothing of it', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'silver');
    const before = mediaFiles(t).length;
    const oversized = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 1 - jpeg.length)]);
    const reply = await uploadPhoto(t, p.access_token, oversized);
    expect(reply).toMatchObject({ status: 413, body: { detail: 'File size exceeds your plan limit of 5 MB...' } });
    expect(mediaFiles(t)).toHaveLength(before);
    expect(stagedFiles(t)).toEqual([]);
    expect(await photoCount(p.user.id)).toBe(0);
  });

  it('refuses a body that announces more than the plan allows without reading it', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'silver');
    const reply = await uploadPhoto(t, p.access_token, Buffer.concat([jpeg, Buffer.alloc(8 * 1024 * 1024)]));
    expect(reply).toMatchObject({ status: 413, body: { detail: 'File size exceeds your plan limit of 5 MB...' } });
    expect(stagedFiles(t)).toEqual([]);
  });

  it('lets only one of several uploads racing for the last place through', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'silver');
    for (let i = 1; i <= 4; i += 1) expect((await uploadPhoto(t, p.access_token, jpeg)).status).toBe(200);
    const distinct = await Promise.all([701, 702, 703].map((width) => photoBytes('jpeg', width, 400)));
    const racing = await Promise.all(distinct.map((bytes) => uploadPhoto(t, p.access_token, bytes)));
    expect(racing.map((reply) => reply.status).sort()).toEqual([200, 403, 403]);
    expect(await photoCount(p.user.id)).toBe(5);
    const rows = await t.db.selectFrom('photos').select(['image_key', 'thumb_key']).execute();
    // The losers' files are gone; every file left belongs to a photo.
    const referenced = new Set(rows.flatMap((row) => [row.image_key, row.thumb_key]));
    expect(
      mediaFiles(t)
        .map((path) => path.split('/').at(-1))
        .sort(),
    ).toEqual([...referenced].sort());
  });

  it('takes a larger file on a larger plan', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'gold');
    const big = await photoBytes('png', 2400, 1600);
    expect(big.length).toBeGreaterThan(0);
    expect((await uploadPhoto(t, p.access_token, big)).status).toBe(200);
  });
});

describe('file types, from the bytes', () => {
  it('refuses an SVG with 400 and a clear sentence', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'gold');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const reply = await postMultipart(t, '/api/photos/upload', {
      token: p.access_token,
      fields: { title: 'Vector' },
      file: { bytes: svg, filename: 'logo.svg', type: 'image/svg+xml' },
    });
    expect(reply).toMatchObject({ status: 400, body: { detail: 'Only JPEG, PNG or WebP images can be uploaded.' } });
  });

  it('accepts a PNG named .jpg as the PNG it is, and refuses a text file named .jpg', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'gold');
    const png = await postMultipart<Photo>(t, '/api/photos/upload', {
      token: p.access_token,
      fields: { title: 'Lake' },
      file: { bytes: await photoBytes('png'), filename: 'lake.jpg', type: 'image/jpeg' },
    });
    expect(png.status).toBe(200);
    const text = await postMultipart(t, '/api/photos/upload', {
      token: p.access_token,
      fields: { title: 'Notes' },
      file: { bytes: Buffer.from('just some notes'), filename: 'notes.jpg', type: 'image/jpeg' },
    });
    expect(text).toMatchObject({ status: 400, body: { detail: 'Only JPEG, PNG or WebP images can be uploaded.' } });
  });

  it('accepts WebP', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'gold');
    expect((await uploadPhoto(t, p.access_token, await photoBytes('webp'))).status).toBe(200);
  });

  it('refuses a file whose header says JPEG but whose body is not one', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'gold');
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg at all')]);
    expect(await uploadPhoto(t, p.access_token, fake)).toMatchObject({
      status: 400,
      body: { detail: 'This image could not be read. Please upload a JPEG, PNG or WebP photo.' },
    });
  });
});

describe('a refused or failed upload leaves nothing behind', () => {
  it('keeps no row, no media file and no staged file for any refusal', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'silver');
    const before = mediaFiles(t).length;
    const refusals = [
      await uploadPhoto(t, p.access_token, Buffer.from('plain text')),
      await uploadPhoto(t, p.access_token, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1000)])),
      await uploadPhoto(t, p.access_token, jpeg, { title: '   ' }),
      await postMultipart(t, '/api/photos/upload', { token: p.access_token, fields: { title: 'No file' } }),
    ];
    expect(refusals.map((reply) => reply.status)).toEqual([400, 400, 400, 400]);
    expect(refusals[2]?.body).toEqual({ detail: 'Please fill in the title', code: 'titleRequired' });
    expect(refusals[3]?.body).toEqual({ detail: 'Please select an image', code: 'imageRequired' });
    expect(mediaFiles(t)).toHaveLength(before);
    expect(stagedFiles(t)).toEqual([]);
    expect(await photoCount(p.user.id)).toBe(0);
    const rows = await t.db.selectFrom('photos').select('id').where('photographer_id', '=', p.user.id).execute();
    expect(rows).toEqual([]);
  });
});

describe('POST /api/photos with a JSON data URL (the documented call)', () => {
  it('stores the photo and answers it with media URLs, never bytes', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'silver');
    const reply = await t.call<Photo>('POST', '/api/photos', {
      token: p.access_token,
      body: {
        title: 'Boudhanath',
        description: 'Evening kora',
        category: '',
        location: 'Kathmandu',
        image_data: dataUrl(jpeg),
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      title: 'Boudhanath',
      category: 'General',
      location: 'Kathmandu',
      likes: 0,
      views: 0,
      liked_by_me: false,
      photographer_username: p.user.username,
    });
    expect(reply.body.image_data).toMatch(/^\/api\/media\/[0-9a-f]{64}\.webp$/);
    expect(reply.body.image_data).toBe(reply.body.image_url);
    expect(await photoCount(p.user.id)).toBe(1);
  });

  it('refuses a data URL over the plan size before decoding it', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'silver');
    const image_data = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((5 * 1024 * 1024 * 4) / 3) + 8)}`;
    const reply = await t.call('POST', '/api/photos', {
      token: p.access_token,
      body: { title: 'Too big', image_data },
    });
    expect(reply).toMatchObject({ status: 413, body: { detail: 'File size exceeds your plan limit of 5 MB...' } });
    expect(stagedFiles(t)).toEqual([]);
  });

  it('refuses text that is not base64', async () => {
    const p = await newPhotographer(t);
    await setPlan(t, p.user.id, 'silver');
    const reply = await t.call('POST', '/api/photos', {
      token: p.access_token,
      body: { title: 'Odd', image_data: 'data:image/png;base64,@@@@' },
    });
    expect(reply).toMatchObject({ status: 400, body: { detail: 'The file data is not a valid base64 data URL.' } });
  });

  it('refuses a free photographer before reading the body', async () => {
    const p = await newPhotographer(t);
    const reply = await t.call('POST', '/api/photos', {
      token: p.access_token,
      body: { title: 'x', image_data: dataUrl(jpeg) },
    });
    expect(reply).toMatchObject({ status: 403, body: { detail: 'Photo upload requires a paid subscription...' } });
  });
});
