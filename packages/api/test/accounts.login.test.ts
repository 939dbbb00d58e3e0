import type { Session } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPhotographer, registerUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const account = await registerPhotographer(t);
    const reply = await t.call<Session>('POST', '/api/login', {
      body: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ id: account.user.id, role: 'photographer' });
    expect(reply.body.access_token.split('.')).toHaveLength(3);
  });

  it('answers 401 for a wrong password and the same for an unknown email', async () => {
    const account = await registerUser(t);
    const wrong = await t.call('POST', '/api/login', { body: { email: account.email, password: 'not the password' } });
    const unknown = await t.call('POST', '/api/login', {
      body: { email: 'nobody@example.com', password: 'whatever 123' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { detail: 'Invalid email or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { detail: 'Invalid email or password' } });
  });

  it('needs an email and a password', async () => {
    expect(await t.call('POST', '/api/login', { body: { password: 'x' } })).toMatchObject({
      status: 400,
      body: { detail: 'Email is required' },
    });
    expect(await t.call('POST', '/api/login', { body: { email: 'a@example.com' } })).toMatchObject({
      status: 400,
      body: { detail: 'Password is required' },
    });
  });

  it('refuses a suspended account', async () => {
    const account = await registerUser(t);
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', account.user.id).execute();
    const reply = await t.call('POST', '/api/login', { body: { email: account.email, password: account.password } });
    expect(reply).toMatchObject({ status: 403, body: { detail: 'Your account has been suspended' } });
  });

  it('answers 429 after 25 failed sign-ins for one email, from any address', async () => {
    const account = await registerUser(t);
    for (let i = 0; i < 25; i += 1) {
      expect(
        (await t.call('POST', '/api/login', { body: { email: account.email, password: `guess ${i}` } })).status,
      ).toBe(401);
    }
    const blocked = await t.call('POST', '/api/login', { body: { email: account.email, password: account.password } });
    expect(blocked).toMatchObject({ status: 429, body: { detail: 'Too many attempts. Please try again later.' } });
  });

  it('answers 429 after 25 sign-ins from one address, whatever the email', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 25; i += 1) {
      expect(
        (await t.call('POST', '/api/login', { ip, body: { email: `spray${i}@example.com`, password: 'guess 123' } }))
          .status,
      ).toBe(401);
    }
    expect(
      (await t.call('POST', '/api/login', { ip, body: { email: 'spray-last@example.com', password: 'guess 123' } }))
        .status,
    ).toBe(429);
  });

  it('works through tRPC with the same sentence', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { email: 'nobody@example.com', password: 'nope nope' },
      remoteAddress: '203.0.113.5',
    });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({
      error: { message: 'Invalid email or password', data: { code: 'UNAUTHORIZED' } },
    });
  });
});
