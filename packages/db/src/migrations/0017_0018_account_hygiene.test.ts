import { describe, expect, it } from 'vitest';
import type { Db } from '../createDb.js';
import { isUniqueViolation } from '../errors.js';
import { migrateTo, migrateToLatest } from '../migrate.js';
import { throwawayDbPerTest } from '../throwawayDb.testing.js';

const freshDb = throwawayDbPerTest();

const now = new Date().toISOString();
const picture = `/api/media/${'a'.repeat(64)}.webp`;

async function account(db: Db, username: string, profilePicture: string | null = null): Promise<string> {
  const id = `id-${username}`;
  await db
    .insertInto('users')
    .values({
      id,
      username,
      email: `${username}@example.com`,
      password_hash: 'x',
      role: 'user',
      profile_picture: profilePicture,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

const pictureOf = async (db: Db, id: string) =>
  (await db.selectFrom('users').select('profile_picture').where('id', '=', id).executeTakeFirstOrThrow())
    .profile_picture;

describe('migration 0017: a username skeleton column with a unique index', () => {
  it('leaves existing accounts without one (the API fills them in) and lets two look-alike skeletons clash', async () => {
    const db = await freshDb();
    await migrateTo(db, '0016_rate_limits');
    const before = await account(db, 'before_skeletons');
    await migrateToLatest(db);
    expect(
      (await db.selectFrom('users').select('username_skeleton').where('id', '=', before).executeTakeFirstOrThrow())
        .username_skeleton,
    ).toBeNull();

    const first = await account(db, 'first_paul');
    const second = await account(db, 'second_paul');
    await db.updateTable('users').set({ username_skeleton: 'paul' }).where('id', '=', first).execute();
    const clash = await db
      .updateTable('users')
      .set({ username_skeleton: 'paul' })
      .where('id', '=', second)
      .execute()
      .catch((error: unknown) => error);
    expect(isUniqueViolation(clash)).toBe(true);
  });

  it('runs again over a first run cut short (SQLite migrations are not transactional), and can be undone', async () => {
    const db = await freshDb();
    await migrateTo(db, '0016_rate_limits');
    // As if a first run had added the column and stopped before the index.
    await db.schema.alterTable('users').addColumn('username_skeleton', 'text').execute();
    await migrateToLatest(db);
    await account(db, 'first_sita');
    await account(db, 'second_sita');
    await db.updateTable('users').set({ username_skeleton: 'sita' }).where('id', '=', 'id-first_sita').execute();
    expect(
      isUniqueViolation(
        await db
          .updateTable('users')
          .set({ username_skeleton: 'sita' })
          .where('id', '=', 'id-second_sita')
          .execute()
          .catch((error: unknown) => error),
      ),
    ).toBe(true);
    await migrateTo(db, '0016_rate_limits');
    await account(db, 'after_undo');
    await migrateToLatest(db);
  });
});

describe('migration 0018: profile pictures are uploads', () => {
  it('drops addresses clients typed before and keeps pictures the media store serves', async () => {
    const db = await freshDb();
    await migrateTo(db, '0017_username_skeletons');
    const typed = await account(db, 'typed_url', 'https://tracker.example/pixel.gif');
    const relative = await account(db, 'relative_url', '/somewhere/else.png');
    const uploaded = await account(db, 'uploaded', picture);
    const none = await account(db, 'no_picture');
    await migrateToLatest(db);

    expect([
      await pictureOf(db, typed),
      await pictureOf(db, relative),
      await pictureOf(db, uploaded),
      await pictureOf(db, none),
    ]).toEqual([null, null, picture, null]);
  });
});
