import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './createDb.js';
import { GroupCommit } from './groupCommit.js';
import { migrateToLatest } from './migrate.js';

let handle: DbHandle;
beforeEach(async () => {
  handle = createDb(':memory:');
  await migrateToLatest(handle.db);
});
afterEach(() => handle.close());

const addGift = (group: GroupCommit, type: string, value: number) =>
  group.run(async (trx) => {
    await trx
      .insertInto('gifts')
      .values({ type, name: type, emoji: '🎁', value, description: '', sort_order: 99 })
      .execute();
    return value;
  });

describe('GroupCommit', () => {
  it('runs the units queued together in one transaction and answers each its own result', async () => {
    const group = new GroupCommit(handle.db);
    const transactions = new Set<unknown>();
    const unit = (type: string, value: number) =>
      group.run(async (trx) => {
        transactions.add(trx);
        await trx
          .insertInto('gifts')
          .values({ type, name: type, emoji: '🎁', value, description: '', sort_order: 99 })
          .execute();
        return value;
      });
    const results = await Promise.all([unit('a', 1), unit('b', 2), unit('c', 3)]);
    expect(results).toEqual([1, 2, 3]);
    expect(transactions.size).toBe(1);
    const stored = await handle.db.selectFrom('gifts').select('type').where('type', 'in', ['a', 'b', 'c']).execute();
    expect(stored).toHaveLength(3);
  });

  it('fails only the unit that fails: the others run again on their own and commit', async () => {
    const group = new GroupCommit(handle.db);
    const outcomes = await Promise.allSettled([addGift(group, 'x', 1), addGift(group, 'x', 2), addGift(group, 'y', 3)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await handle.db
      .selectFrom('gifts')
      .select(['type', 'value'])
      .where('type', 'in', ['x', 'y'])
      .orderBy('type')
      .execute();
    expect(stored).toEqual([
      { type: 'x', value: 1 },
      { type: 'y', value: 3 },
    ]);
  });

  it('lets a unit see what the units before it in the group wrote', async () => {
    const group = new GroupCommit(handle.db);
    const first = addGift(group, 'first', 1);
    const seen = group.run(
      async (trx) => (await trx.selectFrom('gifts').select('type').where('type', '=', 'first').execute()).length,
    );
    const [, count] = await Promise.all([first, seen]);
    expect(count).toBe(1);
  });
});
