import { newId, nowIso } from '@tasbir/db';
import type { Session } from '@tasbir/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameSkeleton } from '../src/domains/auth/usernameSkeleton.js';
import { newUser } from './factories.js';
import { restartTestApp, startTestApp, type TestApp } from './harness.js';

/** Look-alike usernames in another case (issue 21, item 8): the skeleton is taken of the case-folded name. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let sequence = 0;
const email = () => `folding${(sequence += 1)}${Date.now().toString(36)}@example.com`;
const register = (username: string) =>
  t.call<Session>('POST', '/api/register', { body: { username, email: email(), password: 'long enough 1' } });
const taken = { status: 409, body: { detail: 'Username already taken', code: 'usernameTaken' } };

describe('a look-alike of a taken username in another case', () => {
  it('is refused: Greek capital alpha, mixed scripts, fullwidth', async () => {
    if (!(await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst()))
      await newUser(t, { username: 'admin' });
    for (const username of ['ΑDMIN', 'ADMIN', 'аdmin', 'Аdmіn', 'ＡＤＭＩＮ', 'adMIN'])
      expect(await register(username), username).toMatchObject(taken);
    expect(
      (await t.db.selectFrom('users').select('id').where('username', 'in', ['ΑDMIN', 'Аdmіn', 'ＡＤＭＩＮ']).execute())
        .length,
    ).toBe(0);
  });

  it('is refused in capitals of another script', async () => {
    await newUser(t, { username: 'bob_ktm' });
    expect(await register('ВОВ_КТМ')).toMatchObject(taken); // Cyrillic capitals
    expect(await register('ΒΟΒ_ΚΤΜ')).toMatchObject(taken); // Greek capitals
  });
});

describe('skeletons stored the old way', () => {
  it('are cleared by migration 0020 and taken again at start, the older look-alike keeping its own', async () => {
    const insert = async (username: string, skeleton: string) => {
      const id = newId();
      await t.db
        .insertInto('users')
        .values({
          id,
          username,
          email: email(),
          password_hash: 'x',
          role: 'user',
          created_at: nowIso(),
          updated_at: nowIso(),
          username_skeleton: skeleton,
        })
        .execute();
      return id;
    };
    // Both held a key under the old rule, which did not fold case first.
    const older = await insert('sitaram_np', 'sitararn_np');
    const younger = await insert('ЅΙΤΑRΑΜ_NP', 'slτarаrn_np');
    await sql`update users set username_skeleton = null where username_skeleton is not null`.execute(t.db);
    t = await restartTestApp(t);
    const keyOf = async (id: string) =>
      (await t.db.selectFrom('users').select('username_skeleton').where('id', '=', id).executeTakeFirstOrThrow())
        .username_skeleton;
    expect(await keyOf(older)).toBe(usernameSkeleton('sitaram_np'));
    expect(await keyOf(younger)).toBeNull();
    expect(await register('SITARAM_NP')).toMatchObject(taken);
  });
});
