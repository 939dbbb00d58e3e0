import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, dialectOf } from './createDb.js';
import { migrateToLatest } from './migrate.js';
import { isDatabaseEmpty, seedDemoData } from './seed/seedDemoData.js';
import { demoPhotographers } from './seed/demoPhotographers.js';
import { testDialect, throwawayDbPerTest } from './throwawayDb.testing.js';

const freshDb = throwawayDbPerTest();

describe('createDb', () => {
  it('picks the dialect from DATABASE_URL', () => {
    expect(dialectOf(':memory:')).toBe('sqlite');
    expect(dialectOf('file:./data/app.db')).toBe('sqlite');
    expect(dialectOf('postgres://localhost/test')).toBe('postgres');
    expect(() => dialectOf('mysql://x')).toThrow(/DATABASE_URL/);
  });

  it('reads rows as plain objects named by their columns, the last of two same names winning as before', async () => {
    const { db, close } = createDb(':memory:');
    try {
      await sql`create table things (id integer, "odd name" text, "quote""d" text)`.execute(db);
      await sql`insert into things values (1, 'a', 'b'), (2, 'c', 'd')`.execute(db);
      const rows = await sql`select * from things order by id`.execute(db);
      expect(rows.rows).toEqual([
        { id: 1, 'odd name': 'a', 'quote"d': 'b' },
        { id: 2, 'odd name': 'c', 'quote"d': 'd' },
      ]);
      expect((await sql`select 1 as x, 2 as x`.execute(db)).rows).toEqual([{ x: 2 }]);
    } finally {
      await close();
    }
  });

  it('names the columns anew after a schema change on the same connection', async () => {
    const { db, close } = createDb(':memory:');
    try {
      await sql`create table places (id integer, city text)`.execute(db);
      await sql`insert into places values (1, 'Pokhara')`.execute(db);
      const read = () => sql`select * from places`.execute(db);
      expect((await read()).rows).toEqual([{ id: 1, city: 'Pokhara' }]);
      await sql`alter table places rename column city to town`.execute(db);
      await sql`alter table places add column district text`.execute(db);
      expect((await read()).rows).toEqual([{ id: 1, town: 'Pokhara', district: null }]);
    } finally {
      await close();
    }
  });
});

describe(`a migrated database, on ${testDialect}`, () => {
  it('migrates twice without harm and seeds demo photographers across districts', async () => {
    const db = await freshDb();
    await migrateToLatest(db);
    await migrateToLatest(db);
    expect(await isDatabaseEmpty(db)).toBe(true);
    await seedDemoData(db, { passwordHashOf: () => 'not-a-real-hash' });
    const districts = await db
      .selectFrom('users')
      .select('district')
      .where('role', '=', 'photographer')
      .distinct()
      .execute();
    expect(districts.length).toBeGreaterThanOrEqual(10);
    const count = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'photographer')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(demoPhotographers.length);
  });

  it('never lets a balance go negative', async () => {
    const db = await freshDb();
    await migrateToLatest(db);
    await seedDemoData(db, { passwordHashOf: () => 'x' });
    const refused = /users_credits_not_negative/;
    await expect(db.updateTable('users').set({ credits: -1 }).execute()).rejects.toThrow(refused);
    await expect(
      db
        .updateTable('users')
        .set((eb) => ({ credits: eb('credits', '-', 1) }))
        .where('credits', '=', 0)
        .execute(),
    ).rejects.toThrow(refused);
    const now = new Date().toISOString();
    const overdrawn = db.insertInto('users').values({
      id: 'id-overdrawn',
      username: 'overdrawn',
      email: 'overdrawn@example.com',
      password_hash: 'x',
      role: 'user',
      credits: -5,
      created_at: now,
      updated_at: now,
    });
    await expect(overdrawn.execute()).rejects.toThrow(refused);
  });
});
