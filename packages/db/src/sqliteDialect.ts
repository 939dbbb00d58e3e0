import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/** A lock that hands over to the next waiter in line: one wake-up per release. */
export class FifoLock {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  lock(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  unlock(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

/**
 * Kysely's SQLite driver guards its one connection with a lock whose release wakes every waiter,
 * and all but one go back to waiting: with 50 requests in flight each query paid for about 50
 * wake-ups (measured: `select 1` takes 4 µs alone and 1.6 ms each with 20,000 waiting). Callers
 * queue here instead, in order, so the driver's own lock is never contended.
 */
class QueuedSqliteDriver extends SqliteDriver {
  private readonly queue = new FifoLock();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.queue.lock();
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.queue.unlock();
  }
}

/** Kysely's SQLite dialect with callers queued in order for the one connection. */
export class QueuedSqliteDialect extends SqliteDialect {
  constructor(private readonly driverConfig: SqliteDialectConfig) {
    super(driverConfig);
  }

  override createDriver(): Driver {
    return new QueuedSqliteDriver(this.driverConfig);
  }
}
