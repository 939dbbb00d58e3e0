import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@tasbir/shared';
import { AuthRepository } from '../src/domains/auth/repository.js';
import { onUser } from './admin.fixtures.js';
import { newResetToken, newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

// The caller's row kept per token version (docs/decisions/024-viewer-rows.md): read once on
// PostgreSQL, where every change is heard; at every request on SQLite. Either way, no answer comes
// from a row a committed write changed, whoever wrote it.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const onPostgres = process.env.TEST_DATABASE_URL !== undefined;
const me = (token: string) => t.call<User>('GET', '/api/me', { token });

describe("the caller's row", () => {
  it('is read once for many calls on PostgreSQL, and at every call on SQLite', async () => {
    const user = await newUser(t);
    await me(user.access_token);
    const reads = vi.spyOn(AuthRepository.prototype, 'findUserById');
    for (let call = 0; call < 3; call += 1) expect((await me(user.access_token)).status).toBe(200);
    expect(reads.mock.calls.filter(([id]) => id === user.user.id)).toHaveLength(onPostgres ? 0 : 3);
  });

  it('refuses an account suspended straight in the database at its next call', async () => {
    const user = await newUser(t);
    expect((await me(user.access_token)).status).toBe(200);
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', user.user.id).execute();
    expect(await me(user.access_token)).toMatchObject({ status: 401, body: { code: 'accountSuspended' } });
  });

  it('refuses an account an admin suspended at its next call', async () => {
    const [user, admin] = [await newUser(t), await newUser(t, { role: 'admin' })];
    expect((await me(user.access_token)).status).toBe(200);
    expect((await onUser(t, admin, 'POST', user.user.id, '/suspend')).status).toBe(200);
    expect(await me(user.access_token)).toMatchObject({ status: 401, body: { code: 'accountSuspended' } });
  });

  it('answers with what a profile edit wrote', async () => {
    const user = await newUser(t);
    expect((await me(user.access_token)).body.bio).toBeFalsy();
    const edited = await t.call('PUT', '/api/profile', { token: user.access_token, body: { bio: 'Fresh words.' } });
    expect(edited.status).toBe(200);
    expect((await me(user.access_token)).body.bio).toBe('Fresh words.');
  });

  it('refuses the token of before a password reset, and takes the one of after', async () => {
    const user = await newUser(t);
    expect((await me(user.access_token)).status).toBe(200);
    const token = await newResetToken(t, user.user.id);
    const password = 'a fresh start 2024';
    expect((await t.call('POST', '/api/reset-password', { body: { token, password } })).status).toBe(200);
    expect(await me(user.access_token)).toMatchObject({ status: 401, body: { code: 'invalidToken' } });
    const login = await t.call<{ access_token: string }>('POST', '/api/login', {
      body: { email: user.email, password },
    });
    expect(login.status).toBe(200);
    expect((await me(login.body.access_token)).status).toBe(200);
  });
});
