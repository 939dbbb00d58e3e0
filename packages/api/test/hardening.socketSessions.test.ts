import type { Role } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountDeletionRepository } from '../src/domains/adminUsers/deletionRepository.js';
import { keepOneActiveAdmin } from '../src/domains/adminUsers/rules.js';
import { appProcedures } from './appProcedures.js';
import { listening } from './chat.fixtures.js';
import { newResetToken, newUser, type NewUser } from './factories.js';
import { expectations, type Caller } from './hardening.access.fixtures.js';
import { accountOf, objectKinds } from './hardening.access.objects.js';
import { startTestApp, type TestApp } from './harness.js';
import { openTrpcSocket, type SocketAnswer, type TrpcSocket } from './trpcSocket.fixtures.js';

/**
 * Issue 21, item 1: an account whose session ends (suspended, deleted, its role changed, its
 * password reset) can do nothing more over a tRPC WebSocket it opened before: every call on the
 * socket checks the account again, and the socket closes (4001). The mutations come from the
 * router, as in the access sweep: each one the account's role may call, with an input that would
 * have succeeded, is refused.
 */
let t: TestApp;
let base: string;
let admin: NewUser;
beforeAll(async () => {
  // With the browser tests' call there too, so that it is swept as well.
  t = await startTestApp({ ENABLE_TEST_ROUTES: '1' });
  base = await listening(t);
  admin = await newUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const mutations = appProcedures.filter((procedure) => procedure.type === 'mutation');
const roles: readonly Role[] = ['user', 'photographer', 'admin'];

/**
 * Registration, sign-in, the password reset and a client's calls on a gallery's link act on no
 * account (they never ask who is signed in): nobody's socket makes them anyone's.
 */
const linkCalls = new Set(
  mutations
    .filter((mutation) => mutation.path.startsWith('galleryVisits.') && mutation.meta?.signedIn !== true)
    .map(({ path }) => path),
);
const actsAsNobody = (path: string) => expectations[path]?.own.includes('visitor') === true || linkCalls.has(path);

/** The mutations an account of `role` may call on its own objects, each with an input that would succeed. */
async function sweepFor(account: NewUser, role: Role) {
  const caller: Caller = role;
  const allowed = mutations.filter(({ path }) => !actsAsNobody(path) && expectations[path]?.own.includes(caller));
  // One object at a time: objects of one account can change what the account makes next (a booking policy).
  const sweep = [];
  for (const { path } of allowed) {
    const expectation = expectations[path];
    const made = expectation?.object ? await objectKinds[expectation.object].make(t, account) : undefined;
    const input = await expectation?.input?.(t, { caller: account, id: made?.id ?? '' });
    sweep.push({ type: 'mutation' as const, path, input });
  }
  return sweep;
}

type EndOfSession = 'suspended' | 'deleted' | 'demoted' | 'password reset';
const endsOfSession: readonly EndOfSession[] = ['suspended', 'deleted', 'demoted', 'password reset'];
const anotherRole = (role: Role): Role => (role === 'user' ? 'photographer' : 'user');

/** The account's state as each event leaves it, written straight to the database: no event reaches the socket. */
async function endSilently(account: NewUser, how: EndOfSession): Promise<void> {
  const users = t.db.updateTable('users').where('id', '=', account.user.id);
  if (how === 'suspended') await users.set({ suspended: 1 }).execute();
  if (how === 'deleted')
    await new AccountDeletionRepository(t.db).remove(account.user.id, admin.user.id, keepOneActiveAdmin, new Date());
  if (how === 'demoted')
    await users
      .set((eb) => ({ role: anotherRole(account.user.role), token_version: eb('token_version', '+', 1) }))
      .execute();
  if (how === 'password reset') await users.set((eb) => ({ token_version: eb('token_version', '+', 1) })).execute();
}

/** The same events as the product makes them: an admin's action, or the owner's reset link. */
async function endThroughTheApi(account: NewUser, how: EndOfSession): Promise<void> {
  const id = account.user.id;
  const asAdmin = { token: admin.access_token };
  const answers = {
    suspended: () => t.call('POST', `/api/admin/users/${id}/suspend`, asAdmin),
    deleted: () => t.call('DELETE', `/api/admin/users/${id}`, asAdmin),
    demoted: () => t.call('PUT', `/api/admin/users/${id}/role?role=${anotherRole(account.user.role)}`, asAdmin),
    'password reset': async () => {
      const token = await newResetToken(t, id);
      return t.call('POST', '/api/reset-password', { body: { token, password: 'a brand new secret' } });
    },
  };
  const reply = await answers[how]();
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

/** An open socket of a fresh account of `role`, shown to work before anything happens. */
async function openAs(role: Role): Promise<{ account: NewUser; socket: TrpcSocket }> {
  const account = await accountOf(t, role);
  const socket = await openTrpcSocket(base, account.access_token);
  expect(await socket.call('query', 'auth.me', undefined)).toMatchObject({ ok: true, data: { id: account.user.id } });
  return { account, socket };
}

const refusedForTheSession = (answer: SocketAnswer) =>
  !answer.ok &&
  'status' in answer &&
  answer.status === 401 &&
  ['accountSuspended', 'invalidToken'].includes(answer.errorCode ?? '');

const cases = endsOfSession.flatMap((how) => roles.map((role) => ({ how, role })));

describe('a tRPC socket opened before the session ended', () => {
  it("sweeps every mutation the router has but registration, sign-in, the password reset and a gallery link's calls", () => {
    expect(
      mutations
        .filter(({ path }) => actsAsNobody(path))
        .map(({ path }) => path)
        .sort(),
    ).toEqual([
      'auth.forgotPassword',
      'auth.login',
      'auth.register',
      'auth.resetPassword',
      'galleryVisits.addVisitor',
      'galleryVisits.checkDownload',
      'galleryVisits.pick',
      'galleryVisits.sendSelection',
      'galleryVisits.unlock',
      'galleryVisits.unpick',
    ]);
    expect(mutations.length).toBeGreaterThan(40);
  });

  it.each(cases)(
    'refuses every mutation a $role may call once the account is $how, checked on each call',
    async ({ how, role }) => {
      const { account, socket } = await openAs(role);
      try {
        const sweep = await sweepFor(account, role);
        expect(sweep.length).toBeGreaterThan(role === 'admin' ? 20 : 10);
        await endSilently(account, how);
        const answers = await socket.callAll(sweep);
        const notRefused = sweep.flatMap(({ path }, index) => {
          const answer = answers[index];
          return answer && refusedForTheSession(answer) ? [] : [`${path}: ${JSON.stringify(answer)}`];
        });
        expect(notRefused).toEqual([]);
        // A refusal for the session closes the socket too, though no event told it.
        expect(await socket.closed).toBe(4001);
      } finally {
        socket.close();
      }
    },
  );

  it.each(cases)('closes at once when a $role is $how, and nothing sent after succeeds', async ({ how, role }) => {
    const { account, socket } = await openAs(role);
    try {
      await endThroughTheApi(account, how);
      const sent = mutations
        .filter(({ path }) => !actsAsNobody(path))
        .map(({ path }) => ({ type: 'mutation' as const, path, input: {} }));
      const answers = await socket.callAll(sent);
      const notRefused = sent.flatMap(({ path }, index) => {
        const answer = answers[index];
        return answer && (refusedForTheSession(answer) || ('closed' in answer && answer.closed))
          ? []
          : [`${path}: ${JSON.stringify(answer)}`];
      });
      expect(notRefused).toEqual([]);
      expect(await socket.closed).toBe(4001);
    } finally {
      socket.close();
    }
  });

  it('keeps the socket of an account whose session goes on: verified, and made an admin', async () => {
    const { account, socket } = await openAs('user');
    try {
      await t.call('POST', `/api/admin/users/${account.user.id}/verify`, { token: admin.access_token });
      await t.call('PUT', `/api/admin/users/${account.user.id}/role?role=admin`, { token: admin.access_token });
      const outcome = await Promise.race([
        socket.closed.then(() => 'closed'),
        new Promise((resolve) => setTimeout(() => resolve('open'), 300)),
      ]);
      expect(outcome).toBe('open');
      expect(await socket.call('mutation', 'auth.updateProfile', { bio: 'Still here' })).toMatchObject({ ok: true });
    } finally {
      socket.close();
    }
  });
});
