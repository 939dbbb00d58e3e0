import Database from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onUsersWritten, watchingUsersWrites } from './usersWrites.js';

// The announcements of users writes that let the API keep accounts' rows (usersWrites.ts): tried on
// an in-memory SQLite database through the same dialect wrapper PostgreSQL's connections get.
type Tables = { users: { id: string; bio: string }; photos: { id: string } };

let db: Kysely<Tables>;
let heard: number;
let stop: () => void;

beforeEach(async () => {
  db = new Kysely<Tables>({ dialect: watchingUsersWrites(new SqliteDialect({ database: new Database(':memory:') })) });
  await sql`create table users (id text primary key, bio text)`.execute(db);
  await sql`create table photos (id text primary key)`.execute(db);
  await db.insertInto('photos').values({ id: 'p1' }).execute();
  heard = 0;
  stop = onUsersWritten(() => (heard += 1));
});
afterEach(async () => {
  stop();
  await db.destroy();
});

describe('users writes', () => {
  it('announces a write of the users table as it starts and once it is done', async () => {
    await db.insertInto('users').values({ id: 'u1', bio: '' }).execute();
    expect(heard).toBe(2);
    await db.updateTable('users').set({ bio: 'Hi' }).where('id', '=', 'u1').execute();
    await db.deleteFrom('users').where('id', '=', 'u1').execute();
    expect(heard).toBe(6);
  });

  it('announces raw SQL that writes the users table, quoted or not', async () => {
    await sql`insert into "users" (id, bio) values ('u2', '')`.execute(db);
    await sql`update users set bio = 'x'`.execute(db);
    expect(heard).toBe(4);
  });

  it('announces a write inside a transaction as it starts and again at the commit', async () => {
    const inside: number[] = [];
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ id: 'u3', bio: '' }).execute();
      await trx.updateTable('users').set({ bio: 'y' }).execute();
      inside.push(heard);
    });
    expect(inside).toEqual([2]);
    expect(heard).toBe(3);
  });

  it('announces a rolled-back write too: what was kept is dropped either way', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values({ id: 'u4', bio: '' }).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(heard).toBe(2);
  });

  it('says nothing of reads or of other tables', async () => {
    await db.selectFrom('users').selectAll().execute();
    await db.updateTable('photos').set({ id: 'p2' }).execute();
    await sql`select * from users_elsewhere_named`.execute(db).catch(() => undefined);
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').selectAll().execute();
    });
    expect(heard).toBe(0);
  });
});
