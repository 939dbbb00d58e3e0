import { mediaTitleMax } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { dataUrl, mediaFiles, photoBytes, postMultipart, setPlan, stagedFiles } from './media.fixtures.js';

/**
 * A text over its limit (issue 21, item 14) answers `fieldTooLong` with the field and its limit:
 * not "title required", and not "file too large" however long the text.
 */
let t: TestApp;
let photographer: NewUser;
let image: string;
beforeAll(async () => {
  t = await startTestApp();
  photographer = await newPhotographer(t);
  await setPlan(t, photographer.user.id, 'gold');
  image = dataUrl(await photoBytes('jpeg', 120, 80));
});
afterAll(() => t.close());

const tooLong = {
  status: 400,
  body: {
    detail: `title must be at most ${mediaTitleMax} characters.`,
    code: 'fieldTooLong',
    params: { field: 'title', max: mediaTitleMax },
  },
};
const upload = (title: string) =>
  t.call('POST', '/api/photos', { token: photographer.access_token, body: { title, image_data: image } });

describe('a photo title over its limit', () => {
  it('answers fieldTooLong with the limit, not titleRequired', async () => {
    expect(mediaTitleMax).toBe(120);
    const reply = await upload('a'.repeat(mediaTitleMax + 1));
    expect({ status: reply.status, body: reply.body }).toEqual(tooLong);
    expect((await upload('a'.repeat(mediaTitleMax))).status).toBe(200);
  });

  it('answers fieldTooLong for a 100,000-character JSON title, not 413 fileTooLarge, and keeps nothing', async () => {
    const files = mediaFiles(t);
    for (const title of ['a'.repeat(100_000), 'न'.repeat(100_000), '\\u0061'.repeat(20_000)]) {
      const body = `{"title":"${title}","image_data":"${image}"}`;
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/photos',
        headers: { authorization: `Bearer ${photographer.access_token}`, 'content-type': 'application/json' },
        payload: body,
      });
      expect({ status: reply.statusCode, body: reply.json() as unknown }).toEqual(tooLong);
    }
    expect(mediaFiles(t)).toEqual(files);
    expect(stagedFiles(t)).toEqual([]);
  });

  it('answers fieldTooLong for a 100,000-character multipart title', async () => {
    const file = { bytes: await photoBytes('jpeg', 120, 80), filename: 'dawn.jpg', type: 'image/jpeg', field: 'file' };
    const reply = await postMultipart(t, '/api/photos/upload', {
      token: photographer.access_token,
      fields: { title: 'a'.repeat(100_000) },
      file,
    });
    expect({ status: reply.status, body: reply.body }).toEqual(tooLong);
    expect(stagedFiles(t)).toEqual([]);
  });

  it('answers fieldTooLong over tRPC too', async () => {
    const reply = await t.call<{ error: { data: { errorCode: string; params: unknown } } }>(
      'POST',
      '/trpc/photos.create',
      { token: photographer.access_token, body: { title: 'a'.repeat(mediaTitleMax + 1), image_data: image } },
    );
    expect(reply.body.error.data).toMatchObject({
      errorCode: 'fieldTooLong',
      params: { field: 'title', max: mediaTitleMax },
    });
  });
});

describe('other text fields over their limit', () => {
  it('name the field and its limit', async () => {
    const reply = await t.call('PUT', '/api/profile', {
      token: photographer.access_token,
      body: { location: 'a'.repeat(1000) },
    });
    expect([reply.status, reply.body.code, reply.body.params]).toEqual([
      400,
      'fieldTooLong',
      { field: 'location', max: 120 },
    ]);
    const description = await t.call('POST', '/api/photos', {
      token: photographer.access_token,
      body: { title: 'Dawn', description: 'a'.repeat(2001), image_data: image },
    });
    expect([description.status, description.body.code, description.body.params]).toEqual([
      400,
      'fieldTooLong',
      { field: 'description', max: 2000 },
    ]);
  });
});
