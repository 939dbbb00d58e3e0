import type { Db } from '../createDb.js';
import { newId, nowIso } from '../ids.js';
import type { NewUserRow } from '../schema.js';
import { demoPhotographers, demoUsers } from './demoPhotographers.js';
import { seedDemoBookings } from './demoBookings.js';
import { demoPhotographerEmail, demoUserEmail } from './demoEmails.js';
import { seedDirectoryDemo } from './seedDirectory.js';

export type SeedOptions = {
  /**
   * The password hash of each demo account (demoAccountEmails), made by the caller's password
   * hasher: one shared hash in development, one per account where demo data runs in production.
   */
  passwordHashOf: (email: string) => string;
};

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

/** Fills an empty database with demo accounts; returns how many users it made. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<number> {
  const now = nowIso();
  const photographers: NewUserRow[] = demoPhotographers.map((p) => ({
    id: newId(),
    username: p.username,
    email: demoPhotographerEmail(p.username),
    password_hash: options.passwordHashOf(demoPhotographerEmail(p.username)),
    role: 'photographer',
    verified: p.verified ? 1 : 0,
    bio: p.bio,
    district: p.district,
    city: p.city,
    location: `${p.city}, ${p.district}`,
    created_at: now,
    updated_at: now,
  }));
  const users: NewUserRow[] = demoUsers.map((u) => ({
    id: newId(),
    username: u.username,
    email: demoUserEmail(u.username),
    password_hash: options.passwordHashOf(demoUserEmail(u.username)),
    role: 'user',
    verified: 0,
    district: u.district,
    city: u.city,
    location: `${u.city}, ${u.district}`,
    created_at: now,
    updated_at: now,
  }));
  const rows = [...photographers, ...users];
  let extraUsers = 0;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(rows).execute();
    extraUsers = await seedDirectoryDemo(trx, { passwordHashOf: options.passwordHashOf, now: new Date(now) });
    await seedDemoBookings(trx, photographers, users, now);
  });
  return rows.length + extraUsers;
}
