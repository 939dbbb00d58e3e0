import { Validator } from '@seriousme/openapi-schema-validator';
import type { Photo, Reel, Session } from '@tasbir/shared';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemRouter } from '../src/domains/system/router.js';
import { restRowsOf } from '../src/rest/procedureRows.js';
import type { CallerOf } from '../src/trpc/trpc.js';
import { restTable } from '../src/app/restTable.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { gift, photographerWith } from './directory.factories.js';
import { grantCredits } from './economy.factories.js';
import { startTestApp, type CallOptions, type Reply, type TestApp } from './harness.js';
import { insertPhotos, photoBytes, setPlan, uploadPhoto, uploadReel, videoBytes } from './media.fixtures.js';

/** The health check's row alone, for a caller that stands in for a database that does not answer. */
type SystemCaller = CallerOf<{ system: typeof systemRouter }>;
const systemRestRoutes = restRowsOf<SystemCaller>({ system: systemRouter });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Response = { headers?: Record<string, unknown>; content?: Record<string, { schema?: unknown }> };
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
};

const documentId = 'https://tasbir.test/api/openapi.json';
/** A JSON pointer segment as it goes into a URI fragment (`/api/photos/{id}` → `~1api~1photos~1%7Bid%7D`). */
const segment = (name: string) => encodeURIComponent(name.replace(/~/g, '~0').replace(/\//g, '~1'));

let t: TestApp;
let document: OpenApiDocument;
// The document is added whole, so its `#/components/schemas/…` references resolve as a client's would.
// Strict, so a keyword ajv does not know fails; `type: [string, number]` is plain JSON Schema, though.
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
ajv.addVocabulary(['openapi', 'info', 'servers', 'paths', 'components']);

beforeAll(async () => {
  t = await startTestApp();
  const reply = await t.call<OpenApiDocument>('GET', '/api/openapi.json');
  document = reply.body;
  ajv.addSchema(document, documentId);
});
afterAll(() => t.close());

/** The compiled schema of one documented answer: `operation` as the document keys it (`get`), `status` too (`200`, `4XX`). */
function compiledSchema(path: string, operation: string, status: string) {
  const pointer = ['paths', path, operation, 'responses', status, 'content', 'application/json', 'schema']
    .map(segment)
    .join('/');
  const validate = ajv.getSchema(`${documentId}#/${pointer}`);
  if (!validate) throw new Error(`no schema for ${operation} ${path} ${status}`);
  return validate;
}

/** Checks a real answer against the document: its body fits the schema for its status (or `4XX`), its headers are documented. */
function expectDocumented(method: Method, path: string, reply: Pick<Reply<unknown>, 'status' | 'body' | 'headers'>) {
  const operation = method.toLowerCase();
  const responses = document.paths[path]?.[operation]?.responses ?? {};
  const status = String(reply.status) in responses ? String(reply.status) : `${String(reply.status).charAt(0)}XX`;
  expect(responses, `${method} ${path} documents ${reply.status}`).toHaveProperty(status);
  const validate = compiledSchema(path, operation, status);
  expect(validate(reply.body), `${method} ${path} ${reply.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  if (reply.headers['x-next-cursor'] !== undefined)
    expect(responses[status]?.headers, `${method} ${path} documents X-Next-Cursor`).toHaveProperty('X-Next-Cursor');
}

/** Calls `/api` + `path` (its `{name}`s filled in from `params`, then `?query`) and checks the answer against the document. */
async function call<T = unknown>(
  method: Method,
  path: string,
  options: CallOptions & { params?: Record<string, string>; query?: string; status?: number } = {},
): Promise<Reply<T>> {
  const { params = {}, query, status = 200, ...rest } = options;
  const url = `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')}${query ? `?${query}` : ''}`;
  const reply = await t.call<T>(method, url, rest);
  expect(reply.status, `${method} ${url}: ${JSON.stringify(reply.body)}`).toBe(status);
  expectDocumented(method, `/api${path}`, reply);
  return reply;
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('describes every response the REST API sends', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations).toHaveLength(restTable.length);
    for (const { path, method, operation } of operations) {
      const statuses = Object.keys(operation.responses ?? {});
      expect(statuses, `${method} ${path}`).toContain('4XX');
      expect(
        statuses.filter((status) => /^2\d\d$/.test(status)),
        `${method} ${path} has a success`,
      ).toHaveLength(1);
      // Every schema compiles as JSON Schema 2020-12, its references included.
      for (const status of statuses) expect(() => compiledSchema(path, method, status)).not.toThrow();
    }
  });
});

describe('what the REST API answers matches its document', () => {
  it('for accounts: register, sign in, me and profile, and a refusal', async () => {
    const registered = await call<Session>('POST', '/register', {
      body: {
        username: 'docs_reader',
        email: 'docs@example.com',
        password: 'long enough 1',
        role: 'photographer',
        city: 'Pokhara',
      },
    });
    const session = await call<Session>('POST', '/login', {
      body: { email: 'docs@example.com', password: 'long enough 1' },
    });
    await call('GET', '/me', { token: session.body.access_token });
    await call('PUT', '/profile', { token: registered.body.access_token, body: { bio: 'Lakeside light' } });
    // An address without an account answers the same, and sends no mail.
    await call('POST', '/forgot-password', { body: { email: 'nobody@example.com' } });
    await call('POST', '/reset-password', { body: { token: 'no-such-token', password: 'long enough 2' }, status: 400 });
    await call('POST', '/login', { body: { email: 'docs@example.com', password: 'wrong password' }, status: 401 });
    await call('POST', '/register', { body: { username: 'x', email: 'not-an-email', password: 'short' }, status: 400 });
  });

  it('for photos: upload, list with its cursor, one, like, view and delete', async () => {
    const photographer = await newPhotographerOnPlan();
    const uploaded = await uploadPhoto(t, photographer.access_token, await photoBytes());
    expectDocumented('POST', '/api/photos/upload', uploaded);
    await uploadPhoto(t, photographer.access_token, await photoBytes());
    const list = await call<Photo[]>('GET', '/photos');
    expect(list.body.length).toBeGreaterThan(0);
    const firstPage = await t.call<Photo[]>('GET', '/api/photos?limit=1');
    expect(firstPage.headers['x-next-cursor']).toEqual(expect.any(String));
    expectDocumented('GET', '/api/photos', firstPage);
    const params = { id: uploaded.body.id };
    await call('GET', '/photos/{id}', { params });
    const fan = await newUser(t);
    await call('POST', '/photos/{id}/like', { params, token: fan.access_token });
    await call('POST', '/photos/{id}/view', { params });
    await call('DELETE', '/photos/{id}', { params, token: photographer.access_token });
    await call('GET', '/photos/{id}', { params, status: 404 });
  });

  it('for reels: upload, list, one, like, view, share, comments and delete', async () => {
    const photographer = await newPhotographerOnPlan();
    const uploaded = await uploadReel(t, photographer.access_token, videoBytes('mp4'));
    expectDocumented('POST', '/api/reels/upload', uploaded);
    const list = await call<Reel[]>('GET', '/reels');
    expect(list.body.length).toBeGreaterThan(0);
    const params = { id: uploaded.body.id };
    const fan = await newUser(t);
    await call('GET', '/reels/{id}', { params, token: fan.access_token });
    await call('POST', '/reels/{id}/like', { params, token: fan.access_token });
    await call('POST', '/reels/{id}/view', { params });
    await call('POST', '/reels/{id}/share', { params });
    await call('POST', '/reels/{id}/comment', { params, token: fan.access_token, body: { comment_text: 'Ramro!' } });
    await call('GET', '/reels/{id}/comments', { params });
    await call('DELETE', '/reels/{id}', { params, token: photographer.access_token });
  });

  it('for search suggestions: places, specialties and photographers, and a refusal', async () => {
    await newPhotographer(t, { username: 'pokhara_frames' });
    const found = await call<{ suggestions: unknown[] }>('GET', '/search/suggest', { query: 'q=pokh' });
    expect(found.body.suggestions.length).toBeGreaterThan(1);
    await call('GET', '/search/suggest', { query: `q=${encodeURIComponent('विवा')}` });
    await call('GET', '/search/suggest', { query: `q=${'a'.repeat(101)}`, status: 400 });
  });

  it('for the directory: photographers, one card, portfolios, reviews, ratings and upload stats', async () => {
    const photographer = await photographerWith(t, { bio: 'Weddings in Kaski' });
    const params = { id: photographer.user.id };
    const portfolio = {
      specializations: ['Wedding Photography'],
      experience_years: '3-5',
      pricing_range: '15000-30000',
      services: ['Photo Booth'],
      equipment: 'Sony A7 IV',
    };
    await call('POST', '/portfolio', { token: photographer.access_token, body: portfolio });
    await call('GET', '/portfolio', { token: photographer.access_token });
    await call('GET', '/portfolio/{id}', { params });
    const author = await newUser(t);
    await call('POST', '/reviews', {
      token: author.access_token,
      body: { photographer_id: photographer.user.id, rating: 4, comment: 'Calm and kind' },
    });
    await call('GET', '/reviews/{id}', { params });
    await call('GET', '/ratings/{id}', { params });
    const page = await call('GET', '/photographers');
    expect(page.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: photographer.user.id })]));
    await call('GET', '/photographers/{id}', { params });
    await call('GET', '/upload-stats', { token: photographer.access_token });
  });

  it('for booking policies: the default, a saved one and a refused one', async () => {
    const photographer = await newPhotographer(t);
    const params = { id: photographer.user.id };
    await call('GET', '/photographers/{id}/booking-policy', { params });
    const policy = { advance_percent: 20, refund_tiers: [{ days_before: 30, refund_percent: 100 }] };
    await call('PUT', '/photographer/booking-policy', { token: photographer.access_token, body: policy });
    await call('GET', '/photographers/{id}/booking-policy', { params });
    await call('PUT', '/photographer/booking-policy', {
      token: photographer.access_token,
      body: { ...policy, advance_percent: 90 },
      status: 400,
    });
  });

  it('for the leaderboards', async () => {
    const photographer = await photographerWith(t);
    await gift(t, photographer.user.id, 500);
    for (const period of ['weekly', 'monthly', 'yearly']) {
      const board = await call<unknown[]>('GET', `/leaderboard/${period}`);
      expect(board.body.length).toBeGreaterThan(0);
    }
  });

  it('for gifts and the plans: the catalogue, a purchase, a refused one and the transactions', async () => {
    await call('GET', '/gifts/available');
    await call('GET', '/subscription/plans');
    const fan = await newUser(t);
    await grantCredits(t, fan.user.id, 60);
    const photographer = await photographerWith(t);
    const gift = { recipient_id: photographer.user.id, gift_type: 'momo', message: 'For the Tihar shoot' };
    await call('POST', '/gifts/purchase', { token: fan.access_token, body: gift });
    await call('POST', '/gifts/purchase', { token: fan.access_token, body: gift, status: 400 });
    await call('GET', '/gifts/transactions', { token: fan.access_token });
    await call('GET', '/subscription/current', { token: fan.access_token });
    await call('GET', '/user/dashboard', { token: fan.access_token });
    await call('GET', '/photographer/dashboard', { token: photographer.access_token });
    const receipt = `data:image/jpeg;base64,${(await photoBytes()).toString('base64')}`;
    const request = await call<{ id: string }>('POST', '/credits/request', {
      token: fan.access_token,
      body: { amount: 500, payment_method: 'esewa', receipt_image: receipt },
    });
    await call('GET', '/credits/my-requests', { token: fan.access_token });
    const admin = await newUser(t, { role: 'admin' });
    await call('GET', '/admin/credits/requests', { token: admin.access_token });
    const params = { id: request.body.id };
    await call('PUT', '/admin/credits/requests/{id}', {
      params,
      token: admin.access_token,
      body: { status: 'approved' },
    });
    await call('PUT', '/admin/credits/requests/{id}', {
      params,
      token: admin.access_token,
      body: { status: 'rejected' },
      status: 409,
    });
    await call('DELETE', '/admin/credits/requests/{id}', { params, token: admin.access_token });
    const asked = await call<{ id: string }>('POST', '/subscription/upgrade', {
      token: fan.access_token,
      body: { plan: 'gold', payment_proof: receipt },
    });
    await call('POST', '/subscription/upgrade', {
      token: fan.access_token,
      body: { plan: 'gold', payment_proof: receipt },
      status: 409,
    });
    await call('GET', '/subscription/requests', { token: admin.access_token });
    await call('POST', '/subscription/approve/{id}', { params: { id: asked.body.id }, token: admin.access_token });
    await call('POST', '/subscription/reject/{id}', {
      params: { id: asked.body.id },
      token: admin.access_token,
      status: 409,
    });
  });

  it('for the admin’s accounts and audit log: the list with its cursor, each change, a refusal and the deletion', async () => {
    const admin = await newUser(t, { role: 'admin' });
    const token = admin.access_token;
    const photographer = await newPhotographer(t);
    await newUser(t);
    const page = await call('GET', '/admin/users', { token });
    expect(page.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: photographer.user.id })]));
    const firstPage = await t.call('GET', '/api/admin/users?limit=1', { token });
    expect(firstPage.headers['x-next-cursor']).toEqual(expect.any(String));
    expectDocumented('GET', '/api/admin/users', firstPage);
    const params = { id: photographer.user.id };
    for (const action of ['verify', 'unverify', 'suspend', 'activate'])
      await call('POST', `/admin/users/{id}/${action}`, { params, token });
    await call('POST', '/admin/users/{id}/credits', { params, query: 'credits=25', token });
    await call('POST', '/admin/users/{id}/credits', { params, query: 'credits=0', token, status: 400 });
    await call('PUT', '/admin/users/{id}', { params, token, body: { username: 'documented_lens' } });
    await call('PUT', '/admin/users/{id}/role', { params, query: 'role=user', token });
    await call('PUT', '/admin/users/{id}/subscription', { params, query: 'plan=silver', token });
    await call('DELETE', '/admin/users/{id}', { params: { id: admin.user.id }, token, status: 403 });
    await call('GET', '/admin/audit', { token });
    await call('DELETE', '/admin/users/{id}', { params, token });
  });

  it("for reports: a report (201), a duplicate (409), the admins' list with its cursor, a decision and a second one (409)", async () => {
    const photographer = await newPhotographer(t);
    const fan = await newUser(t);
    const admin = await newUser(t, { role: 'admin' });
    const [photo = ''] = await insertPhotos(t, photographer.user.id, 2);
    const body = { target_type: 'photo', target_id: photo, reason: 'stolen_work', note: 'My photo from Bandipur' };
    const sent = await call<{ id: string }>('POST', '/reports', { token: fan.access_token, body, status: 201 });
    await call('POST', '/reports', { token: fan.access_token, body, status: 409 });
    await call('POST', '/reports', {
      token: fan.access_token,
      body: { ...body, target_type: 'user', target_id: photographer.user.id },
      status: 201,
    });
    const firstPage = await t.call('GET', '/api/admin/reports?limit=1', { token: admin.access_token });
    expect(firstPage.headers['x-next-cursor']).toEqual(expect.any(String));
    expectDocumented('GET', '/api/admin/reports', firstPage);
    const params = { id: sent.body.id };
    const decision = { action: 'remove_content', note: 'The reporter showed the original' };
    await call('POST', '/admin/reports/{id}/resolve', { params, token: admin.access_token, body: decision });
    await call('POST', '/admin/reports/{id}/resolve', {
      params,
      token: admin.access_token,
      body: decision,
      status: 409,
    });
    await call('GET', '/admin/reports', { token: admin.access_token, query: 'status=resolved' });
  });

  it('for health, up (200) and down (503)', async () => {
    await call('GET', '/health');
    // A database that does not answer cannot be arranged in a running app; the row answers for it.
    const down: SystemCaller = {
      system: { health: async () => ({ status: 'error', database: 'unreachable', dialect: 'sqlite' }) },
    };
    const answer = await systemRestRoutes[0]?.handle(down, { body: undefined, query: {}, params: {}, headers: {} });
    expect(answer?.status).toBe(503);
    expectDocumented('GET', '/api/health', { status: answer?.status ?? 0, body: answer?.body, headers: {} });
  });
});

/** A photographer whose plan takes photos and reels. */
async function newPhotographerOnPlan(): Promise<NewUser> {
  const photographer = await newPhotographer(t);
  await setPlan(t, photographer.user.id, 'royal');
  return photographer;
}
