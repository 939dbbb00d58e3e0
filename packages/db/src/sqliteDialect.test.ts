import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from './createDb.js';
import { FifoLock } from './sqliteDialect.js';

describe('the queue for the one SQLite connection', () => {
  it('hands the lock to waiters in the order they came, one at a time', async () => {
    const lock = new FifoLock();
    const order: number[] = [];
    await lock.lock();
    const waiters = [1, 2, 3].map((n) =>
      lock.lock().then(() => {
        order.push(n);
        lock.unlock();
      }),
    );
    lock.unlock();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    await lock.lock();
  });

  it('answers thousands of concurrent queries, and a transaction keeps the connection to itself', async () => {
    const { db, close } = createDb(':memory:');
    try {
      await sql`create table counter (n integer not null)`.execute(db);
      await sql`insert into counter (n) values (0)`.execute(db);
      const bump = () =>
        db.transaction().execute(async (trx) => {
          const [row] = (await sql<{ n: number }>`select n from counter`.execute(trx)).rows;
          // Read, then write what was read: another caller slipping in between would lose a count.
          await sql`update counter set n = ${(row?.n ?? 0) + 1}`.execute(trx);
        });
      const reads = Array.from({ length: 2000 }, () => sql<{ one: number }>`select 1 as one`.execute(db));
      await Promise.all([...reads, ...Array.from({ length: 200 }, bump)]);
      expect((await sql<{ n: number }>`select n from counter`.execute(db)).rows).toEqual([{ n: 200 }]);
    } finally {
      await close();
    }
  });
});
