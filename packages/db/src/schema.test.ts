import { sql, type RawBuilder } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { schemaDifferences, sqliteAffinity } from './schemaDifferences.testing.js';
import { databaseManifest, type DatabaseManifest, type Manifest } from './schemaManifest.testing.js';
import { testDialect, throwawayDbPerFile } from './throwawayDb.testing.js';

const migratedDb = throwawayDbPerFile();
beforeAll(() => migrateToLatest(migratedDb()));

/**
 * The differences a manifest, and a change to the migrated database, bring beside those the first
 * test looks for: one drift between the migrations and the type fails that test alone. The change
 * is undone after (both dialects roll back DDL).
 */
async function differencesMadeBy(manifest: Manifest, change?: RawBuilder<unknown>): Promise<string[]> {
  const standing = new Set(await schemaDifferences(migratedDb(), testDialect, databaseManifest));
  const trx = await migratedDb().startTransaction().execute();
  try {
    await change?.execute(trx);
    return (await schemaDifferences(trx, testDialect, manifest)).filter((difference) => !standing.has(difference));
  } finally {
    await trx.rollback().execute();
  }
}

/** How this run's dialect names a type. */
const named = (sqlite: string, postgres: string) => (testDialect === 'sqlite' ? sqlite : postgres);

describe(`the Database type and the migrations, on ${testDialect}`, () => {
  it('agree on every table, column, type and nullability of an empty database migrated to the latest', async () => {
    expect(await schemaDifferences(migratedDb(), testDialect, databaseManifest)).toEqual([]);
  });

  it('disagree on a column a migration adds and the Database type lacks', async () => {
    expect(await differencesMadeBy(databaseManifest, sql`alter table users add column nickname text`)).toEqual([
      `users.nickname: in the migrated database (${named('TEXT', 'text')}, null allowed), not in the Database type`,
    ]);
  });

  it('disagree on a column the Database type has and no migration adds, a manifest typecheck refuses too', async () => {
    const withNickname = {
      ...databaseManifest,
      // @ts-expect-error the manifest names a column the Database type lacks
      users: { ...databaseManifest.users, nickname: { kind: 'text', nullable: true } as const },
    } satisfies DatabaseManifest;
    expect(await differencesMadeBy(withNickname)).toEqual([
      'users.nickname: in the Database type (text, null allowed), not in the migrated database',
    ]);
  });

  it('disagree on a column the manifest leaves out, a manifest typecheck refuses too', async () => {
    const { bio: _bio, ...usersWithoutBio } = databaseManifest.users;
    // @ts-expect-error the manifest leaves out a column of the Database type
    const withoutBio = { ...databaseManifest, users: usersWithoutBio } satisfies DatabaseManifest;
    expect(await differencesMadeBy(withoutBio)).toEqual([
      `users.bio: in the migrated database (${named('TEXT', 'text')}, null allowed), not in the Database type`,
    ]);
  });

  it('disagree on a table on one side only', async () => {
    const { rate_limits: _rateLimits, ...withoutRateLimits } = databaseManifest;
    const withStickers = { ...withoutRateLimits, stickers: { id: { kind: 'text', nullable: false } } } as const;
    expect(await differencesMadeBy(withStickers, sql`create table nicknames (user_id text not null)`)).toEqual([
      'nicknames: in the migrated database, not in the Database type',
      'rate_limits: in the migrated database, not in the Database type',
      'stickers: in the Database type, not in the migrated database',
    ]);
  });

  it('disagree on a column stored as another type, or taking null on one side only', async () => {
    const credits = { kind: 'real', nullable: false } as const;
    const misread = {
      ...databaseManifest,
      // @ts-expect-error bio may be null in the Database type, so the manifest cannot say it never is
      users: { ...databaseManifest.users, credits, bio: { kind: 'text', nullable: false } as const },
    } satisfies DatabaseManifest;
    expect(await differencesMadeBy(misread)).toEqual([
      'users.bio: the Database type says not null, the migrated database has null allowed',
      `users.credits: the Database type says real (${named('REAL', 'float8')} on ${testDialect}), the migrated database has ${named('INTEGER', 'int4')}`,
    ]);
  });
});

describe('SQLite column affinity', () => {
  it('follows SQLite’s rules in their order', () => {
    const declared = [
      'integer',
      'bigint',
      'text',
      'varchar(255)',
      'double precision',
      'real',
      'blob',
      '',
      'numeric',
      'boolean',
      'charint',
      'floating point',
    ];
    expect(declared.map(sqliteAffinity)).toEqual([
      'INTEGER',
      'INTEGER',
      'TEXT',
      'TEXT',
      'REAL',
      'REAL',
      'BLOB',
      'BLOB',
      'NUMERIC',
      'NUMERIC',
      'INTEGER',
      'INTEGER',
    ]);
  });
});
