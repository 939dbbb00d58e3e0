import { expect } from 'vitest';
import { newAdmin } from './bookings.fixtures.js';
import { newPhotographer, newResetToken, newUser } from './factories.js';
import type { TestApp } from './harness.js';
import { nextSequence, type Guarded, type Prepare } from './hardening.massAssignment.fixtures.js';
import { dataUrl, photoBytes } from './media.fixtures.js';

/** Valid requests for the mutations of accounts: signing up and in, profiles, and an admin's calls on a user. */

/** The account a registration made, as stored. */
async function expectFreshAccount(t: TestApp, email: string, victim: string): Promise<void> {
  const row = await t.db
    .selectFrom('users')
    .select([
      'id',
      'role',
      'credits',
      'verified',
      'subscription_plan',
      'subscription_expires_at',
      'suspended',
      'token_version',
    ])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(row.id).not.toBe(victim);
  expect({
    ...row,
    id: undefined,
    credits: Number(row.credits),
    verified: Number(row.verified),
    suspended: Number(row.suspended),
    token_version: Number(row.token_version),
  }).toEqual({
    id: undefined,
    role: 'user',
    credits: 0,
    verified: 0,
    subscription_plan: 'free',
    subscription_expires_at: null,
    suspended: 0,
    token_version: 0,
  });
}

/** A valid request for each account row, by `METHOD path` as the REST table names it. */
export const accountPreparations: Record<string, Prepare> = {
  'POST /register': async (t, victim) => {
    const n = nextSequence();
    const email = `mass${n}${Date.now()}@example.com`;
    // No role of its own: the extra `role: 'admin'` is the one it reads, and must become a plain user.
    return {
      body: { username: `mass_${n}_${Date.now().toString(36)}`, email, password: 'correct horse battery' },
      after: () => expectFreshAccount(t, email, victim.user.id),
    };
  },
  'POST /login': async (t) => {
    const account = await newUser(t);
    return { body: { email: account.email, password: account.password }, watch: { account: account.user.id } };
  },
  'POST /forgot-password': async (t) => {
    const account = await newUser(t);
    return { body: { email: account.email }, watch: { account: account.user.id } };
  },
  'POST /reset-password': async (t) => {
    const account = await newUser(t);
    const token = await newResetToken(t, account.user.id);
    // A reset is there to end the old sessions: the account's token version goes up by one.
    return {
      body: { token, password: 'a brand new secret' },
      watch: { account: account.user.id },
      changes: { account: { token_version: 1 } },
    };
  },
  'PUT /profile': async (t) => ({
    as: await newPhotographer(t),
    body: { bio: 'Weddings in Pokhara', city: 'Pokhara', district: 'Kaski' },
  }),
  'POST /profile/picture': async (t) => ({
    as: await newUser(t),
    body: { picture: dataUrl(await photoBytes('png', 90, 60), 'image/png') },
  }),
  'DELETE /profile/picture': async (t) => ({ as: await newUser(t) }),
  'POST /portfolio': async (t) => ({
    as: await newPhotographer(t),
    body: { specializations: ['Event'], pricing_range: '5000-15000', services: ['Photo Booth'] },
  }),
  ...adminOnUser('verify', { verified: 1 }),
  ...adminOnUser('unverify', { verified: 0 }, { verified: 1 }),
  ...adminOnUser('suspend', { suspended: 1 }),
  ...adminOnUser('activate', { suspended: 0 }, { suspended: 1 }),
  // Named fields (`?credits=5`, `?role=photographer`, `?plan=gold`) are these rows' purpose; the extras are not.
  ...adminOnUser('credits', { credits: 5 }, {}, 'POST', { credits: '5' }),
  // A role other than admin ends the account's sessions: its token version moves on by one, never to the 42 sent along.
  ...adminOnUser('role', { role: 'photographer', token_version: 1 }, {}, 'PUT', { role: 'photographer' }),
  ...adminOnUser(
    'subscription',
    { subscription_plan: 'gold', subscription_expires_at: expect.stringMatching(/^\d{4}-/) },
    {},
    'PUT',
    { plan: 'gold' },
  ),
  'PUT /admin/users/:id': async (t) => {
    const target = await newUser(t);
    return {
      as: await newAdmin(t),
      params: { id: target.user.id },
      body: { username: `renamed_${nextSequence()}_${Date.now().toString(36)}` },
      watch: { target: target.user.id },
    };
  },
  'DELETE /admin/users/:id': async (t) => ({ as: await newAdmin(t), params: { id: (await newUser(t)).user.id } }),
};

/** An admin's call on `/admin/users/:id/<verb>`: what it is for, on a target that starts as `initially`. */
function adminOnUser(
  verb: string,
  purpose: Partial<Guarded>,
  initially: { verified?: number; suspended?: number } = {},
  method = 'POST',
  query: Record<string, string> = {},
): Record<string, Prepare> {
  const prepare: Prepare = async (t) => {
    const target = await newUser(t);
    if (Object.keys(initially).length > 0)
      await t.db.updateTable('users').set(initially).where('id', '=', target.user.id).execute();
    return {
      as: await newAdmin(t),
      params: { id: target.user.id },
      body: query,
      watch: { target: target.user.id },
      changes: { target: purpose },
    };
  };
  return { [`${method} /admin/users/:id/${verb}`]: prepare };
}
