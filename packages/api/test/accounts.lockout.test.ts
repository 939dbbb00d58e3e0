import type { Session } from '@tasbir/shared';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestResetToken } from './accounts.fixtures.js';
import { newUser, type NewUser } from './factories.js';
import { nextIp, startTestApp, testJwtSecret, type TestApp } from './harness.js';

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): guesses against
 * an account are slowed, yet nobody can lock its owner out. A sign-in answers a device token; a
 * sign-in that brings one back for the account skips the account's waits, with a limit of its own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Refusal = { code: string; params: { retry_after: number } };
type Body = Session & { device_token?: string } & Partial<Refusal>;

const login = (email: string, password: string, device_token?: string) =>
  t.call<Body>('POST', '/api/login', {
    ip: nextIp(),
    body: { email, password, ...(device_token === undefined ? {} : { device_token }) },
  });

/** Signs in once, as the owner's browser did before the attack, and keeps the device token. */
async function deviceTokenOf(account: NewUser): Promise<string> {
  const reply = await login(account.email, account.password);
  expect(reply.status).toBe(200);
  expect(reply.body.device_token).toEqual(expect.any(String));
  return reply.body.device_token ?? '';
}

/** Wrong passwords from as many addresses: each is 401 while guesses are let through, 429 while the account waits. */
async function attack(email: string, guesses: number): Promise<void> {
  for (let i = 0; i < guesses; i += 1) expect([401, 429]).toContain((await login(email, `guess number ${i}`)).status);
}

const expectWait = (reply: { status: number; headers: Record<string, unknown>; body: Body }) => {
  expect(reply.status).toBe(429);
  const seconds = Number(reply.headers['retry-after']);
  expect(seconds).toBe(reply.body.params?.retry_after);
  return seconds;
};

describe('signing in with a device token', () => {
  it('answers a device token with every sign-in, over REST and tRPC', async () => {
    const account = await newUser(t);
    expect((await deviceTokenOf(account)).split('.')).toHaveLength(3);
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { email: account.email, password: account.password },
      remoteAddress: nextIp(),
    });
    expect(trpc.json()).toMatchObject({ result: { data: { device_token: expect.any(String) } } });
  });

  it('leaves the owner able to sign in at once after an attacker’s 100 failures from many addresses', async () => {
    const owner = await newUser(t);
    const deviceToken = await deviceTokenOf(owner);
    await attack(owner.email, 100);
    expect((await login(owner.email, owner.password, deviceToken)).status).toBe(200);
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { email: owner.email, password: owner.password, device_token: deviceToken },
      remoteAddress: nextIp(),
    });
    expect(trpc.statusCode).toBe(200);
  });

  it('makes a sign-in without one wait, with Retry-After, rather than meet a wall', async () => {
    const owner = await newUser(t);
    await attack(owner.email, 100);
    const seconds = expectWait(await login(owner.email, owner.password));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  });

  it('makes each further failure without one wait longer', async () => {
    const account = await newUser(t);
    for (let i = 0; i < 25; i += 1) expect((await login(account.email, `guess number ${i}`)).status).toBe(401);
    const first = expectWait(await login(account.email, account.password));
    await new Promise((resolve) => setTimeout(resolve, first * 1000 + 100));
    expect((await login(account.email, 'one more guess')).status).toBe(401);
    expect(expectWait(await login(account.email, account.password))).toBeGreaterThan(first);
  });

  it('counts failures, not sign-ins: the owner signs in many times in a row', async () => {
    const account = await newUser(t);
    for (let i = 0; i < 30; i += 1) expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('gives no exemption for a device token of another account, or a forged one', async () => {
    const owner = await newUser(t);
    const other = await newUser(t);
    const othersToken = await deviceTokenOf(other);
    const ownToken = await deviceTokenOf(owner);
    await attack(owner.email, 30);
    const [header = '', payload = ''] = ownToken.split('.');
    const forgedClaims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const wrongKey = await new SignJWT(forgedClaims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
    const sameSecretAsAccessTokens = await new SignJWT(forgedClaims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(testJwtSecret));
    for (const token of [othersToken, wrongKey, sameSecretAsAccessTokens, `${header}.${payload}.`, 'not a token']) {
      expectWait(await login(owner.email, owner.password, token));
    }
  });

  it('refuses a device token as an access token', async () => {
    const account = await newUser(t);
    const deviceToken = await deviceTokenOf(account);
    expect(await t.call('GET', '/api/me', { token: deviceToken })).toMatchObject({
      status: 401,
      body: { code: 'invalidToken' },
    });
  });

  it('holds a device to 10 failures in 5 minutes, then that device waits too, and no other', async () => {
    const account = await newUser(t);
    const lost = await deviceTokenOf(account);
    const kept = await deviceTokenOf(account);
    for (let i = 0; i < 10; i += 1) expect((await login(account.email, `guess number ${i}`, lost)).status).toBe(401);
    const seconds = expectWait(await login(account.email, account.password, lost));
    expect(seconds).toBeLessThanOrEqual(5 * 60);
    expect((await login(account.email, account.password, kept)).status).toBe(200);
    // The device's failures are its own: the account has not started to wait.
    expect((await login(account.email, account.password)).status).toBe(200);
  });
});

describe('a password reset', () => {
  it('ends the account’s waits', async () => {
    const owner = await newUser(t);
    await attack(owner.email, 40);
    expectWait(await login(owner.email, owner.password));
    const token = await requestResetToken(t, owner.email);
    expect(
      (await t.call('POST', '/api/reset-password', { body: { token, password: 'a fresh start 2024' } })).status,
    ).toBe(200);
    expect((await login(owner.email, 'a fresh start 2024')).status).toBe(200);
  });
});
