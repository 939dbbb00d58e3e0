import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiledOnce.js';
import { createDb, type DbHandle } from './createDb.js';
import { migrateToLatest } from './migrate.js';

let handle: DbHandle;
beforeEach(async () => {
  handle = createDb(':memory:');
  await migrateToLatest(handle.db);
});
afterEach(() => handle.close());

let builds = 0;
const addGift = compiledOnce({ type: '', value: 0 }, (db, gift) => {
  builds += 1;
  return db
    .insertInto('gifts')
    .values({ type: gift.type, name: gift.type, emoji: '🎁', value: gift.value, description: '', sort_order: 99 });
});

describe('compiledOnce', () => {
  it('builds a statement once and binds each run’s own values, inside a transaction too', async () => {
    builds = 0;
    await addGift(handle.db, { type: 'first', value: 1 });
    await handle.db.transaction().execute(async (trx) => {
      await addGift(trx, { type: 'second', value: 2 });
      await addGift(trx, { type: 'third', value: 3 });
    });
    const stored = await handle.db
      .selectFrom('gifts')
      .select(['type', 'name', 'value'])
      .where('sort_order', '=', 99)
      .orderBy('value')
      .execute();
    expect(stored).toEqual([
      { type: 'first', name: 'first', value: 1 },
      { type: 'second', name: 'second', value: 2 },
      { type: 'third', name: 'third', value: 3 },
    ]);
    expect(builds).toBe(1);
  });

  it('refuses a statement that does not use every value it names', async () => {
    const unused = compiledOnce({ type: '', value: 0 }, (db, gift) =>
      db.selectFrom('gifts').select('type').where('type', '=', gift.type),
    );
    await expect(unused(handle.db, { type: 'x', value: 1 })).rejects.toThrow('value not found');
  });
});
