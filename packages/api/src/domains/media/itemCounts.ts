import type { Db, Database } from '@tasbir/db';
import type { UploadCount } from '@tasbir/shared';
import type { ExpressionBuilder, Transaction } from 'kysely';

/** The column on the photographer's row that counts their items of one kind. */
export type ItemCounter = 'photo_count' | 'reel_count';
type Trx = Transaction<Database>;

/** The photographer's count of this kind, one up or one down. */
const step = (counter: ItemCounter, delta: '+' | '-') => (eb: ExpressionBuilder<Database, 'users'>) =>
  counter === 'photo_count' ? { photo_count: eb('photo_count', delta, 1) } : { reel_count: eb('reel_count', delta, 1) };

/**
 * Counts a new photo or reel on its photographer and inserts it, in one transaction. The count is
 * raised only while under `limit`, so two uploads racing for the last place cannot both win; false
 * (and nothing written) when the limit was reached meanwhile.
 */
export function insertWithinLimit(
  db: Db,
  counter: ItemCounter,
  ownerId: string,
  limit: UploadCount,
  insert: (trx: Trx) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let counting = trx.updateTable('users').set(step(counter, '+')).where('id', '=', ownerId);
    if (limit !== 'unlimited') counting = counting.where(counter, '<', limit);
    const counted = await counting.executeTakeFirst();
    if (counted.numUpdatedRows === 0n) return false;
    await insert(trx);
    return true;
  });
}

/** Deletes a photo or reel (its likes and views go with it) and uncounts it; the deleted row, or undefined. */
export function removeCounted<R extends { photographer_id: string }>(
  db: Db,
  counter: ItemCounter,
  remove: (trx: Trx) => Promise<R | undefined>,
): Promise<R | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await remove(trx);
    if (!row) return undefined;
    await trx
      .updateTable('users')
      .set(step(counter, '-'))
      .where('id', '=', row.photographer_id)
      .where(counter, '>', 0)
      .execute();
    return row;
  });
}
