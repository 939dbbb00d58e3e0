import { NO_MIGRATIONS, type NoMigrations } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest, migrationNames, type MigrationName } from './migrate.js';
import { schemaSnapshot } from './schemaSnapshot.testing.js';
import { testDialect, throwawayDbPerTest } from './throwawayDb.testing.js';

const freshDb = throwawayDbPerTest();

describe(`the migrations, on ${testDialect}`, () => {
  it('undo each other back to an empty database, and each run again gives back the schema it undid', async () => {
    const db = await freshDb();
    await migrateToLatest(db);
    // What each migration runs on: the one before it, or nothing for the first.
    const below: (MigrationName | NoMigrations)[] = [NO_MIGRATIONS, ...migrationNames.slice(0, -1)];
    const schemaAfter: string[][] = [];
    for (const [step, target] of [...below.entries()].reverse()) {
      schemaAfter[step] = await schemaSnapshot(db, testDialect);
      await migrateTo(db, target);
    }
    expect(await schemaSnapshot(db, testDialect)).toEqual([]);

    for (const [step, name] of migrationNames.entries()) {
      await migrateTo(db, name);
      expect(await schemaSnapshot(db, testDialect), `the schema once ${name} has run again`).toEqual(schemaAfter[step]);
    }
  });
});
