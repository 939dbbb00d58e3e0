import { cardColumns } from '@tasbir/db';
import type { DirectoryItem } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PhotographersRepository } from '../src/domains/photographers/repository.js';
import { newPhotographer } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * Uncached directory pages take each card's JSON from the process's kept cards by (id, version)
 * (docs/decisions/023-kept-card-json.md). The version moves in the database, so even a row changed
 * behind the API's back shows at once: nothing here is a cache that can go stale.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function cardOf(id: string, username: string) {
  const byId = (await t.call<DirectoryItem>('GET', `/api/photographers/${id}`)).body;
  const listed = (await t.call<DirectoryItem[]>('GET', `/api/photographers?search=${username}`)).body;
  expect(listed.map((card) => card.id)).toEqual([id]);
  expect(listed[0], 'the page and the single card agree').toEqual(byId);
  return byId;
}

describe('a kept directory card', () => {
  it('shows a change made straight in the database on the next read', async () => {
    const photographer = await newPhotographer(t, { username: 'kept_card_bio' });
    const first = await cardOf(photographer.user.id, 'kept_card_bio');
    expect(await cardOf(photographer.user.id, 'kept_card_bio')).toEqual(first);
    await t.db
      .updateTable('users')
      .set({ bio: 'Changed behind the API' })
      .where('id', '=', photographer.user.id)
      .execute();
    expect((await cardOf(photographer.user.id, 'kept_card_bio')).bio).toBe('Changed behind the API');
    const figures = { response_time_minutes: 42, response_rate: 97, top_photographer: 1 } as const;
    await t.db
      .insertInto('photographer_trust')
      .values({ user_id: photographer.user.id, ...figures, computed_on: '2026-11-27', updated_at: '' })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(figures))
      .execute();
    expect(await cardOf(photographer.user.id, 'kept_card_bio')).toMatchObject({
      response_time_minutes: 42,
      response_rate: 97,
      top_photographer: true,
    });
  });

  it('shows a plan as free once it runs out, though nothing was written', async () => {
    const photographer = await newPhotographer(t, { username: 'kept_card_plan' });
    const runsOut = new Date(Date.now() + 60 * 60 * 1000);
    await t.db
      .updateTable('users')
      .set({ subscription_plan: 'gold', subscription_expires_at: runsOut.toISOString() })
      .where('id', '=', photographer.user.id)
      .execute();
    expect((await cardOf(photographer.user.id, 'kept_card_plan')).subscription_plan).toBe('gold');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(runsOut.getTime() + 1000);
    expect((await cardOf(photographer.user.id, 'kept_card_plan')).subscription_plan).toBe('free');
  });

  it('is told apart by a version that covers every column a card reads', async () => {
    const photographer = await newPhotographer(t);
    const [row] = await new PhotographersRepository(t.db).list({
      ids: [photographer.user.id],
      specialties: [],
      limit: 1,
    });
    // Read to find and order the card, not shown on it: the id, the version itself and the sort key.
    const notShown = new Set(['id', 'card_version', 'rank_score', 'last_active_at']);
    const versioned = new Set<string>(Object.values(cardColumns).flat());
    expect(Object.keys(row ?? {}).filter((column) => !notShown.has(column) && !versioned.has(column))).toEqual([]);
  });
});
