import { sql } from 'kysely';
import type { Db } from '@tasbir/db';

/** The one query of the system domain: does the database answer at all? */
export class SystemRepository {
  constructor(private readonly db: Db) {}

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}
