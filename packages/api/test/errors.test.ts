import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer, newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

type TrpcError = {
  error: {
    message: string;
    data: { code: string; httpStatus: number; errorCode: string; params: Record<string, unknown>; stack?: string };
  };
};

describe('refusals by code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ENABLE_TEST_ROUTES: '1' });
  });
  afterAll(() => t.close());

  it('answers a REST refusal with the product’s sentence and its code', async () => {
    expect(await t.call('GET', '/api/photos/no-such-photo')).toMatchObject({
      status: 404,
      body: { detail: 'Photo not found', code: 'photoNotFound' },
    });
  });

  it('answers in Nepali when Accept-Language prefers it, with the same code', async () => {
    const reply = await t.call('GET', '/api/photos/no-such-photo', {
      headers: { 'accept-language': 'ne-NP, en;q=0.5' },
    });
    expect(reply).toMatchObject({ status: 404, body: { detail: 'फोटो भेटिएन', code: 'photoNotFound' } });
    const english = await t.call('GET', '/api/photos/no-such-photo', {
      headers: { 'accept-language': 'en-GB, ne;q=0.3' },
    });
    expect(english.body).toMatchObject({ detail: 'Photo not found' });
  });

  it('fills a code’s parameters in the sentence and sends them on tRPC', async () => {
    const photographer = await newPhotographer(t);
    const rest = await t.call('POST', '/api/photos', {
      token: photographer.access_token,
      body: { title: 'Dawn', image_data: 'data:image/jpeg;base64,AAAA' },
    });
    expect(rest).toMatchObject({
      status: 403,
      body: { detail: 'Photo upload requires a paid subscription...', code: 'photoNeedsPlan' },
    });
    const trpc = await t.call<TrpcError>('GET', '/trpc/media.uploadAllowance?input=%7B%22kind%22%3A%22photo%22%7D', {
      token: photographer.access_token,
    });
    expect(trpc.status).toBe(403);
    expect(trpc.body.error.data).toMatchObject({ code: 'FORBIDDEN', errorCode: 'photoNeedsPlan', params: {} });
    expect(trpc.body.error.message).toBe('Photo upload requires a paid subscription...');
  });

  it('puts the code beside tRPC’s own and never a stack trace in a tRPC error', async () => {
    const reply = await t.call<TrpcError>('GET', '/trpc/photos.byId?input=%7B%22id%22%3A%22missing%22%7D');
    expect(reply.status).toBe(404);
    expect(reply.body.error.data).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404, errorCode: 'photoNotFound' });
    expect(reply.body.error.data.stack).toBeUndefined();
    expect(JSON.stringify(reply.body)).not.toMatch(/\/src\/|node_modules|at .*\.ts/);
  });

  it('gives a validation refusal the code its schema names', async () => {
    const reply = await t.call('POST', '/api/register', {
      body: { username: 'ram', email: 'not-an-email', password: 'long enough' },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { detail: 'Please enter a valid email address', code: 'emailInvalid' },
    });
  });

  it('refuses limit=-1 on every list alike', async () => {
    for (const path of [
      '/api/photos?limit=-1',
      '/api/reels?limit=-1',
      '/api/photographers?limit=-1',
      '/api/photos?limit=abc',
    ]) {
      expect(await t.call('GET', path), path).toMatchObject({
        status: 400,
        body: { detail: 'Limit must be a whole number of at least 1', code: 'limitInvalid' },
      });
    }
    expect((await t.call('GET', '/api/photos?limit=500')).status).toBe(200);
  });

  it('answers Fastify’s own refusals in the same shape', async () => {
    expect(await t.call('GET', '/api/photos/%E0%A4%A')).toMatchObject({
      status: 400,
      body: { code: 'requestInvalid', detail: 'The request could not be read. Please try again.' },
    });
    const long = await t.call('GET', `/api/photos/${'x'.repeat(6000)}`);
    expect(long).toMatchObject({ status: 414, body: { code: 'urlTooLong', detail: 'The address is too long.' } });
  });

  it('refuses a truncated or boundary-less multipart body with 400, not 500', async () => {
    const user = await newUser(t);
    const boundary = '----tasbir';
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="comment_text"\r\n\r\nNice`;
    for (const [contentType, payload] of [
      [`multipart/form-data; boundary=${boundary}`, truncated],
      ['multipart/form-data', 'comment_text=Nice'],
    ] as const) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/reels/some-reel/comment',
        headers: { authorization: `Bearer ${user.access_token}`, 'content-type': contentType },
        payload,
      });
      expect(reply.statusCode, contentType).toBe(400);
      expect(reply.json(), contentType).toMatchObject({ code: 'uploadBodyInvalid' });
    }
    const photographer = await newPhotographer(t);
    await t.call('POST', '/api/test/set-subscription?plan=silver', { token: photographer.access_token });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/photos/upload',
      headers: {
        authorization: `Bearer ${photographer.access_token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`,
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toMatchObject({ code: 'uploadBodyInvalid' });
  });
});
