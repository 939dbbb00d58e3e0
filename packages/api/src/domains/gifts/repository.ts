import type { Db } from '@tasbir/db';

/** The gift catalogue and, later, gift sends: the only code of the gifts domain that touches Kysely. */
export class GiftsRepository {
  constructor(private readonly db: Db) {}

  /** Gifts still offered, smallest first. */
  available() {
    return this.db.selectFrom('gifts').select(['type', 'name', 'emoji', 'value', 'description']).where('active', '=', 1).orderBy('sort_order').orderBy('type').execute();
  }
}
