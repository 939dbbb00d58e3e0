import type { AdminUser, DirectoryItem } from '@tasbir/shared';
import { createDb } from '@tasbir/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../src/jwtSecret.js';
import { createServices } from '../src/app/services.js';
import { expectRefusal, meStatus, onUser, signIn } from './admin.fixtures.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { InProcessEventBus } from '../src/live/eventBus.js';
import { createRateLimitStore } from '../src/domains/auth/rateLimitStore.js';

let t: TestApp;
let admin: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await newUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const activeAdmins = async () =>
  (await t.db.selectFrom('users').select('id').where('role', '=', 'admin').where('suspended', '=', 0).execute()).map(
    (row) => row.id,
  );

/** Runs `act` while only `keep` are active admins (the others of earlier tests suspended), then restores them. */
async function withOnlyActiveAdmins(keep: NewUser[], act: () => Promise<void>): Promise<void> {
  const others = (await activeAdmins()).filter((id) => !keep.some((account) => account.user.id === id));
  await t.db.updateTable('users').set({ suspended: 1 }).where('id', 'in', others).execute();
  try {
    await act();
  } finally {
    await t.db.updateTable('users').set({ suspended: 0 }).where('id', 'in', others).execute();
  }
}

describe('suspending an account', () => {
  it('stops its tokens and its sign-in at once, and activating it restores both', async () => {
    const fan = await newUser(t);
    expect(await meStatus(t, fan)).toBe(200);
    expect((await onUser(t, admin, 'POST', fan.user.id, '/suspend')).body).toMatchObject({ suspended: true });
    const refused = await t.call('GET', '/api/me', { token: fan.access_token });
    expect([refused.status, refused.body]).toEqual([
      401,
      { detail: 'Your account has been suspended', code: 'accountSuspended' },
    ]);
    expect(await signIn(t, fan)).toEqual({ status: 403, code: 'accountSuspended' });

    expect((await onUser(t, admin, 'POST', fan.user.id, '/activate')).body).toMatchObject({ suspended: false });
    expect(await meStatus(t, fan)).toBe(200);
    expect(await signIn(t, fan)).toEqual({ status: 200 });
  });

  it('takes a suspended photographer out of the directory until activated', async () => {
    const photographer = await newPhotographer(t);
    await onUser(t, admin, 'POST', photographer.user.id, '/suspend');
    expect((await t.call<DirectoryItem>('GET', `/api/photographers/${photographer.user.id}`)).status).toBe(404);
    await onUser(t, admin, 'POST', photographer.user.id, '/activate');
    expect((await t.call<DirectoryItem>('GET', `/api/photographers/${photographer.user.id}`)).status).toBe(200);
  });

  it('lets an admin suspend another admin, whose admin calls then stop', async () => {
    const other = await newUser(t, { role: 'admin' });
    await onUser(t, admin, 'POST', other.user.id, '/suspend');
    expect((await t.call('GET', '/api/admin/users', { token: other.access_token })).status).toBe(401);
    await onUser(t, admin, 'POST', other.user.id, '/activate');
    expect((await t.call('GET', '/api/admin/users', { token: other.access_token })).status).toBe(200);
  });
});

describe('an admin acting on themself', () => {
  it('refuses to let an admin suspend themself', async () => {
    expectRefusal(
      await onUser(t, admin, 'POST', admin.user.id, '/suspend'),
      403,
      'cannotSuspendSelf',
      'You cannot suspend your own account',
    );
    expect(await meStatus(t, admin)).toBe(200);
  });

  it('refuses to let an admin demote themself, to any other role', async () => {
    for (const role of ['user', 'photographer']) {
      expectRefusal(
        await onUser(t, admin, 'PUT', admin.user.id, `/role?role=${role}`),
        403,
        'cannotDemoteSelf',
        'You cannot remove your own administrator role',
      );
    }
    expect((await onUser<AdminUser>(t, admin, 'PUT', admin.user.id, '/role?role=admin')).body.role).toBe('admin');
  });

  it('refuses to let an admin delete themself', async () => {
    expectRefusal(
      await onUser(t, admin, 'DELETE', admin.user.id),
      403,
      'cannotDeleteSelf',
      'You cannot delete your own account',
    );
    expect(await meStatus(t, admin)).toBe(200);
  });

  it('still lets an admin verify and rename themself', async () => {
    expect((await onUser(t, admin, 'POST', admin.user.id, '/verify')).body.verified).toBe(true);
    expect((await onUser(t, admin, 'PUT', admin.user.id, '', { username: `${admin.user.username}_x` })).status).toBe(
      200,
    );
  });

  it('answers the refusal in Nepali when the reader prefers it', async () => {
    const reply = await t.call('DELETE', `/api/admin/users/${admin.user.id}`, {
      token: admin.access_token,
      headers: { 'accept-language': 'ne' },
    });
    expect(reply.body).toEqual({ detail: 'तपाईं आफ्नै खाता मेटाउन सक्नुहुन्न', code: 'cannotDeleteSelf' });
  });
});

describe('the last active admin', () => {
  it('keeps one admin able to act when two admins demote each other at the same moment', async () => {
    const [one, two] = [await newUser(t, { role: 'admin' }), await newUser(t, { role: 'admin' })];
    await withOnlyActiveAdmins([one, two], async () => {
      const replies = await Promise.all([
        onUser(t, one, 'PUT', two.user.id, '/role?role=user'),
        onUser(t, two, 'PUT', one.user.id, '/role?role=user'),
      ]);
      expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
      // The other was demoted first, which ended its session (401), or was refused as the last admin (409).
      expect([401, 409]).toContain(replies.find((reply) => reply.status !== 200)?.status);
      expect(await activeAdmins()).toHaveLength(1);
    });
  });

  it('refuses to demote, suspend or delete the last active admin, for an admin whose own powers went while the request was under way', async () => {
    const [stale, last] = [await newUser(t, { role: 'admin' }), await newUser(t, { role: 'admin' })];
    await withOnlyActiveAdmins([stale, last], async () => {
      // The request authenticated `stale` as an admin; then, before its change, `stale` was demoted.
      const authenticated = await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', stale.user.id)
        .executeTakeFirstOrThrow();
      await onUser(t, last, 'PUT', stale.user.id, '/role?role=user');
      const handle = createDb(t.storage.database.url);
      try {
        const { adminUsers } = createServices(
          t.config,
          handle,
          resolveJwtSecret(t.config),
          t.app.log,
          {
            bus: new InProcessEventBus(() => undefined),
            rateLimits: createRateLimitStore(handle, undefined, () => undefined),
          },
          { fetch },
        );
        const refusal = {
          code: 'lastAdmin',
          message: 'The last active administrator cannot be demoted, suspended or deleted',
        };
        await expect(adminUsers.setRole(authenticated, { id: last.user.id, role: 'user' })).rejects.toMatchObject(
          refusal,
        );
        await expect(adminUsers.suspend(authenticated, last.user.id)).rejects.toMatchObject(refusal);
        await expect(adminUsers.remove(authenticated, last.user.id)).rejects.toMatchObject(refusal);
        expect(await activeAdmins()).toEqual([last.user.id]);
      } finally {
        await handle.close();
      }
    });
  });

  it('counts only active admins: a suspended admin may be demoted or deleted while one other is active', async () => {
    const dormant = await newUser(t, { role: 'admin' });
    await onUser(t, admin, 'POST', dormant.user.id, '/suspend');
    expect((await onUser(t, admin, 'PUT', dormant.user.id, '/role?role=user')).status).toBe(200);
    expect((await onUser(t, admin, 'DELETE', dormant.user.id)).status).toBe(200);
    expect(await activeAdmins()).toContain(admin.user.id);
  });
});
