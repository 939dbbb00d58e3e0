import { beforeAll, describe, expect, it } from 'vitest';
import { cardColumns } from './cardVersionSql.js';
import type { Db } from './createDb.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';
import { throwawayDbPerFile } from './throwawayDb.testing.js';

// docs/decisions/023-kept-card-json.md: the card's version moves with every write to what it shows.
const db = throwawayDbPerFile();
const now = new Date().toISOString();
let counter = 0;

async function newAccount(database: Db): Promise<string> {
  counter += 1;
  const id = `card-${counter}`;
  await database
    .insertInto('users')
    .values({
      id,
      username: `card_${counter}`,
      email: `card${counter}@example.com`,
      password_hash: 'x',
      role: 'photographer',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

const versionOf = async (database: Db, id: string) =>
  (await database.selectFrom('users').select('card_version').where('id', '=', id).executeTakeFirstOrThrow())
    .card_version;

/** A value of the column's kind that differs from what a new row holds. */
function changed<T extends keyof Database>(table: T, column: string): string | number {
  const numbers = new Set(['verified', 'rating', 'total_ratings', 'photo_count', 'reel_count']);
  const moreNumbers = ['total_gifts_received', 'response_time_minutes', 'response_rate', 'top_photographer'];
  if (numbers.has(column) || moreNumbers.includes(column) || column === 'cancellations_year') return 1;
  if (column === 'subscription_plan') return 'gold';
  if (column === 'subscription_expires_at') return '2099-01-01T00:00:00.000Z';
  if (column === 'specializations') return '["wedding"]';
  return `${table}.${column} changed`;
}

/** Sets one card column of the account's row in `table` to `changed`'s value. */
const setColumn = (table: 'users' | 'photographer_profiles' | 'photographer_trust', column: string, id: string) =>
  table === 'users'
    ? db()
        .updateTable('users')
        .set({ [column]: changed(table, column) })
        .where('id', '=', id)
        .execute()
    : db()
        .updateTable(table)
        .set({ [column]: changed(table, column) })
        .where('user_id', '=', id)
        .execute();

beforeAll(async () => {
  await migrateToLatest(db());
});

describe("a directory card's version", () => {
  it.each(cardColumns.users)('moves when users.%s changes, and not when it is written unchanged', async (column) => {
    const id = await newAccount(db());
    const before = await versionOf(db(), id);
    await setColumn('users', column, id);
    expect(await versionOf(db(), id)).toBe(before + 1);
    await setColumn('users', column, id);
    expect(await versionOf(db(), id)).toBe(before + 1);
  });

  it('stays when a column no card shows changes (credits, sign-in version, rank)', async () => {
    const id = await newAccount(db());
    const before = await versionOf(db(), id);
    await db()
      .updateTable('users')
      .set({ credits: 50, token_version: 3, rank_score: 9 })
      .where('id', '=', id)
      .execute();
    expect(await versionOf(db(), id)).toBe(before);
  });

  it.each(cardColumns.photographer_profiles)(
    'moves when the portfolio is made, when its %s changes, and when it goes',
    async (column) => {
      const id = await newAccount(db());
      const versions = [await versionOf(db(), id)];
      await db().insertInto('photographer_profiles').values({ user_id: id, specializations: '[]' }).execute();
      versions.push(await versionOf(db(), id));
      await setColumn('photographer_profiles', column, id);
      versions.push(await versionOf(db(), id));
      await db()
        .updateTable('photographer_profiles')
        .set({ services: '["drone"]' })
        .where('user_id', '=', id)
        .execute();
      versions.push(await versionOf(db(), id));
      await db().deleteFrom('photographer_profiles').where('user_id', '=', id).execute();
      versions.push(await versionOf(db(), id));
      const [first = 0] = versions;
      expect(versions, 'made, changed, a field no card shows, gone').toEqual([
        first,
        first + 1,
        first + 2,
        first + 2,
        first + 3,
      ]);
    },
  );

  it.each(cardColumns.photographer_trust)(
    'moves when the trust figures are kept, and when %s changes',
    async (column) => {
      const id = await newAccount(db());
      const first = await versionOf(db(), id);
      await db()
        .insertInto('photographer_trust')
        .values({ user_id: id, computed_on: '2026-11-27', updated_at: now })
        .execute();
      expect(await versionOf(db(), id)).toBe(first + 1);
      await db()
        .updateTable('photographer_trust')
        .set({ [column]: changed('photographer_trust', column) })
        .where('user_id', '=', id)
        .execute();
      expect(await versionOf(db(), id)).toBe(first + 2);
      await db()
        .updateTable('photographer_trust')
        .set({ computed_on: '2026-11-28', threads: 4 })
        .where('user_id', '=', id)
        .execute();
      expect(await versionOf(db(), id), 'a new day with the same figures').toBe(first + 2);
    },
  );

  it('moves in the writing transaction, so a rolled-back write leaves it', async () => {
    const id = await newAccount(db());
    const before = await versionOf(db(), id);
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('users').set({ bio: 'never seen' }).where('id', '=', id).execute();
          expect(await versionOf(trx, id)).toBe(before + 1);
          throw new Error('rolled back');
        }),
    ).rejects.toThrow('rolled back');
    expect(await versionOf(db(), id)).toBe(before);
  });
});
