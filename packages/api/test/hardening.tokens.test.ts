import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOpen, listening, openChatSocket } from './chat.fixtures.js';
import { newUser } from './factories.js';
import { startTestApp, testJwtSecret, type TestApp } from './harness.js';
import { badTokens, claimsOf, handmade, resetPasswordOf, signed, type Targets } from './hardening.tokens.fixtures.js';

type TrpcRefusal = { error?: { data?: { errorCode?: unknown; httpStatus?: unknown } } };

let t: TestApp;
let base: string;
let targets: Targets;
beforeAll(async () => {
  t = await startTestApp();
  base = await listening(t);
  const [victim, bystander, suspended, deleted, reset] = [
    await newUser(t),
    await newUser(t),
    await newUser(t),
    await newUser(t),
    await newUser(t),
  ];
  await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', suspended.user.id).execute();
  await t.db.deleteFrom('users').where('id', '=', deleted.user.id).execute();
  await resetPasswordOf(t, reset);
  targets = { victim, bystander, suspended, deleted, reset };
});
afterAll(() => t.close());

/** `GET /api/me` with this Authorization header: status and refusal code. */
async function restMe(authorization: string): Promise<{ status: number; code: unknown }> {
  const reply = await t.call<{ code?: unknown }>('GET', '/api/me', { headers: { authorization } });
  return { status: reply.status, code: reply.body.code };
}

/** `auth.me` over tRPC's HTTP endpoint with this Authorization header: status and refusal code. */
async function trpcMe(authorization: string): Promise<{ status: number; code: unknown }> {
  const response = await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { authorization } });
  const body: TrpcRefusal = response.json();
  return { status: response.statusCode, code: body.error?.data?.errorCode };
}

describe('the victim’s own token (the control: without it every refusal below would pass vacuously)', () => {
  it('signs in on GET /api/me, on tRPC auth.me and on the chat socket', async () => {
    const { victim } = targets;
    const rest = await t.call<{ id?: unknown }>('GET', '/api/me', { token: victim.access_token });
    expect(rest).toMatchObject({ status: 200, body: { id: victim.user.id } });
    expect((await trpcMe(`Bearer ${victim.access_token}`)).status).toBe(200);
    const socket = await openChatSocket(base, victim.user.id, victim.access_token);
    expect(isOpen(socket)).toBe(true);
    if (isOpen(socket)) await socket.close();
  });

  it('is matched by the corpus’s own forgeries when nothing is wrong with them', async () => {
    const { victim } = targets;
    expect((await restMe(`Bearer ${await signed(claimsOf(victim))}`)).status).toBe(200);
    expect((await restMe(`Bearer ${handmade({ alg: 'HS256', typ: 'JWT' }, claimsOf(victim))}`)).status).toBe(200);
  });

  it('reads the scheme case-insensitively and takes one or more spaces after it, as RFC 7235 has it', async () => {
    expect((await restMe(`bearer ${targets.victim.access_token}`)).status).toBe(200);
    expect((await restMe(`BEARER ${targets.victim.access_token}`)).status).toBe(200);
    expect((await restMe(`Bearer  ${targets.victim.access_token}`)).status).toBe(200);
  });
});

describe(`a corpus of ${badTokens.length} bad tokens and Authorization headers, each refused with 401`, () => {
  it.each(badTokens)('refuses $name on GET /api/me and on tRPC auth.me', async ({ authorization, refusal }) => {
    const header = await authorization(targets);
    expect(await restMe(header)).toEqual({ status: 401, code: refusal });
    expect(await trpcMe(header)).toEqual({ status: 401, code: refusal });
  });

  const onSocket = badTokens.filter((entry) => entry.socketToken);
  it.each(onSocket)('refuses $name on the chat socket before it opens', async ({ socketToken, name }) => {
    const token = await socketToken?.(targets);
    // The token is checked before the account in the address, so the victim's address fits every entry.
    const opened = await openChatSocket(base, targets.victim.user.id, token);
    if (isOpen(opened)) await opened.close();
    const refused = isOpen(opened) ? 101 : opened.refused;
    // An address past Node's 16 KB header limit is refused by the HTTP parser itself, before the app.
    expect(refused).toBe(name.includes('100 KB') ? 431 : 401);
  });

  it('refuses a 100 KB bearer header over real HTTP with 431, not a 500', async () => {
    const long = `Bearer ${'A'.repeat(100 * 1024)}`;
    const response = await fetch(`${base.replace('ws://', 'http://')}/api/me`, { headers: { authorization: long } });
    expect(response.status).toBe(431);
  });
});

describe('the role comes from the database, never from the token', () => {
  const forgedAdminClaim = async (account: Targets['victim']) =>
    new SignJWT({ ...claimsOf(account), role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(testJwtSecret));

  it('refuses an admin-only route to a user whose validly signed token says admin', async () => {
    const user = await newUser(t);
    const token = await forgedAdminClaim(user);
    expect(await t.call('GET', '/api/me', { token })).toMatchObject({ status: 200, body: { role: 'user' } });
    expect(await t.call('GET', '/api/admin/users', { token })).toMatchObject({
      status: 403,
      body: { code: 'onlyAdmins' },
    });
    const trpc = await t.app.inject({
      method: 'GET',
      url: '/trpc/adminUsers.list?input=%7B%7D',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(trpc.statusCode).toBe(403);
  });

  it('stops a demoted admin’s genuine token at the admin routes at once', async () => {
    const admin = await newUser(t, { role: 'admin' });
    expect((await t.call('GET', '/api/admin/users', { token: admin.access_token })).status).toBe(200);
    await t.db.updateTable('users').set({ role: 'user' }).where('id', '=', admin.user.id).execute();
    expect(await t.call('GET', '/api/admin/users', { token: admin.access_token })).toMatchObject({
      status: 403,
      body: { code: 'onlyAdmins' },
    });
  });
});
