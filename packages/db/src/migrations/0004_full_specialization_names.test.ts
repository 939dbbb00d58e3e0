import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../createDb.js';
import { migrateTo, migrateToLatest } from '../migrate.js';
import { throwawayDbPerTest } from '../throwawayDb.testing.js';

const freshDb = throwawayDbPerTest();

const now = new Date().toISOString();

/** A photographer's portfolio as an older version stored it: the JSON list, the specialty rows and the search words. */
async function storedPortfolio(
  db: Db,
  username: string,
  specializations: string[],
  searchText: string,
): Promise<string> {
  const id = `id-${username}`;
  await db
    .insertInto('users')
    .values({
      id,
      username,
      email: `${username}@example.com`,
      password_hash: 'x',
      role: 'photographer',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('photographer_profiles')
    .values({
      user_id: id,
      specializations: JSON.stringify(specializations),
      search_text: searchText,
      portfolio_updated_at: now,
    })
    .execute();
  if (specializations.length > 0) {
    await db
      .insertInto('photographer_specialties')
      .values(specializations.map((specialty) => ({ user_id: id, specialty })))
      .execute();
  }
  return id;
}

async function portfolio(db: Db, id: string) {
  const profile = await db
    .selectFrom('photographer_profiles')
    .select(['specializations', 'search_text'])
    .where('user_id', '=', id)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('photographer_specialties')
    .select('specialty')
    .where('user_id', '=', id)
    .orderBy('specialty')
    .execute();
  return {
    specializations: JSON.parse(profile.specializations) as unknown,
    searchText: profile.search_text,
    rows: rows.map((row) => row.specialty),
  };
}

describe('migration 0004: specializations by their full names', () => {
  it('reads "Wedding Photography" where an older version stored "Wedding"', async () => {
    const db = await freshDb();
    await migrateTo(db, '0003_directory');
    const wedding = await storedPortfolio(
      db,
      'mandap_maestro',
      ['Wedding', 'Portrait'],
      'wedding marriage bibaha portrait headshot',
    );
    const nature = await storedPortfolio(
      db,
      'phewa_dawn',
      ['Nature', 'Architecture', 'Street'],
      'nature landscape wildlife architecture street',
    );
    const none = await storedPortfolio(db, 'terai_new', [], '');

    await migrateToLatest(db);

    expect(await portfolio(db, wedding)).toEqual({
      specializations: ['Wedding Photography', 'Portrait Photography'],
      searchText: 'wedding marriage bibaha portrait headshot',
      rows: ['Portrait Photography', 'Wedding Photography'],
    });
    expect(await portfolio(db, nature)).toEqual({
      specializations: ['Nature Photography', 'Architecture Photography', 'Street Photography'],
      searchText: 'nature landscape wildlife architecture street',
      rows: ['Architecture Photography', 'Nature Photography', 'Street Photography'],
    });
    expect(await portfolio(db, none)).toEqual({ specializations: [], searchText: '', rows: [] });
  });

  it('leaves full names as they are, so running it again changes nothing', async () => {
    const db = await freshDb();
    await migrateTo(db, '0003_directory');
    const short = await storedPortfolio(db, 'courtyard_light', ['Portrait', 'Fashion'], 'portrait headshot fashion');
    await migrateTo(db, '0004_full_specialization_names');
    const full = await storedPortfolio(
      db,
      'jatra_lens',
      ['Event Photography', 'Product Photography'],
      'event events festival product',
    );
    const before = [await portfolio(db, short), await portfolio(db, full)];

    // As if it had stopped before being recorded as done (the last one run): the migrator runs it once more.
    const forgotten = await sql`delete from kysely_migration where name = ${'0004_full_specialization_names'}`.execute(
      db,
    );
    expect(forgotten.numAffectedRows).toBe(1n);
    await migrateTo(db, '0004_full_specialization_names');

    expect([await portfolio(db, short), await portfolio(db, full)]).toEqual(before);
    expect(before[0]?.specializations).toEqual(['Portrait Photography', 'Fashion Photography']);
    expect(before[1]?.specializations).toEqual(['Event Photography', 'Product Photography']);
  });

  it('keeps one row and one list entry where a portfolio held both the short and the full name', async () => {
    const db = await freshDb();
    await migrateTo(db, '0003_directory');
    const both = await storedPortfolio(
      db,
      'both_names',
      ['Wedding', 'Wedding Photography', 'Nature'],
      'wedding marriage bibaha nature landscape wildlife',
    );

    await migrateTo(db, '0004_full_specialization_names');

    expect(await portfolio(db, both)).toMatchObject({
      specializations: ['Wedding Photography', 'Nature Photography'],
      rows: ['Nature Photography', 'Wedding Photography'],
    });
  });

  it('gives the short names back when it is undone', async () => {
    const db = await freshDb();
    await migrateTo(db, '0003_directory');
    const id = await storedPortfolio(db, 'undo_me', ['Street', 'Event'], 'street event events festival');
    await migrateToLatest(db);

    await migrateTo(db, '0003_directory');

    expect(await portfolio(db, id)).toEqual({
      specializations: ['Street', 'Event'],
      searchText: 'street event events festival',
      rows: ['Event', 'Street'],
    });
  });
});
