import {
  createTRPCClient,
  getUntypedClient,
  httpBatchLink,
  httpBatchStreamLink,
  httpLink,
  type TRPCClient,
} from '@trpc/client';
import type { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../src/app/appRouter.js';
import type { TestApp } from './harness.js';
import { onBoth, settleEach, type Exchange, type LinkKind, type MakeClient } from './trpc.contract.fixtures.js';

/**
 * The native tRPC HTTP path against tRPC's own Fastify adapter, both serving the app's router on one
 * database (docs/decisions/006-trpc-http.md); trpc.contract.tinyRouter.test.ts compares what the
 * app's router cannot show.
 */

// Outside production tRPC puts each error's stack in its shape, and a stack names the frames of the
// handler that built it: the app's router is created as in production so bodies compare byte for byte.
vi.stubEnv('NODE_ENV', 'production');
const { startTestApp } = await import('./harness.js');
const { buildServer } = await import('../src/app/server.js');
const { photographerWith } = await import('./directory.factories.js');
const { dialectOf } = await import('@tasbir/db');
const { photoBytes, setPlan, uploadPhoto } = await import('./media.fixtures.js');
vi.unstubAllEnvs();

const appClient: MakeClient<AppRouter> = (kind, options) => {
  const links = {
    httpLink: () => httpLink(options),
    httpBatchLink: () => httpBatchLink(options),
    httpBatchStreamLink: () => httpBatchStreamLink(options),
  };
  return createTRPCClient<AppRouter>({ links: [links[kind]()] });
};

async function rawOnBoth(
  bases: { native: string; adapter: string },
  path: string,
  init?: RequestInit,
): Promise<{ native: Exchange; adapter: Exchange }> {
  const exchange = async (base: string): Promise<Exchange> => {
    const response = await fetch(`${base}${path}`, init);
    return { status: response.status, body: await response.text() };
  };
  return { native: await exchange(bases.native), adapter: await exchange(bases.adapter) };
}

describe('the native tRPC HTTP path, against tRPC’s own Fastify adapter on the same database', () => {
  let t: TestApp;
  let adapter: FastifyInstance;
  const bases = { native: '', adapter: '' };
  let token = '';
  beforeAll(async () => {
    t = await startTestApp({}, { trpcHandler: 'native' });
    adapter = await buildServer(t.config, { webDist: join(t.storage.dataDir, 'no-web'), trpcHandler: 'adapter' });
    bases.native = await t.app.listen({ port: 0, host: '127.0.0.1' });
    bases.adapter = await adapter.listen({ port: 0, host: '127.0.0.1' });
    token = (await photographerWith(t, { username: 'contract_lens', city: 'Patan', bio: 'Weddings and portraits' }))
      .access_token;
  });
  afterAll(async () => {
    await adapter.close();
    await t.close();
  });

  const same = async (
    kind: LinkKind,
    calls: (client: TRPCClient<AppRouter>) => Promise<unknown>,
    headers?: Record<string, string>,
  ) => {
    const { native, adapter } = await onBoth(bases, appClient, kind, calls, headers);
    expect(native).toEqual(adapter);
    return native;
  };

  it('answers a query like tRPC’s own adapter', async () => {
    const seen = await same('httpLink', (client) => client.system.health.query());
    expect(seen.exchanges).toEqual([
      {
        status: 200,
        body: `{"result":{"data":{"status":"ok","database":"ok","dialect":"${dialectOf(t.config.databaseUrl)}"}}}`,
      },
    ]);
  });

  it('answers in one write with a content-length where tRPC’s adapter streams, with the same content type and vary', async () => {
    // Uncompressed: the compression hook compresses the adapter's stream whatever its size, and a
    // native answer only from 1 KB (compression.test.ts).
    const [native, adapter] = await Promise.all(
      [bases.native, bases.adapter].map((base) =>
        fetch(`${base}/trpc/system.health`, { headers: { 'accept-encoding': 'identity' } }),
      ),
    );
    expect(native?.headers.get('content-length')).toMatch(/^\d+$/);
    expect(native?.headers.get('transfer-encoding')).toBeNull();
    expect(adapter?.headers.get('transfer-encoding')).toBe('chunked');
    for (const name of ['content-type', 'vary']) expect(native?.headers.get(name)).toBe(adapter?.headers.get(name));
    expect(await native?.text()).toBe(await adapter?.text());
  });

  it('answers a signed-in caller’s query like tRPC’s own adapter', async () => {
    const seen = await same('httpLink', (client) => client.auth.me.query(), { authorization: `Bearer ${token}` });
    expect(seen.outcome).toMatchObject({ value: { username: 'contract_lens' } });
  });

  it('answers a signed-in page of photos, with the caller’s likes, byte for byte like tRPC’s own adapter', async () => {
    const me = await t.call<{ id: string }>('GET', '/api/me', { token });
    await setPlan(t, me.body.id, 'silver');
    for (const title of ['First light', 'Second light'])
      expect((await uploadPhoto(t, token, await photoBytes(), { title })).status).toBe(200);
    const liked = await t.call<{ id: string }[]>('GET', '/api/photos?limit=1');
    expect((await t.call('POST', `/api/photos/${liked.body[0]?.id}/like`, { token })).status).toBe(200);

    const seen = await same('httpBatchLink', (client) => client.photos.list.query({ limit: 24 }), {
      authorization: `Bearer ${token}`,
    });
    expect(seen.outcome).toMatchObject({
      value: {
        items: [
          { title: 'Second light', liked_by_me: true },
          { title: 'First light', liked_by_me: false },
        ],
        next_cursor: null,
      },
    });
  });

  it('answers a JSON mutation like tRPC’s own adapter', async () => {
    const seen = await same('httpLink', (client) => client.auth.forgotPassword.mutate({ email: 'nobody@tasbir.test' }));
    expect(seen.exchanges.map((exchange) => exchange.status)).toEqual([200]);
  });

  it('answers a suggestion for Devanagari typed so far like tRPC’s own adapter', async () => {
    const seen = await same('httpLink', (client) => client.search.suggest.query({ q: 'पाट' }));
    expect(seen.outcome).toMatchObject({ value: { suggestions: [{ type: 'place', value: 'Lalitpur' }] } });
  });

  it('answers a batch of three in one request like tRPC’s own adapter', async () => {
    const seen = await same('httpBatchLink', (client) =>
      Promise.all([
        client.system.health.query(),
        client.photographers.list.query({ limit: 20 }),
        client.leaderboard.list.query({ period: 'weekly' }),
      ]),
    );
    expect(seen.exchanges).toHaveLength(1);
    expect(seen.exchanges[0]?.status).toBe(200);
    expect(JSON.parse(seen.exchanges[0]?.body ?? '')).toHaveLength(3);
    expect(seen.outcome).toMatchObject({
      value: [{ status: 'ok' }, { photographers: [{ username: 'contract_lens' }] }, []],
    });
  });

  it('answers a mixed batch with 207 like tRPC’s own adapter', async () => {
    const seen = await same('httpBatchLink', (client) =>
      settleEach([client.system.health.query(), client.photos.byId.query({ id: 'no-such-photo' })]),
    );
    expect(seen.exchanges.map((exchange) => exchange.status)).toEqual([207]);
  });

  it('answers an unknown procedure with 404 like tRPC’s own adapter', async () => {
    const seen = await same('httpLink', (client) => getUntypedClient(client).query('photos.noSuchProcedure'));
    expect(seen.exchanges.map((exchange) => exchange.status)).toEqual([404]);
  });

  it('refuses a GET to a mutation and a POST to a query with 405 like tRPC’s own adapter', async () => {
    const get = await same('httpLink', (client) =>
      getUntypedClient(client).query('auth.forgotPassword', { email: 'nobody@tasbir.test' }),
    );
    const post = await same('httpBatchLink', (client) => getUntypedClient(client).mutation('system.health'));
    expect([...get.exchanges, ...post.exchanges].map((exchange) => exchange.status)).toEqual([405, 405]);
  });

  it('answers input that is not JSON with 400 like tRPC’s own adapter', async () => {
    const query = await rawOnBoth(bases, '/trpc/photos.byId?input=%7Bnot-json');
    expect(query.native).toEqual(query.adapter);
    expect(query.native.status).toBe(400);
    const body = await rawOnBoth(bases, '/trpc/auth.login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not-json',
    });
    expect(body.native).toEqual(body.adapter);
    expect(body.native.status).toBe(400);
  });

  it('refuses invalid input with its validation sentence (400) like tRPC’s own adapter', async () => {
    const seen = await same('httpBatchLink', (client) =>
      client.auth.login.mutate({ email: 'not-an-email', password: 'x' }),
    );
    expect(seen.exchanges.map((exchange) => exchange.status)).toEqual([400]);
    expect(seen.outcome).toMatchObject({ error: { shape: { data: { code: 'BAD_REQUEST', path: 'auth.login' } } } });
  });

  it('answers a service’s DomainError with its status like tRPC’s own adapter', async () => {
    const seen = await same('httpLink', (client) => client.photos.byId.query({ id: 'no-such-photo' }));
    expect(seen.exchanges.map((exchange) => exchange.status)).toEqual([404]);
    expect(seen.outcome).toMatchObject({ error: { shape: { data: { code: 'NOT_FOUND' } } } });
  });

  it('answers a missing token on an authed procedure with 401 like tRPC’s own adapter', async () => {
    const seen = await same('httpBatchLink', (client) => client.auth.me.query());
    expect(seen.exchanges.map((exchange) => exchange.status)).toEqual([401]);
  });

  it('hands a POST that is not JSON to tRPC’s own handler (415)', async () => {
    const { native, adapter } = await rawOnBoth(bases, '/trpc/auth.login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(native).toEqual(adapter);
    expect(native.status).toBe(415);
  });

  it('hands a jsonl streaming batch to tRPC’s own handler, with the same result', async () => {
    // A stream sends each answer as it is ready, so the order of its lines may differ between runs.
    const calls = (client: TRPCClient<AppRouter>) =>
      Promise.all([client.system.health.query(), client.photographers.list.query({ limit: 20 })]);
    const { native: seen, adapter } = await onBoth(bases, appClient, 'httpBatchStreamLink', calls);
    expect(seen.outcome).toEqual(adapter.outcome);
    expect([seen, adapter].map(({ exchanges }) => exchanges.map((exchange) => exchange.status))).toEqual([
      [200],
      [200],
    ]);
    expect(seen.outcome).toMatchObject({
      value: [{ status: 'ok' }, { photographers: [{ username: 'contract_lens' }] }],
    });
  });

  it('keeps tRPC over WebSocket at /trpc', async () => {
    const answer = async (app: FastifyInstance) => {
      const socket = await app.injectWS('/trpc');
      try {
        const reply = once(socket, 'message');
        socket.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'system.health' } }));
        const [message] = await reply;
        return String(message);
      } finally {
        socket.terminate();
      }
    };
    const native = await answer(t.app);
    expect(native).toEqual(await answer(adapter));
    expect(JSON.parse(native)).toMatchObject({ id: 1, result: { type: 'data', data: { status: 'ok' } } });
  });
});
