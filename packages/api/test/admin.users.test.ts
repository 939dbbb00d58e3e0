import type { AdminUser, CurrentSubscription, DirectoryItem, UploadStats } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, onUser } from './admin.fixtures.js';
import { creditsOf, expectLedgerAddsUp } from './economy.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let admin: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await newUser(t, { role: 'admin' });
});
afterEach(() => expectLedgerAddsUp(t));
afterAll(() => t.close());

const list = (query: string) => t.call<AdminUser[]>('GET', `/api/admin/users${query}`, { token: admin.access_token });

describe('the list of accounts', () => {
  it('shows every account newest first, with a photographer’s figures and null for other roles', async () => {
    const fan = await newUser(t);
    const photographer = await newPhotographer(t, { city: 'Pokhara', district: 'Kaski' });
    const reply = await list('?limit=2');
    expect(reply.status).toBe(200);
    expect(reply.body.map((user) => user.id)).toEqual([photographer.user.id, fan.user.id]);
    expect(reply.body[0]).toEqual({
      id: photographer.user.id,
      username: photographer.user.username,
      email: photographer.email,
      role: 'photographer',
      verified: false,
      suspended: false,
      subscription_plan: 'free',
      subscription_expires_at: null,
      credits: 0,
      location: 'Pokhara, Kaski',
      city: 'Pokhara',
      district: 'Kaski',
      rating: 0,
      photo_count: 0,
      reel_count: 0,
      total_gifts_received: 0,
      created_at: expect.any(String),
    });
    expect(reply.body[1]).toMatchObject({
      role: 'user',
      rating: null,
      photo_count: null,
      reel_count: null,
      total_gifts_received: null,
    });
  });

  it('pages with the cursor in X-Next-Cursor until every account has been shown once', async () => {
    for (let i = 0; i < 3; i += 1) await newUser(t);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.body.map((user) => user.id));
      const next = page.headers['x-next-cursor'];
      cursor = typeof next === 'string' ? next : undefined;
    } while (cursor);
    const all = await t.db.selectFrom('users').select('id').orderBy('id', 'desc').execute();
    expect(seen).toEqual(all.map((row) => row.id));
  });

  it('finds accounts by part of the username or email, in any case, with wildcards taken literally', async () => {
    const asha = await newUser(t, { username: 'Asha_Lama', email: 'asha.lama@mountain.example' });
    const other = await newUser(t, { username: 'AshaXLama', email: 'other@valley.example' });
    expect((await list('?search=asha_l')).body.map((user) => user.id)).toEqual([asha.user.id]);
    expect((await list('?search=MOUNTAIN.EXAMPLE')).body.map((user) => user.id)).toEqual([asha.user.id]);
    expect((await list('?search=ashaxlama')).body.map((user) => user.id)).toEqual([other.user.id]);
    expect((await list('?search=%25')).body).toEqual([]);
  });

  it('refuses a search over 100 characters and a cursor it did not make', async () => {
    const long = await list(`?search=${'a'.repeat(101)}`);
    expect({ status: long.status, body: long.body }).toEqual({
      status: 400,
      body: {
        detail: 'search must be at most 100 characters.',
        code: 'fieldTooLong',
        params: { field: 'search', max: 100 },
      },
    });
    expect((await list('?cursor=not-a-cursor')).body).toMatchObject({ code: 'cursorInvalid' });
  });
});

describe('verifying an account', () => {
  it('marks it verified, shows the mark on the directory card, and takes it away again', async () => {
    const photographer = await newPhotographer(t);
    const verified = await onUser(t, admin, 'POST', photographer.user.id, '/verify');
    expect(verified.body).toMatchObject({ id: photographer.user.id, verified: true });
    expect((await t.call<DirectoryItem>('GET', `/api/photographers/${photographer.user.id}`)).body.verified).toBe(true);
    expect((await onUser(t, admin, 'POST', photographer.user.id, '/unverify')).body.verified).toBe(false);
    expect((await t.call<DirectoryItem>('GET', `/api/photographers/${photographer.user.id}`)).body.verified).toBe(
      false,
    );
  });

  it('answers 404 with its sentence for an account that does not exist', async () => {
    expectRefusal(await onUser(t, admin, 'POST', 'no-such-user', '/verify'), 404, 'userNotFound', 'User not found');
  });
});

describe('renaming an account', () => {
  it('takes a new username by the registration rule, which then signs the account’s work', async () => {
    const fan = await newUser(t);
    const renamed = await onUser(t, admin, 'PUT', fan.user.id, '', { username: '  Sita.Rai-2 ' });
    expect(renamed.body).toMatchObject({ username: 'Sita.Rai-2' });
    expect((await t.call<{ username: string }>('GET', '/api/me', { token: fan.access_token })).body.username).toBe(
      'Sita.Rai-2',
    );
  });

  it('refuses an empty name, a name the registration rule refuses, the same name and a taken one, and keeps the old name', async () => {
    const fan = await newUser(t, { username: 'keeps_name' });
    await newUser(t, { username: 'Taken_Name' });
    const refusals = [
      [{}, 400, 'usernameRequired', 'Username is required'],
      [{ username: '   ' }, 400, 'usernameRequired', 'Username is required'],
      [
        { username: 'ab' },
        400,
        'usernameInvalid',
        'Username must be 3 to 30 letters, digits, dots, dashes or underscores',
      ],
      [
        { username: 'has space' },
        400,
        'usernameInvalid',
        'Username must be 3 to 30 letters, digits, dots, dashes or underscores',
      ],
      [{ username: 'keeps_name' }, 400, 'usernameUnchanged', 'The new username is the same as the current one'],
      [{ username: 'taken_name' }, 409, 'usernameTaken', 'Username already taken'],
    ] as const;
    for (const [body, status, code, detail] of refusals)
      expectRefusal(await onUser(t, admin, 'PUT', fan.user.id, '', body), status, code, detail);
    expect(
      (await t.db.selectFrom('users').select('username').where('id', '=', fan.user.id).executeTakeFirstOrThrow())
        .username,
    ).toBe('keeps_name');
  });
});

describe('changing a role', () => {
  it('makes a user a photographer, who is listed in the directory, and back', async () => {
    const fan = await newUser(t);
    expect((await onUser(t, admin, 'PUT', fan.user.id, '/role?role=photographer')).body).toMatchObject({
      role: 'photographer',
      photo_count: 0,
    });
    expect((await t.call('GET', `/api/photographers/${fan.user.id}`)).status).toBe(200);
    expect((await onUser(t, admin, 'PUT', fan.user.id, '/role?role=user')).body.role).toBe('user');
    expect((await t.call('GET', `/api/photographers/${fan.user.id}`)).status).toBe(404);
  });

  it('makes another account an admin, who may then act as one', async () => {
    const fan = await newUser(t);
    await onUser(t, admin, 'PUT', fan.user.id, '/role?role=admin');
    expect((await t.call('GET', '/api/admin/users', { token: fan.access_token })).status).toBe(200);
  });

  it('refuses a role that does not exist', async () => {
    const fan = await newUser(t);
    expectRefusal(
      await onUser(t, admin, 'PUT', fan.user.id, '/role?role=owner'),
      400,
      'adminRoleInvalid',
      'Role must be user, photographer or admin',
    );
    expectRefusal(
      await onUser(t, admin, 'PUT', fan.user.id, '/role'),
      400,
      'adminRoleInvalid',
      'Role must be user, photographer or admin',
    );
  });
});

describe('setting a plan', () => {
  it('runs a paid plan 30 days from now, so uploads follow it, and free ends it', async () => {
    const photographer = await newPhotographer(t);
    const set = await onUser(t, admin, 'PUT', photographer.user.id, '/subscription?plan=gold');
    expect(set.body).toMatchObject({ subscription_plan: 'gold', subscription_expires_at: expect.any(String) });
    const current = await t.call<CurrentSubscription>('GET', '/api/subscription/current', {
      token: photographer.access_token,
    });
    expect(current.body).toMatchObject({ current_plan: 'gold', days_remaining: 30 });
    expect(
      (await t.call<UploadStats>('GET', '/api/upload-stats', { token: photographer.access_token })).body,
    ).toMatchObject({ plan: 'gold', photos: { limit: 15 } });
    expect((await onUser(t, admin, 'PUT', photographer.user.id, '/subscription?plan=free')).body).toMatchObject({
      subscription_plan: 'free',
      subscription_expires_at: null,
    });
    expect(
      (await t.call<CurrentSubscription>('GET', '/api/subscription/current', { token: photographer.access_token })).body
        .current_plan,
    ).toBe('free');
  });

  it('refuses a plan that is not in the plan table', async () => {
    const fan = await newUser(t);
    expectRefusal(
      await onUser(t, admin, 'PUT', fan.user.id, '/subscription?plan=platinum'),
      400,
      'planInvalid',
      'Plan must be free, silver, gold, diamond or royal',
    );
  });
});

describe('granting credits', () => {
  it('adds the credits to the balance with a minted ledger row, grant after grant', async () => {
    const fan = await newUser(t);
    expect((await onUser(t, admin, 'POST', fan.user.id, '/credits?credits=250')).body.credits).toBe(250);
    expect((await onUser(t, admin, 'POST', fan.user.id, '/credits?credits=100000')).body.credits).toBe(100_250);
    const ledger = await t.db
      .selectFrom('credit_ledger')
      .select(['delta', 'reason'])
      .where('account', '=', fan.user.id)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { delta: 250, reason: 'admin_grant' },
      { delta: 100_000, reason: 'admin_grant' },
    ]);
    expect((await t.call<{ credits: number }>('GET', '/api/me', { token: fan.access_token })).body.credits).toBe(
      100_250,
    );
  });

  it('refuses 0, a negative number, a fraction, too many, nothing and what is not a number, and changes nothing', async () => {
    const fan = await newUser(t);
    for (const query of [
      '?credits=0',
      '?credits=-5',
      '?credits=2.5',
      '?credits=100001',
      '',
      '?credits=',
      '?credits=abc',
      '?credits=1e9',
    ]) {
      expectRefusal(
        await onUser(t, admin, 'POST', fan.user.id, `/credits${query}`),
        400,
        'adminCreditsInvalid',
        'Credits must be a whole number from 1 to 100,000',
      );
    }
    expect(await creditsOf(t, fan.user.id)).toBe(0);
    expect(await t.db.selectFrom('credit_ledger').select('id').where('account', '=', fan.user.id).execute()).toEqual(
      [],
    );
  });

  it('answers 404 for an account that does not exist, minting nothing', async () => {
    expectRefusal(
      await onUser(t, admin, 'POST', 'no-such-user', '/credits?credits=10'),
      404,
      'userNotFound',
      'User not found',
    );
    expect(
      await t.db
        .selectFrom('credit_ledger')
        .select('id')
        .where('reason', '=', 'admin_grant')
        .where('account', '=', 'no-such-user')
        .execute(),
    ).toEqual([]);
  });
});
