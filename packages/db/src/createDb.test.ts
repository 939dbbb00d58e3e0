import { describe, expect, it } from 'vitest';
import { createDb, dialectOf } from './createDb.js';
import { migrateToLatest } from './migrate.js';
import { isDatabaseEmpty, seedDemoData } from './seed/seedDemoData.js';
import { demoPhotographers } from './seed/demoPhotographers.js';

describe('createDb', () => {
  it('picks the dialect from DATABASE_URL', () => {
    expect(dialectOf(':memory:')).toBe('sqlite');
    expect(dialectOf('file:./data/app.db')).toBe('sqlite');
    expect(dialectOf('postgres://localhost/test')).toBe('postgres');
    expect(() => dialectOf('mysql://x')).toThrow(/DATABASE_URL/);
  });

  it('migrates twice without harm and seeds demo photographers across districts', async () => {
    const { db, close } = createDb(':memory:');
    await migrateToLatest(db);
    await migrateToLatest(db);
    expect(await isDatabaseEmpty(db)).toBe(true);
    await seedDemoData(db, { passwordHash: 'not-a-real-hash' });
    const districts = await db.selectFrom('users').select('district').where('role', '=', 'photographer').distinct().execute();
    expect(districts.length).toBeGreaterThanOrEqual(10);
    const count = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'photographer').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(demoPhotographers.length);
    await close();
  });

  it('never lets a balance go negative', async () => {
    const { db, close } = createDb(':memory:');
    await migrateToLatest(db);
    await seedDemoData(db, { passwordHash: 'x' });
    await expect(db.updateTable('users').set({ credits: -1 }).execute()).rejects.toThrow(/CHECK/i);
    await close();
  });
});
