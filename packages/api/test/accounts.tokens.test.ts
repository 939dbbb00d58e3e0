import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type NewUser } from './factories.js';
import { startTestApp, testJwtSecret, type TestApp } from './harness.js';

let t: TestApp;
let account: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  account = await registerUser(t);
});
afterAll(() => t.close());

const sign = (secret: string, claims: { sub: string; ver: number }, expiresAt: string | number = '1h') =>
  new SignJWT({ ver: claims.ver, role: 'user' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));

describe('bearer tokens on GET /api/me', () => {
  it('returns the user for a valid token', async () => {
    const reply = await t.call('GET', '/api/me', { token: account.access_token });
    expect(reply).toMatchObject({ status: 200, body: { id: account.user.id, credits: 0 } });
  });

  it('refuses a missing token with 401', async () => {
    expect(await t.call('GET', '/api/me')).toMatchObject({ status: 401, body: { detail: 'Please login to continue' } });
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await sign('another-secret-that-is-also-long-enough-000000', { sub: account.user.id, ver: 0 });
    expect(await t.call('GET', '/api/me', { token: forged })).toMatchObject({
      status: 401,
      body: { detail: 'Could not validate credentials' },
    });
  });

  it('refuses an unsigned token (alg none)', async () => {
    const unsigned = new UnsecuredJWT({ ver: 0, role: 'admin' })
      .setSubject(account.user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect((await t.call('GET', '/api/me', { token: unsigned })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const expired = await sign(testJwtSecret, { sub: account.user.id, ver: 0 }, Math.floor(Date.now() / 1000) - 60);
    expect((await t.call('GET', '/api/me', { token: expired })).status).toBe(401);
  });

  it('refuses a token without an expiry', async () => {
    const endless = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .sign(new TextEncoder().encode(testJwtSecret));
    expect((await t.call('GET', '/api/me', { token: endless })).status).toBe(401);
  });

  it('refuses garbage', async () => {
    expect((await t.call('GET', '/api/me', { token: 'not.a.jwt' })).status).toBe(401);
  });

  it("stops a suspended user's token at once", async () => {
    const victim = await registerUser(t);
    expect((await t.call('GET', '/api/me', { token: victim.access_token })).status).toBe(200);
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', victim.user.id).execute();
    expect(await t.call('GET', '/api/me', { token: victim.access_token })).toMatchObject({
      status: 401,
      body: { detail: 'Your account has been suspended' },
    });
  });

  it("stops a deleted user's token at once", async () => {
    const gone = await registerUser(t);
    await t.db.deleteFrom('users').where('id', '=', gone.user.id).execute();
    expect((await t.call('GET', '/api/me', { token: gone.access_token })).status).toBe(401);
  });
});

describe('PUT /api/profile', () => {
  it('updates the given fields and leaves the others', async () => {
    const me = await registerUser(t);
    const first = await t.call('PUT', '/api/profile', {
      token: me.access_token,
      body: { bio: 'Wedding lover', city: 'Lalitpur', district: 'Lalitpur' },
    });
    expect(first).toMatchObject({ status: 200, body: { bio: 'Wedding lover', city: 'Lalitpur' } });
    const second = await t.call('PUT', '/api/profile', { token: me.access_token, body: { location: 'Patan' } });
    expect(second.body).toMatchObject({
      bio: 'Wedding lover',
      city: 'Lalitpur',
      location: 'Patan',
      username: me.user.username,
    });
  });

  it('clears a field sent blank and shows user text as given', async () => {
    const me = await registerUser(t);
    await t.call('PUT', '/api/profile', { token: me.access_token, body: { bio: '<b>bold</b>' } });
    expect((await t.call('GET', '/api/me', { token: me.access_token })).body.bio).toBe('<b>bold</b>');
    expect((await t.call('PUT', '/api/profile', { token: me.access_token, body: { bio: '  ' } })).body.bio).toBeNull();
  });

  it('refuses a username someone else has', async () => {
    const other = await registerUser(t);
    const me = await registerUser(t);
    expect(
      await t.call('PUT', '/api/profile', { token: me.access_token, body: { username: other.user.username } }),
    ).toMatchObject({ status: 409, body: { detail: 'Username already taken' } });
  });

  it('needs a signed-in user', async () => {
    expect((await t.call('PUT', '/api/profile', { body: { bio: 'x' } })).status).toBe(401);
  });
});
