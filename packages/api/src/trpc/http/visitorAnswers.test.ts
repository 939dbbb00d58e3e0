import { initTRPC } from '@trpc/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Freshness, type CacheArea } from '../../cache/freshness.js';
import { VisitorCache } from '../../cache/visitorCache.js';
import { trpcHttp } from './plugin.js';
import { VisitorAnswers } from './visitorAnswers.js';

const t = initTRPC.meta<{ cacheArea?: CacheArea; perViewer?: boolean }>().create();
let runs = 0;
const router = t.router({
  directory: t.procedure.meta({ cacheArea: 'directory' }).query(() => ({ runs: ++runs })),
  photos: t.procedure.meta({ cacheArea: 'media', perViewer: true }).query(() => ({ runs: ++runs })),
  uncached: t.procedure.query(() => ({ runs: ++runs })),
  failing: t.procedure.meta({ cacheArea: 'directory' }).query(() => {
    runs += 1;
    throw new Error('no');
  }),
});

const freshness = new Freshness();
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(trpcHttp<typeof router>, {
    prefix: '/trpc',
    trpcOptions: { router, createContext: () => ({}) },
    visitorAnswers: new VisitorAnswers(new VisitorCache(freshness, 60_000)),
  });
});
afterAll(() => app.close());
beforeEach(() => freshness.changed());

const signedIn = { authorization: 'Bearer a-token' };
/** How many times the procedures ran for `count` identical requests. */
async function runsFor(url: string, count: number, headers: Record<string, string> = {}): Promise<number> {
  const before = runs;
  for (let i = 0; i < count; i += 1) await app.inject({ method: 'GET', url, headers });
  return runs - before;
}

describe('answers kept on the tRPC path', () => {
  it("answer a visitor's repeated query from the kept answer, with the same body and headers", async () => {
    const first = await app.inject({ method: 'GET', url: '/trpc/directory' });
    const again = await app.inject({ method: 'GET', url: '/trpc/directory' });
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers.vary).toBe(first.headers.vary);
    expect(await runsFor('/trpc/directory', 3)).toBe(0);
  });

  it('share an answer that reads no caller with signed-in callers', async () => {
    expect(await runsFor('/trpc/directory?batch=1&input=%7B%7D', 1, signedIn)).toBe(1);
    expect(await runsFor('/trpc/directory?batch=1&input=%7B%7D', 3)).toBe(0);
    expect(await runsFor('/trpc/directory?batch=1&input=%7B%7D', 3, signedIn)).toBe(0);
  });

  it('keep a per-viewer answer for visitors only', async () => {
    expect(await runsFor('/trpc/photos', 3)).toBe(1);
    expect(await runsFor('/trpc/photos', 3, signedIn)).toBe(3);
  });

  it('forget a batch when any area it read changes', async () => {
    const batch = '/trpc/directory,photos?batch=1&input=%7B%7D';
    expect(await runsFor(batch, 2)).toBe(2);
    freshness.changed(['leaderboard']);
    expect(await runsFor(batch, 1)).toBe(0);
    freshness.changed(['media']);
    expect(await runsFor(batch, 1)).toBe(2);
  });

  it('keep nothing for a batch with an uncacheable query, for an error, or for a streamed request', async () => {
    expect(await runsFor('/trpc/directory,uncached?batch=1&input=%7B%7D', 2)).toBe(4);
    expect(await runsFor('/trpc/failing', 2)).toBe(2);
    expect(await runsFor('/trpc/directory?batch=1&input=%7B%7D', 2, { 'trpc-accept': 'application/jsonl' })).toBe(2);
  });
});
