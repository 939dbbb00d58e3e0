import type { DbHandle } from '@tasbir/db';
import { InProcessEventBus, type EventBus } from './eventBus.js';
import { PostgresEventBus } from './postgresEventBus.js';

/** The bus the database allows: one process on SQLite, several sharing a PostgreSQL database. */
export function createEventBus(
  database: DbHandle,
  databaseUrl: string,
  logError: (error: unknown, message: string) => void,
): Promise<EventBus> {
  if (database.dialect === 'postgres') return PostgresEventBus.start(database.db, databaseUrl, logError);
  return Promise.resolve(new InProcessEventBus((error) => logError(error, 'live event listener failed')));
}
