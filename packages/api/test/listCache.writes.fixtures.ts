import type { CacheArea } from '../src/cache/freshness.js';
import { gift } from './directory.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type Reply, type TestApp } from './harness.js';

/**
 * What the write tests of the list caches share (listCache.writes.*): an app that keeps every list
 * for a minute (the most LIST_CACHE_MS takes), what a visitor reads, how a write goes over REST or
 * tRPC, and the cases, each a write through the API and the cached read a visitor sees it in.
 */
export const startCachingApp = () => startTestApp({ LIST_CACHE_MS: '60000', ENABLE_TEST_ROUTES: '1' });

/** Accounts every case may use: an admin, and a photographer nothing else touches, whose profile edits freshen every list. */
export type World = { admin: NewUser; bystander: NewUser; freshenings: number };

export async function newWorld(t: TestApp): Promise<World> {
  return { admin: await newUser(t, { role: 'admin' }), bystander: await newPhotographer(t), freshenings: 0 };
}

/**
 * Makes every kept list stale, so a case's first read shows the rows it arranged in the database (a
 * list kept before them would not): the bystander edits their profile, which names every area, as a
 * username shows in every list (listCache.staleAreas.test.ts holds that).
 */
export async function freshen(t: TestApp, world: World): Promise<void> {
  world.freshenings += 1;
  await restWrite(t, 'PUT', '/api/profile', world.bystander, { bio: `Bystander ${world.freshenings}` });
}

/** One case: a write through the API (over `via`), the mutation it runs, and an area of its meta the visitor's read proves. */
export type WriteCase = {
  mutation: string;
  area: CacheArea;
  via: 'REST' | 'tRPC';
  shows: string;
  arrange: (t: TestApp, world: World) => Promise<Trial>;
};
/** What a visitor reads (`look`, as plain data), what it shows before and after `write`. */
export type Trial = { look: () => Promise<unknown>; write: () => Promise<unknown>; before: unknown; after: unknown };

function written<T>(what: string, reply: Reply<T>): T {
  if (reply.status < 200 || reply.status > 299)
    throw new Error(`${what} was refused: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
  return reply.body;
}

/** A write over REST as the account (a visitor without one); refused answers throw. */
export async function restWrite<T = Record<string, unknown>>(
  t: TestApp,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  account: NewUser | undefined,
  body?: unknown,
): Promise<T> {
  return written(
    `${method} ${path}`,
    await t.call<T>(method, path, {
      ...(account ? { token: account.access_token } : {}),
      ...(body === undefined ? {} : { body }),
    }),
  );
}

export async function trpcWrite(t: TestApp, path: string, account: NewUser, input?: unknown): Promise<unknown> {
  const reply = await t.call<{ result?: { data: unknown } }>('POST', `/trpc/${path}`, {
    token: account.access_token,
    body: input ?? {},
  });
  return written(`tRPC ${path}`, reply).result?.data;
}

/** A visitor's REST read: its status and body. */
export async function visitorGet<T = unknown>(t: TestApp, path: string): Promise<Reply<T>> {
  return t.call<T>('GET', path);
}

/** A visitor's tRPC query over HTTP GET, as the web app sends it: the data, or the refusal's status. */
export async function visitorQuery(t: TestApp, path: string, input: unknown): Promise<unknown> {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
  });
  const body: { result?: { data: unknown } } = reply.json();
  return reply.statusCode === 200 ? body.result?.data : missing(reply.statusCode);
}

type Card = {
  username: string;
  verified: boolean;
  bio: string | null;
  rating: number;
  total_ratings: number;
  photo_count: number;
  reel_count: number;
  total_gifts_received: number;
  subscription_plan: string;
  profile_picture: string | null;
};

/** What a visitor reads when there is no such card or item. */
export type Missing = { missing: number };
export const missing = (status: number): Missing => ({ missing: status });

/** A field of the photographer's directory card (`GET /api/photographers/{id}`), or the status when there is none. */
export async function cardField<K extends keyof Card>(t: TestApp, id: string, field: K): Promise<Card[K] | Missing> {
  const reply = await visitorGet<Card>(t, `/api/photographers/${id}`);
  return reply.status === 200 ? reply.body[field] : missing(reply.status);
}

/** The usernames of the directory's first page for a query. */
export async function directoryNames(t: TestApp, query: string): Promise<string[]> {
  const reply = await visitorGet<{ username: string }[]>(t, `/api/photographers?limit=50&${query}`);
  return written('the directory', reply).map((item) => item.username);
}

type BoardEntry = {
  user_id: string;
  username: string;
  verified: boolean;
  location: string | null;
  rating: number;
  total_gift_value: number;
};
export type Period = 'weekly' | 'monthly' | 'yearly';

/** The photographer's entry on a leaderboard (REST, or tRPC's leaderboard.list), or null when not on it. */
export async function boardEntry(
  t: TestApp,
  id: string,
  period: Period = 'weekly',
  over: 'REST' | 'tRPC' = 'REST',
): Promise<BoardEntry | null> {
  const entries =
    over === 'REST'
      ? written('the leaderboard', await visitorGet<BoardEntry[]>(t, `/api/leaderboard/${period}`))
      : await visitorQuery(t, 'leaderboard.list', { period });
  return Array.isArray(entries) ? (entries.find((entry: BoardEntry) => entry.user_id === id) ?? null) : null;
}

/** A photographer on every board: a gift of 100 credits today, recounted as the hourly recount would. */
export async function onTheBoards(t: TestApp): Promise<NewUser> {
  const photographer = await newPhotographer(t);
  await gift(t, photographer.user.id, 100);
  return photographer;
}

type Item = { id: string; title: string; likes: number; photographer_username: string };

/** The ids (or another field) of the newest photos or reels a visitor sees. */
export async function newest(t: TestApp, kind: 'photos' | 'reels', field: keyof Item = 'id'): Promise<unknown[]> {
  return written(`the ${kind}`, await visitorGet<Item[]>(t, `/api/${kind}?limit=50`)).map((item) => item[field]);
}

/** A field of one photo or reel (`GET /api/{kind}/{id}`), or the status when there is none. */
export async function itemField(t: TestApp, kind: 'photos' | 'reels', id: string, field: keyof Item): Promise<unknown> {
  const reply = await visitorGet<Item>(t, `/api/${kind}/${id}`);
  return reply.status === 200 ? reply.body[field] : missing(reply.status);
}
