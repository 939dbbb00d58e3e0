import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { authedProcedure, publicProcedure } from '../trpc/trpc.js';
import { restRowsOf } from './procedureRows.js';
import type { RestRequest } from './route.js';

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
    /** One procedure behind two literal paths, each saying its own `kind`. */
    byKind: publicProcedure
      .meta({
        rest: ['new', 'old'].map((kind) => ({
          method: 'GET' as const,
          path: `/items/${kind}`,
          presetInput: { plan: kind },
          summary: `The ${kind} items`,
          output: answered,
        })),
      })
      .input(item)
      .query(resolver),
    /** Pages its items under another name, as the directory does (`photographers`). */
    named: publicProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/named',
          summary: 'Named',
          output: z.object({ items: z.array(answered), next_cursor: z.string().nullable() }),
          paged: true,
          itemsField: 'found',
        },
      })
      .query(resolver),
    status: publicProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/status',
          summary: 'Up or down',
          output: answered,
          alsoAnswers: { 503: answered },
          statusOf: (result) => (answered.parse(result).id === 'up' ? 200 : 503),
        },
      })
      .query(resolver),
    allowance: authedProcedure.query(resolver),
    upload: authedProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/items/upload',
          summary: 'Upload',
          upload: { fileField: 'note', allowance: 'items.allowance', largestFileBytes: 3000, tooLarge: 'fileTooLarge' },
          formNumbers: ['plan'],
          output: answered,
        },
      })
      .input(z.object({ id: z.string(), note: z.string(), plan: z.number() }))
      .mutation(resolver),
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
    byKind: async (input: unknown) => input,
    named: async () => ({ found: [{ id: 'a' }], next_cursor: null }),
    status: async () => ({ id: 'down' }),
    allowance: async () => ({ max_file_bytes: 1500, max_file_mb: 0.0015 }),
    upload: async (input: unknown) => input,
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
  const rows = restRowsOf<Echo>(record);
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
      'GET /items/new',
      'GET /items/old',
      'GET /named',
      'GET /status',
      'POST /items/upload',
    ]);
  });

  it('needs a token where the builder authenticates, and caches only public GETs for visitors', () => {
    expect(rows.map((candidate) => [candidate.auth, candidate.cacheArea])).toEqual([
      [false, 'media'],
      [false, 'media'],
      [true, undefined],
      [true, undefined],
      [true, undefined],
      [false, undefined],
      [false, undefined],
      [false, undefined],
      [false, undefined],
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

  it('fills the fields a literal path says, which the client neither sends nor sees documented', async () => {
    expect((await row('GET /items/old').handle(echo, request({ query: { id: 'k1', plan: 'new' } }))).body).toEqual({
      id: 'k1',
      plan: 'old',
    });
    const documented = row('GET /items/new').input;
    expect(documented instanceof z.ZodObject && Object.keys(documented.shape)).toEqual(['id', 'note']);
  });

  it("pages the items a procedure names otherwise, as REST's bare array", async () => {
    expect(await row('GET /named').handle(echo, request({}))).toEqual({ body: [{ id: 'a' }], headers: undefined });
  });

  it('answers the status the meta reads from the result', async () => {
    expect(await row('GET /status').handle(echo, request({}))).toEqual({ body: { id: 'down' }, status: 503 });
    expect(Object.keys(row('GET /status').alsoAnswers)).toEqual(['503']);
  });

  it("admits an upload by the allowance procedure's size, and reads a form's number fields from their digits", async () => {
    const upload = row('POST /items/upload');
    expect(upload.upload?.fileField).toBe('note');
    expect(upload.upload?.maxBodyBytes).toBe(4000 + 256 * 1024);
    expect(await upload.upload?.admit(echo)).toEqual({
      maxFileBytes: 1500,
      maxBodyBytes: 2000 + 256 * 1024,
      tooLarge: { code: 'fileTooLarge', params: { mb: 0.0015 } },
    });
    const form = { 'content-type': 'multipart/form-data; boundary=x' };
    const sent = { id: 'k1', note: 'n', plan: '12' };
    expect((await upload.handle(echo, request({ headers: form, body: sent }))).body).toEqual({ ...sent, plan: 12 });
    await expect(upload.handle(echo, request({ body: sent }))).rejects.toThrow(/expected number/);
  });

  it('refuses an upload whose allowance the router does not have', () => {
    const stray = authedProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/stray',
          summary: 'Stray',
          upload: { fileField: 'note', allowance: 'items.missing', largestFileBytes: 1, tooLarge: 'fileTooLarge' },
          output: answered,
        },
      })
      .mutation(resolver);
    expect(() => restRowsOf<Echo>({ items: { stray } })).toThrow(/items\.missing/);
  });
});
