// The floor of an uncached list page: a hand-written Fastify route per list on raw better-sqlite3
// that does only what such a page cannot skip. It reads the page's ids (and sort keys, for the
// cursor) by the app's index in the app's order, joins the items' JSON texts kept since start into
// the body the app's REST page sends, and sets the same X-Next-Cursor. No Kysely, no tRPC, no app
// code on the request path: the texts are made once at start by the app's own repositories and
// dto functions, and checked against the app's answers (checkFloor) so both send the same bytes.
// SQLite only, and 1× only: at 10× a million photos' texts would not be cheap to keep.
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const jsonContentType = 'application/json; charset=utf-8';

/** A cursor as the app makes one: base64url of the last item's sort key (JSON). */
const encodeCursor = (key) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** A cursor's sort key, or undefined when it is not a JSON array of `length`. */
function decodeCursor(text, length) {
  try {
    const key = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return Array.isArray(key) && key.length === length ? key : undefined;
  } catch {
    return undefined;
  }
}

/** An item's kept text; one made since start has none (the bench writes none), and answers 500. */
function keptText(kept, id) {
  const text = kept.get(id);
  if (text === undefined) throw new Error(`no kept text for ${id}`);
  return text;
}

/**
 * `text` ending in a limit, prepared once per limit with the limit written in, as the app's
 * statements are (SQLite runs a written-in limit faster than a bound one).
 */
function perLimit(sqlite, text) {
  const prepared = new Map();
  return (limit) => {
    let statement = prepared.get(limit);
    if (!statement) prepared.set(limit, (statement = sqlite.prepare(`${text} limit ${Number(limit)}`).raw()));
    return statement;
  };
}

/** The directory's page: ids and sort keys in rank order, by the users_directory index as the app reads them. */
function directoryList(sqlite) {
  const select = `select id, rank_score, verified, last_active_at from users
    where role = 'photographer' and suspended = 0`;
  const order = 'order by rank_score desc, verified desc, last_active_at desc, id desc';
  return {
    first: perLimit(sqlite, `${select} ${order}`),
    after: perLimit(sqlite, `${select} and (rank_score, verified, last_active_at, id) < (?, ?, ?, ?) ${order}`),
    keyLength: 4,
    // A row is [id, rank, verified, active]; the app's cursor carries [rank, verified, active, id].
    keyOf: ([id, ...sortKey]) => [...sortKey, id],
    bound: (key) => key,
  };
}

/** A photo or reel page: newest first on the primary key, or by the trending index. */
function mediaList(sqlite, table, trending) {
  if (!trending)
    return {
      first: perLimit(sqlite, `select id from ${table} order by id desc`),
      after: perLimit(sqlite, `select id from ${table} where id < ? order by id desc`),
      keyLength: 1,
      keyOf: (row) => row,
      bound: (key) => key,
    };
  const select = `select id, trending_score from ${table}`;
  const order = 'order by trending_score desc, id desc';
  return {
    first: perLimit(sqlite, `${select} ${order}`),
    after: perLimit(sqlite, `${select} where (trending_score, id) < (?, ?) ${order}`),
    keyLength: 2,
    // The app's trending cursor carries [id, score].
    keyOf: (row) => row,
    bound: ([id, score]) => [score, id],
  };
}

/**
 * The routes: `texts` holds each list's Map of id → the item's JSON text ({directory, photos,
 * reels}); `limits` are the app's page limits (`pageLimits` of @tasbir/shared).
 */
export function floorServer(sqlite, texts, limits) {
  const directory = directoryList(sqlite);
  const media = Object.fromEntries(
    ['photos', 'reels'].map((table) => [
      table,
      { newest: mediaList(sqlite, table, false), trending: mediaList(sqlite, table, true) },
    ]),
  );

  /** One page of `list`: `limit + 1` rows say whether another follows. */
  const send = (reply, query, list, kept) => {
    const limit = query.limit === undefined ? limits.default : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1) return reply.status(400).send({ code: 'limitInvalid' });
    const take = Math.min(limit, limits.max);
    const key = query.cursor ? decodeCursor(query.cursor, list.keyLength) : undefined;
    if (query.cursor && !key) return reply.status(400).send({ code: 'cursorInvalid' });
    const rows = key ? list.after(take + 1).all(...list.bound(key)) : list.first(take + 1).all();
    const page = rows.slice(0, take);
    if (rows.length > take) reply.header('x-next-cursor', encodeCursor(list.keyOf(page.at(-1))));
    return reply.type(jsonContentType).send(`[${page.map(([id]) => keptText(kept, id)).join(',')}]`);
  };

  const floor = Fastify();
  floor.get('/api/photographers', (request, reply) => send(reply, request.query, directory, texts.directory));
  for (const table of ['photos', 'reels'])
    floor.get(`/api/${table}`, (request, reply) => {
      const { newest, trending } = media[table];
      return send(reply, request.query, request.query.trending === 'true' ? trending : newest, texts[table]);
    });
  return floor;
}

/**
 * Each list's id → JSON text, made by the app's repositories and dto functions as its pages make
 * them, for every row (`sqlite` counts them).
 */
async function keptTexts(databaseUrl, sqlite) {
  // Imported here, so the routes above load without the app's source (floor.test.js).
  const { createDb } = await import('@tasbir/db');
  const { PhotographersRepository } = await import('../packages/api/src/domains/photographers/repository.ts');
  const { toDirectoryItem } = await import('../packages/api/src/domains/photographers/directoryItem.ts');
  const { PhotosRepository } = await import('../packages/api/src/domains/photos/repository.ts');
  const { toPhoto } = await import('../packages/api/src/domains/photos/dto.ts');
  const { ReelsRepository } = await import('../packages/api/src/domains/reels/repository.ts');
  const { toReel } = await import('../packages/api/src/domains/reels/dto.ts');
  const handle = createDb(databaseUrl);
  try {
    const count = (table) => sqlite.prepare(`select count(*) from ${table}`).pluck().get();
    const now = new Date();
    const byId = (rows, item) => new Map(rows.map((row) => [row.id, JSON.stringify(item(row))]));
    const photographers = await new PhotographersRepository(handle.db).list({
      specialties: [],
      limit: count('users'),
    });
    // Whole rows by id, a slice at a time (a statement takes a bounded number of parameters).
    const allRows = async (repository, table) => {
      const ids = sqlite.prepare(`select id from ${table}`).pluck().all();
      const rows = [];
      for (let start = 0; start < ids.length; start += 500)
        rows.push(...(await repository.byIds(ids.slice(start, start + 500))));
      return rows;
    };
    const photos = await allRows(new PhotosRepository(handle.db), 'photos');
    const reels = await allRows(new ReelsRepository(handle.db), 'reels');
    return {
      directory: byId(photographers, (row) => toDirectoryItem(row, now)),
      photos: byId(photos, (row) => toPhoto(row, row.photographer_username, false)),
      reels: byId(reels, (row) => toReel(row, row.photographer_username, false)),
    };
  } finally {
    await handle.close();
  }
}

/** The floor on the SQLite file of `databaseUrl` (read only), listening on `port`. */
export async function startFloor(databaseUrl, port) {
  const { pageLimits } = await import('@tasbir/shared');
  const sqlite = new Database(databaseUrl.slice('file:'.length), { readonly: true });
  const floor = floorServer(sqlite, await keptTexts(databaseUrl, sqlite), pageLimits);
  floor.addHook('onClose', async () => sqlite.close());
  await floor.listen({ port, host: '127.0.0.1' });
  return floor;
}

/** Status, X-Next-Cursor and body of `url` on a Fastify instance. */
async function answerOf(server, url) {
  const response = await server.inject({ method: 'GET', url });
  return { status: response.statusCode, cursor: response.headers['x-next-cursor'], body: response.body };
}

const sameAnswer = (a, b) => a.status === b.status && a.cursor === b.cursor && a.body === b.body;

/**
 * The floor answers each of `restPaths` (and the page after it) as the app does, byte for byte, or
 * this throws. A page is read again a few times before it counts as different: the app's first
 * trending read starts its trending recount in the background, which may reorder that list between
 * the two reads.
 */
export async function checkFloor(app, floor, restPaths) {
  for (const first of restPaths) {
    let url = first;
    for (let page = 0; page < 2 && url; page += 1) {
      let ours = await answerOf(app, url);
      let theirs = await answerOf(floor, url);
      for (let retry = 0; retry < 20 && !sameAnswer(ours, theirs); retry += 1) {
        await sleep(250);
        ours = await answerOf(app, url);
        theirs = await answerOf(floor, url);
      }
      if (!sameAnswer(ours, theirs) || ours.status !== 200)
        throw new Error(
          `the floor's ${url} differs from the app's: status ${theirs.status} vs ${ours.status}, ` +
            `cursor ${theirs.cursor} vs ${ours.cursor}, ${theirs.body.length} vs ${ours.body.length} body chars`,
        );
      url = ours.cursor && `${first}${first.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(ours.cursor)}`;
    }
  }
}
