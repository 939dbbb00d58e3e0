import { sql } from 'kysely';
import type { Db, Dialect } from '@tasbir/db';

export type Health = { status: 'ok' | 'error'; database: 'ok' | 'unreachable'; dialect: Dialect };

export class SystemService {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  async health(): Promise<Health> {
    try {
      await sql`select 1`.execute(this.db);
      return { status: 'ok', database: 'ok', dialect: this.dialect };
    } catch {
      return { status: 'error', database: 'unreachable', dialect: this.dialect };
    }
  }
}
