import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { authedProcedure, publicProcedure } from '../trpc/trpc.js';
import { restRowsOf } from './procedureRows.js';
import { restRoutesFor, type RestRequest } from './route.js';

const item = z.object({ id: z.string(), note: z.string().optional(), plan: z.string().optional() });
const answered = z.object({ id: z.string() });
const resolver = () => ({ id: 'unused' });

/** Procedures as domains write them; the rows never run their resolvers here (the caller is a stand-in). */
const record = {
  items: {
    list: publicProcedure
      .meta({
        cacheArea: 'media',
        rest: {
          method: 'GET',
          path: '/items',
          summary: 'Items',
          output: z.object({ items: z.array(answered), next_cursor: z.string().nullable() }),
          paged: true,
        },
      })
      .query(resolver),
    byId: publicProcedure
      .meta({
        cacheArea: 'media',
        rest: { method: 'GET', path: '/items/:key', pathFields: { key: 'id' }, summary: 'One item', output: answered },
      })
      .input(item)
      .query(resolver),
    edit: authedProcedure
      .meta({ rest: { method: 'PUT', path: '/items/:id', summary: 'Edit an item', output: answered } })
      .input(item)
      .mutation(resolver),
    create: authedProcedure
      .meta({ rest: { method: 'POST', path: '/items', summary: 'Add an item', output: answered, status: 201 } })
      .input(item)
      .mutation(resolver),
    plan: authedProcedure
      .meta({ rest: { method: 'POST', path: '/items/plan', queryOverBody: true, summary: 'Plan', output: answered } })
      .input(item)
      .mutation(resolver),
    internal: publicProcedure.query(resolver),
  },
};

/** A caller whose every procedure answers the input it was handed. */
const echo = {
  items: {
    list: async () => ({ items: [{ id: 'a' }], next_cursor: 'next' }),
    byId: async (input: unknown) => input,
    edit: async (input: unknown) => input,
    create: async (input: unknown) => input,
    plan: async (input: unknown) => input,
  },
};
type Echo = typeof echo;
const request = (parts: Partial<RestRequest>): RestRequest => ({
  body: undefined,
  query: {},
  params: {},
  headers: {},
  ...parts,
});

describe('the REST rows read from the procedures', () => {
  const rows = restRowsOf<Echo>(record, {});
  const row = (key: string) => {
    const found = rows.find((candidate) => `${candidate.method} ${candidate.path}` === key);
    if (!found) throw new Error(`no row ${key}`);
    return found;
  };

  it('makes a row of every procedure with rest meta, in the router order, and none of the others', () => {
    expect(rows.map((candidate) => `${candidate.method} ${candidate.path}`)).toEqual([
      'GET /items',
      'GET /items/:key',
      'PUT /items/:id',
      'POST /items',
      'POST /items/plan',
    ]);
  });

  it('needs a token where the builder authenticates, and caches only public GETs for visitors', () => {
    expect(rows.map((candidate) => [candidate.auth, candidate.cacheArea])).toEqual([
      [false, 'media'],
      [false, 'media'],
      [true, undefined],
      [true, undefined],
      [true, undefined],
    ]);
  });

  it('answers a page as its items with the next cursor in X-Next-Cursor', async () => {
    expect(await row('GET /items').handle(echo, request({}))).toEqual({
      body: [{ id: 'a' }],
      headers: { 'x-next-cursor': 'next' },
    });
  });

  it("fills the input field a path name stands for, over the query's", async () => {
    expect(
      (await row('GET /items/:key').handle(echo, request({ params: { key: 'k1' }, query: { id: 'other', note: 'n' } })))
        .body,
    ).toEqual({ id: 'k1', note: 'n' });
  });

  it("never lets a body replace the path's id", async () => {
    expect(
      (
        await row('PUT /items/:id').handle(
          echo,
          request({ params: { id: 'k1' }, body: { id: 'k2', note: 'n' }, query: { note: 'q' } }),
        )
      ).body,
    ).toEqual({ id: 'k1', note: 'n' });
  });

  it('hands a body alone to the parser as it came, so one that is not an object is refused as such', async () => {
    expect((await row('POST /items').handle(echo, request({ body: { id: 'k1' } }))).body).toEqual({ id: 'k1' });
    await expect(row('POST /items').handle(echo, request({ body: ['k1'] }))).rejects.toThrow(/expected object/);
    expect(row('POST /items').status).toBe(201);
  });

  it("reads the query over the body's fields where the meta says so", async () => {
    expect(
      (
        await row('POST /items/plan').handle(
          echo,
          request({ body: { id: 'k1', plan: 'gold' }, query: { plan: 'silver' } }),
        )
      ).body,
    ).toEqual({ id: 'k1', plan: 'silver' });
  });

  it('puts a hand-written row at the procedure it calls, before the derived one', () => {
    const restRoute = restRoutesFor<Echo>();
    const upload = restRoute({
      method: 'POST',
      path: '/items/upload',
      summary: 'Upload',
      input: item,
      output: answered,
      call: (api, input) => api.items.create(input).then(() => ({ id: input.id })),
    });
    const keys = restRowsOf<Echo>(record, { 'items.create': [upload] }).map(
      (candidate) => `${candidate.method} ${candidate.path}`,
    );
    expect(keys).toEqual([
      'GET /items',
      'GET /items/:key',
      'PUT /items/:id',
      'POST /items/upload',
      'POST /items',
      'POST /items/plan',
    ]);
  });

  it('refuses a hand-written row for a procedure the router does not have', () => {
    expect(() => restRowsOf<Echo>(record, { 'items.missing': [] })).toThrow(/items\.missing/);
  });
});
