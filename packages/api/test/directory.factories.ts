import { newId } from '@tasbir/db';
import type { DirectoryItem, Portfolio, PortfolioInput, Review } from '@tasbir/shared';
import { newPhotographer, newUser, type NewUser, type UserFields } from './factories.js';
import type { Reply, TestApp } from './harness.js';
import { countGiftOnBoards, LeaderboardRepository } from '../src/domains/leaderboard/repository.js';

export type PhotographerFields = {
  username?: string;
  city?: string;
  district?: string;
  bio?: string;
  portfolio?: PortfolioInput;
};

/** A photographer (made by `newPhotographer`), with a bio and a portfolio saved through the API when asked. */
export async function photographerWith(t: TestApp, fields: PhotographerFields = {}): Promise<NewUser> {
  const { bio, portfolio, ...registration } = fields;
  const account = await newPhotographer(t, registration);
  if (bio !== undefined) await expectOk(t.call('PUT', '/api/profile', { token: account.access_token, body: { bio } }));
  if (portfolio) await expectOk(t.call('POST', '/api/portfolio', { token: account.access_token, body: portfolio }));
  return account;
}

/** A signed-in regular user (the only role that may review). */
export const reviewer = (t: TestApp, fields: UserFields = {}) => newUser(t, fields);

export async function review(
  t: TestApp,
  author: NewUser,
  photographerId: string,
  rating: number,
  comment = '',
): Promise<Review> {
  const reply = await t.call<Review>('POST', '/api/reviews', {
    token: author.access_token,
    body: { photographer_id: photographerId, rating, comment },
  });
  return (await expectOk(Promise.resolve(reply))).body;
}

/** `GET /api/photographers` with a query built from the given fields. */
export function directory(t: TestApp, query: Record<string, string | number> = {}): Promise<Reply<DirectoryItem[]>> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return t.call<DirectoryItem[]>('GET', `/api/photographers${search.size ? `?${search}` : ''}`);
}

export const usernames = (reply: Reply<DirectoryItem[]>) => reply.body.map((item) => item.username);

export async function portfolioOf(t: TestApp, id: string): Promise<Portfolio> {
  return (await expectOk(t.call<Portfolio>('GET', `/api/portfolio/${id}`))).body;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A gift as if sent `daysAgo` days ago, half to the photographer: its row and its day's totals, then
 * the boards recounted as the hourly recount would. Tests of sending itself go through the API.
 */
export async function gift(
  t: TestApp,
  recipientId: string,
  value: number,
  options: { daysAgo?: number; senderId?: string } = {},
): Promise<void> {
  const share = Math.floor(value / 2);
  const createdAt = new Date(Date.now() - (options.daysAgo ?? 0) * dayMs).toISOString();
  await t.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('gift_transactions')
      .values({
        id: newId(),
        sender_id: options.senderId ?? null,
        recipient_id: recipientId,
        gift_type: 'marigold',
        gift_value: value,
        photographer_share: share,
        platform_share: value - share,
        message: null,
        created_at: createdAt,
      })
      .execute();
    await countGiftOnBoards(trx, { recipient_id: recipientId, day: createdAt.slice(0, 10), value });
  });
  await new LeaderboardRepository(t.db).recount(new Date());
}

export async function expectOk<T>(pending: Promise<Reply<T>>): Promise<Reply<T>> {
  const reply = await pending;
  if (reply.status !== 200) throw new Error(`expected 200, got ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply;
}
