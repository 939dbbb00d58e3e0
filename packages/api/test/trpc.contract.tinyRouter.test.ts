import {
  createTRPCClient,
  getUntypedClient,
  httpBatchLink,
  httpBatchStreamLink,
  httpLink,
  type TRPCClient,
} from '@trpc/client';
import { initTRPC, TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { trpcHttp } from '../src/trpc/http/plugin.js';
import { onBoth, settleEach, type LinkKind, type MakeClient } from './trpc.contract.fixtures.js';

/**
 * The native tRPC HTTP path against tRPC's own Fastify adapter around a tiny router
 * (docs/decisions/006-trpc-http.md): a createContext that refuses or throws, a signal when the
 * client leaves, and a transformer that shows on the wire. The app's router: trpc.contract.appRouter.test.ts.
 */

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
