import type { Transaction } from 'kysely';
import type { Db } from './createDb.js';
import type { Database } from './schema.js';

/** A unit of work that runs inside a transaction it is given and may run again if that one rolls back. */
export type TransactionWork<T> = (trx: Transaction<Database>) => Promise<T>;
/** Runs a unit of work in a transaction and answers its result once committed. */
export type TransactionRunner = <T>(work: TransactionWork<T>) => Promise<T>;

/** Each unit in a transaction of its own (PostgreSQL runs them side by side). */
export const ownTransactions =
  (db: Db): TransactionRunner =>
  (work) =>
    db.transaction().execute(work);

/** A queued unit: its work, answering how to hand its result over once the transaction committed. */
type Queued = { attempt: TransactionWork<() => void>; reject: (error: unknown) => void };

/**
 * Group commit for SQLite, whose one connection runs writes one after another anyway: the units
 * queued during one turn of the event loop run in a single transaction, so they share one commit
 * (a commit writes every changed page to the log; it was about a quarter of a gift purchase).
 * Each unit still sees the ones before it. If one unit throws, the whole group rolls back and each
 * unit runs again in a transaction of its own, so only the failing one fails.
 */
export class GroupCommit {
  private queue: Queued[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly maxGroup = 64,
  ) {}

  readonly run: TransactionRunner = <T>(work: TransactionWork<T>) =>
    new Promise<T>((resolve, reject) => {
      this.queue.push({
        attempt: async (trx) => {
          const result = await work(trx);
          return () => resolve(result);
        },
        reject,
      });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });

  private async flush(): Promise<void> {
    const group = this.queue.splice(0, this.maxGroup);
    try {
      const handOvers = await this.db.transaction().execute(async (trx) => {
        const done: (() => void)[] = [];
        for (const unit of group) done.push(await unit.attempt(trx));
        return done;
      });
      for (const handOver of handOvers) handOver();
    } catch {
      for (const unit of group) {
        try {
          (await this.db.transaction().execute(unit.attempt))();
        } catch (error) {
          unit.reject(error);
        }
      }
    }
    if (this.queue.length > 0) setImmediate(() => void this.flush());
    else this.scheduled = false;
  }
}
