import { describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../migrate.js';
import { throwawayDbPerTest } from '../throwawayDb.testing.js';

const freshDb = throwawayDbPerTest();
const now = new Date().toISOString();

describe('migration 0020: username skeletons taken again', () => {
  it('clears the skeletons stored the old way, for the API to take them again at start', async () => {
    const db = await freshDb();
    await migrateTo(db, '0018_uploaded_profile_pictures');
    await db
      .insertInto('users')
      .values({
        id: 'id-admin',
        username: 'admin',
        email: 'admin@example.com',
        password_hash: 'x',
        role: 'user',
        created_at: now,
        updated_at: now,
        username_skeleton: 'adrnin',
      })
      .execute();
    await migrateToLatest(db);
    expect(
      (await db.selectFrom('users').select('username_skeleton').where('id', '=', 'id-admin').executeTakeFirstOrThrow())
        .username_skeleton,
    ).toBeNull();
  });
});
