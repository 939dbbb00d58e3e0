import { sql, type Kysely } from 'kysely';

/**
 * The directory filtered by city or district, in rank order, read straight from an index: with
 * only `lower(city)` indexed, a city's page walked the rank index and checked each photographer's
 * city (about 270 µs for a page of Pokhara's portrait photographers among 10,000). These replace
 * the two single-expression indexes, which served nothing else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const place of ['city', 'district']) {
    await db.schema
      .createIndex(`users_directory_${place}`)
      .ifNotExists()
      .on('users')
      .expression(sql`lower(${sql.ref(place)}), role, suspended, rank_score, verified, last_active_at, id`)
      .execute();
    await db.schema.dropIndex(`users_${place}_lower`).ifExists().execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const place of ['city', 'district']) {
    await db.schema
      .createIndex(`users_${place}_lower`)
      .ifNotExists()
      .on('users')
      .expression(sql`lower(${sql.ref(place)})`)
      .execute();
    await db.schema.dropIndex(`users_directory_${place}`).ifExists().execute();
  }
}
