import { sql } from 'kysely';
import { compilableRaw, compiledPerShape, type Db } from '@tasbir/db';
import type { Cursor } from '../../paging/cursor.js';

type Shape = { trending: boolean; after: boolean; limit: number };

/**
 * A feed page's keys (keptItems.ts): the id, the trending score (the order), the counters and the
 * photographer's name, one page plus one row (whether another page follows), newest first on the
 * primary key or by trending score then newest, each one indexed range scan. Compiled once per
 * shape and page size (compiledPerShape): Kysely building it at every request cost about as much
 * as SQLite running it, and SQLite takes about 7 µs longer over a limit bound as a value than over
 * one written in.
 */
export function feedKeys<K>(table: 'photos' | 'reels', counters: readonly string[]) {
  const statement = compiledPerShape<Shape, K>(
    (shape) => ({ ...(shape.after && { id: '' }), ...(shape.after && shape.trending && { score: 0 }) }),
    (db, v, shape) => {
      const after = shape.after
        ? shape.trending
          ? sql`where (i.trending_score, i.id) < (${v.score}, ${v.id})`
          : sql`where i.id < ${v.id}`
        : sql``;
      const order = shape.trending ? sql`i.trending_score desc, i.id desc` : sql`i.id desc`;
      const columns = sql.join(counters.map((column) => sql.ref(`i.${column}`)));
      return compilableRaw(
        db,
        sql<K>`select i.id, i.trending_score, ${columns}, u.username as photographer_username
          from ${sql.table(table)} as i inner join users as u on u.id = i.photographer_id
          ${after} order by ${order} limit ${sql.lit(shape.limit)}`,
      );
    },
  );
  return async (db: Db, limit: number, trending: boolean, after: Cursor | undefined): Promise<K[]> => {
    const values = {
      ...(after && { id: after.id }),
      ...(after && trending && { score: after.score ?? 0 }),
    };
    return (await statement(db, { trending, after: after !== undefined, limit: limit + 1 }, values)).rows;
  };
}
