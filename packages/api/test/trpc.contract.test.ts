import {
  createTRPCClient,
  getUntypedClient,
  httpBatchLink,
  httpBatchStreamLink,
  httpLink,
  TRPCClientError,
  type TRPCClient,
} from '@trpc/client';
import { initTRPC, TRPCError, type AnyTRPCRouter } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AppRouter } from '../src/app/appRouter.js';
import { trpcHttp } from '../src/trpc/http/plugin.js';
import type { TestApp } from './harness.js';

// Outside production tRPC puts each error's stack in its shape, and a stack names the frames of the
// handler that built it: the app's router is created as in production so bodies compare byte for byte.
vi.stubEnv('NODE_ENV', 'production');
const { startTestApp } = await import('./harness.js');
const { buildServer } = await import('../src/app/server.js');
const { photographerWith } = await import('./directory.factories.js');
const { dialectOf } = await import('@tasbir/db');
const { photoBytes, setPlan, uploadPhoto } = await import('./media.fixtures.js');
vi.unstubAllEnvs();

/** One HTTP exchange as the client's fetch saw it. */
type Exchange = { status: number; body: string };
/** What one server sent and what the tRPC client made of it. */
type Seen = { exchanges: Exchange[]; outcome: unknown };
type LinkKind = 'httpLink' | 'httpBatchLink' | 'httpBatchStreamLink';
type LinkOptions = {
  url: string;
  headers: Record<string, string>;
  fetch: (input: Parameters<typeof fetch>[0], init?: RequestInit) => Promise<Response>;
};
type MakeClient<TRouter extends AnyTRPCRouter> = (kind: LinkKind, options: LinkOptions) => TRPCClient<TRouter>;

/** A fetch that keeps each answer's status and raw body text. */
const recordingFetch =
  (exchanges: Exchange[]): LinkOptions['fetch'] =>
  async (input, init) => {
    const response = await fetch(input, init);
    exchanges.push({ status: response.status, body: await response.clone().text() });
    return response;
  };

async function settle(work: Promise<unknown>): Promise<unknown> {
  try {
    return { value: await work };
  } catch (error) {
    return error instanceof TRPCClientError
      ? { error: { message: error.message, shape: error.shape } }
      : { thrown: String(error) };
  }
}

/** Each call's value or error, for a batch that mixes answers. */
const settleEach = (calls: Promise<unknown>[]) => Promise.all(calls.map(settle));

/** Runs the same client calls against one server after the other, so both see the same history. */
async function onBoth<TRouter extends AnyTRPCRouter>(
  bases: { native: string; adapter: string },
  makeClient: MakeClient<TRouter>,
  kind: LinkKind,
  calls: (client: TRPCClient<TRouter>) => Promise<unknown>,
  headers: Record<string, string> = {},
): Promise<{ native: Seen; adapter: Seen }> {
  const seen = async (base: string): Promise<Seen> => {
    const exchanges: Exchange[] = [];
    const client = makeClient(kind, { url: `${base}/trpc`, headers, fetch: recordingFetch(exchanges) });
    return { outcome: await settle(calls(client)), exchanges };
  };
  return { native: await seen(bases.native), adapter: await seen(bases.adapter) };
}

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
    const [native, adapter] = await Promise.all(
      [bases.native, bases.adapter].map((base) => fetch(`${base}/trpc/system.health`)),
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

/** A transformer that shows on the wire, to see both handlers call it for inputs, results and errors. */
const tinyTransformer = {
  serialize: (value: unknown) => ({ wrapped: value }),
  deserialize: (value: unknown) =>
    typeof value === 'object' && value !== null && 'wrapped' in value ? value.wrapped : value,
};
type TinyContext = { caller: string };
type ErrorReport = {
  code: string;
  message: string;
  path: string | undefined;
  type: string;
  input: unknown;
  hasContext: boolean;
};

const tiny = initTRPC.context<TinyContext>().create({ isDev: false, transformer: tinyTransformer });
/** What `waitForLeave` saw of its signal, for the server under test. */
const leaveLog: string[] = [];
const tinyRouter = tiny.router({
  waitForLeave: tiny.procedure.query(
    ({ signal }) =>
      new Promise<string>((resolve) => {
        leaveLog.push('started');
        signal?.addEventListener('abort', () => {
          leaveLog.push('aborted');
          resolve('nobody is listening');
        });
      }),
  ),
  greet: tiny.procedure
    .input(z.object({ name: z.string() }))
    .query(({ input, ctx }) => `Hello ${input.name}, from ${ctx.caller}`),
  shout: tiny.procedure.input(z.string()).mutation(({ input }) => input.toUpperCase()),
});
type TinyRouter = typeof tinyRouter;

const tinyClient: MakeClient<TinyRouter> = (kind, options) => {
  const withTransformer = { ...options, transformer: tinyTransformer };
  const links = {
    httpLink: () => httpLink(withTransformer),
    httpBatchLink: () => httpBatchLink(withTransformer),
    httpBatchStreamLink: () => httpBatchStreamLink(withTransformer),
  };
  return createTRPCClient<TinyRouter>({ links: [links[kind]()] });
};

/** The tiny router behind one handler, with a createContext that refuses some tokens and counts its calls. */
async function tinyServer(handler: 'native' | 'adapter') {
  const errors: ErrorReport[] = [];
  const contexts: string[] = [];
  const trpcOptions = {
    router: tinyRouter,
    createContext: ({ req }: { req: FastifyRequest }): TinyContext => {
      contexts.push(req.url);
      if (req.headers.authorization === 'Bearer refused')
        throw new TRPCError({ code: 'UNAUTHORIZED', message: 'This token is refused' });
      if (req.headers.authorization === 'Bearer crash') throw new Error('The session store is down');
      return { caller: req.headers['x-caller']?.toString() ?? 'nobody' };
    },
    onError: ({ error, path, type, input, ctx }) => {
      errors.push({ code: error.code, message: error.message, path, type, input, hasContext: ctx !== undefined });
    },
  } satisfies FastifyTRPCPluginOptions<TinyRouter>['trpcOptions'];
  const app = Fastify();
  if (handler === 'adapter') await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
  else await app.register(trpcHttp<TinyRouter>, { prefix: '/trpc', trpcOptions });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base, errors, contexts };
}

describe('the native tRPC HTTP path, against tRPC’s own adapter around a tiny router', () => {
  let native: Awaited<ReturnType<typeof tinyServer>>;
  let adapter: Awaited<ReturnType<typeof tinyServer>>;
  const bases = { native: '', adapter: '' };
  beforeAll(async () => {
    native = await tinyServer('native');
    adapter = await tinyServer('adapter');
    bases.native = native.base;
    bases.adapter = adapter.base;
  });
  afterAll(async () => {
    await native.app.close();
    await adapter.app.close();
  });

  const same = async (
    kind: LinkKind,
    calls: (client: TRPCClient<TinyRouter>) => Promise<unknown>,
    headers?: Record<string, string>,
  ) => {
    native.errors.length = adapter.errors.length = native.contexts.length = adapter.contexts.length = 0;
    const seen = await onBoth(bases, tinyClient, kind, calls, headers);
    expect(seen.native).toEqual(seen.adapter);
    expect(native.errors).toEqual(adapter.errors);
    expect(native.contexts).toEqual(adapter.contexts);
    return seen.native;
  };

  it('answers every call with createContext’s error, and reports each to onError (its input never read), like tRPC’s own adapter', async () => {
    const seen = await same(
      'httpBatchLink',
      (client) => settleEach([client.greet.query({ name: 'Asha' }), client.greet.query({ name: 'Bikash' })]),
      { authorization: 'Bearer refused' },
    );
    expect(seen.exchanges.map((exchange) => exchange.status)).toEqual([401]);
    expect(native.errors).toEqual([
      {
        code: 'UNAUTHORIZED',
        message: 'This token is refused',
        path: 'greet',
        type: 'query',
        input: undefined,
        hasContext: false,
      },
      {
        code: 'UNAUTHORIZED',
        message: 'This token is refused',
        path: 'greet',
        type: 'query',
        input: undefined,
        hasContext: false,
      },
    ]);
  });

  it('answers a createContext that throws a plain error with 500 like tRPC’s own adapter', async () => {
    const seen = await same('httpLink', (client) => client.shout.mutate('quiet'), { authorization: 'Bearer crash' });
    expect(seen.exchanges.map((exchange) => exchange.status)).toEqual([500]);
  });

  it('creates the context once per request', async () => {
    await same(
      'httpBatchLink',
      (client) =>
        Promise.all([
          client.greet.query({ name: 'Asha' }),
          client.greet.query({ name: 'Bikash' }),
          client.greet.query({ name: 'Chandra' }),
        ]),
      { 'x-caller': 'tests' },
    );
    expect(native.contexts).toHaveLength(1);
  });

  it('aborts a procedure’s signal when the client leaves, like tRPC’s own adapter', async () => {
    for (const base of [bases.native, bases.adapter]) {
      leaveLog.length = 0;
      const leaving = new AbortController();
      const request = fetch(`${base}/trpc/waitForLeave`, { signal: leaving.signal }).catch(() => 'left');
      await vi.waitFor(() => expect(leaveLog).toEqual(['started']));
      leaving.abort();
      expect(await request).toBe('left');
      await vi.waitFor(() => expect(leaveLog).toEqual(['started', 'aborted']));
    }
  });

  it('calls the router’s transformer for inputs, results and errors like tRPC’s own adapter', async () => {
    const seen = await same(
      'httpBatchLink',
      (client) =>
        settleEach([client.greet.query({ name: 'Asha' }), getUntypedClient(client).query('greet', { name: 42 })]),
      { 'x-caller': 'tests' },
    );
    expect(JSON.parse(seen.exchanges[0]?.body ?? '')).toMatchObject([
      { result: { data: { wrapped: 'Hello Asha, from tests' } } },
      { error: { wrapped: { data: { code: 'BAD_REQUEST' } } } },
    ]);
    const mutation = await same('httpLink', (client) => client.shout.mutate('quiet'));
    expect(mutation.outcome).toEqual({ value: 'QUIET' });
  });
});
