import { newId, nowIso } from '@tasbir/db';
import type { Session, User } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onUser } from './admin.fixtures.js';
import { newUser, registerUser } from './factories.js';
import { restartTestApp, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let sequence = 0;
const email = () => `lookalike${(sequence += 1)}${Date.now().toString(36)}@example.com`;
const register = (username: string) =>
  t.call<Session>('POST', '/api/register', { body: { username, email: email(), password: 'long enough 1' } });
const taken = { status: 409, body: { detail: 'Username already taken', code: 'usernameTaken' } };
const usersNamed = async (username: string) =>
  (await t.db.selectFrom('users').select('id').where('username', '=', username).execute()).length;

describe('a username that only looks like a taken one (Unicode TR39 skeletons)', () => {
  it('is refused at registration with the taken-name answer, and no account is made', async () => {
    await newUser(t, { username: 'paul_thapa' });
    expect(await register('pаul_thapa')).toMatchObject(taken); // Cyrillic а
    expect(await register('раul_thара')).toMatchObject(taken); // Cyrillic р and а
    expect(await register('PAUL_THAPA')).toMatchObject(taken);
    expect(await usersNamed('pаul_thapa')).toBe(0);
  });

  it('is refused for Greek omicron, fullwidth letters and the digits 0 and 1 the table likens to O and l', async () => {
    await newUser(t, { username: 'photo.ktm' });
    await newUser(t, { username: 'ramlal' });
    await newUser(t, { username: 'bobo_np' });
    expect(await register('phοtο.ktm')).toMatchObject(taken); // Greek ο
    expect(await register('ｒａｍｌａｌ')).toMatchObject(taken);
    expect(await register('ram1al')).toMatchObject(taken);
    expect(await register('ramIal')).toMatchObject(taken); // a capital I
    expect(await register('bob0_np')).toMatchObject(taken);
  });

  it('still lets different names register, Devanagari ones among them', async () => {
    for (const username of ['रमन', 'नमन', 'कमल', 'sita_np', 'gita_np'])
      expect((await register(username)).status, username).toBe(200);
  });

  it('is refused when two registrations race for look-alikes: the database decides, one account is made', async () => {
    const [latin, cyrillic] = await Promise.all([register('race_oscar'), register('race_оsсаr')]);
    expect([latin.status, cyrillic.status].sort()).toEqual([200, 409]);
    expect((await usersNamed('race_oscar')) + (await usersNamed('race_оsсаr'))).toBe(1);
  });

  it('is refused as a new name in the profile, while a look-alike of one’s own name is allowed', async () => {
    await newUser(t, { username: 'hari_studio' });
    const someone = await registerUser(t, { username: 'dipak_np' });
    const update = (username: string) =>
      t.call<User>('PUT', '/api/profile', { token: someone.access_token, body: { username } });
    expect(await update('hаri_studio')).toMatchObject(taken);
    expect((await update('dipak_NP')).body.username).toBe('dipak_NP');
    expect((await update('dipаk_np')).body.username).toBe('dipаk_np');
    expect(await register('dipak_np')).toMatchObject(taken);
  });

  it('is refused when an admin renames an account to it, and the old name stays', async () => {
    const admin = await newUser(t, { role: 'admin' });
    await newUser(t, { username: 'sunita_k' });
    const fan = await newUser(t, { username: 'fan_of_sunita' });
    expect(await onUser(t, admin, 'PUT', fan.user.id, '', { username: 'ѕunitа_k' })).toMatchObject(taken);
    expect(
      (await t.db.selectFrom('users').select('username').where('id', '=', fan.user.id).executeTakeFirstOrThrow())
        .username,
    ).toBe('fan_of_sunita');
  });
});

describe('accounts made before skeletons existed', () => {
  async function insertWithoutSkeleton(username: string): Promise<string> {
    const id = newId();
    const now = nowIso();
    await t.db
      .insertInto('users')
      .values({ id, username, email: email(), password_hash: 'x', role: 'user', created_at: now, updated_at: now })
      .execute();
    return id;
  }
  const skeletonOf = async (id: string) =>
    (await t.db.selectFrom('users').select('username_skeleton').where('id', '=', id).executeTakeFirstOrThrow())
      .username_skeleton;

  it('get theirs at start, the older of two look-alikes keeping it, and look-alikes of them are refused', async () => {
    const older = await insertWithoutSkeleton('old_kamal');
    const younger = await insertWithoutSkeleton('оld_kamal'); // Cyrillic о, registered before the check existed
    t = await restartTestApp(t);
    expect(await skeletonOf(older)).toBe('old_karnal');
    expect(await skeletonOf(younger)).toBeNull();
    expect(await register('0ld_kamal')).toMatchObject(taken);
  });
});
