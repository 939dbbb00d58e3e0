import type { Session } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPhotographer, registerUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/register', () => {
  it('makes a user account and signs it in', async () => {
    const reply = await t.call<Session>('POST', '/api/register', {
      body: { username: 'sita_k', email: 'Sita@Example.com', password: 'long enough 1', role: 'user' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.token_type).toBe('bearer');
    expect(reply.body.user).toMatchObject({
      username: 'sita_k',
      email: 'sita@example.com',
      role: 'user',
      credits: 0,
      verified: false,
      subscription_plan: 'free',
      subscription_active: false,
    });
    expect(reply.body.user).not.toHaveProperty('password_hash');
    const me = await t.call('GET', '/api/me', { token: reply.body.access_token });
    expect(me.body).toMatchObject({ email: 'sita@example.com' });
  });

  it("keeps a photographer's district, city and contact number", async () => {
    const { user } = await registerPhotographer(t, {
      district: 'Chitwan',
      city: 'Bharatpur',
      contact_number: '9841000000',
    });
    expect(user).toMatchObject({
      role: 'photographer',
      district: 'Chitwan',
      city: 'Bharatpur',
      contact_number: '9841000000',
      location: 'Bharatpur, Chitwan',
    });
  });

  it('ignores a requested admin role and privileged fields', async () => {
    const { user } = await registerUser(t, {
      role: 'admin',
      credits: 1_000_000,
      verified: true,
      subscription_plan: 'royal',
    });
    expect(user).toMatchObject({ role: 'user', credits: 0, verified: false, subscription_plan: 'free' });
  });

  it('registers a Nepali username written with vowel signs and a conjunct', async () => {
    const username = `श्रेष्ठ_राम${Date.now() % 100_000}`;
    const { user } = await registerUser(t, { username });
    expect(user.username).toBe(username);
  });

  it('refuses a duplicate email with 409', async () => {
    const first = await registerUser(t);
    const reply = await t.call('POST', '/api/register', {
      body: { username: 'someone_else', email: first.email.toUpperCase(), password: 'long enough 1' },
    });
    expect(reply).toMatchObject({ status: 409, body: { detail: 'Email already registered' } });
  });

  it('refuses a username already taken, whatever its case', async () => {
    const first = await registerUser(t);
    const reply = await t.call('POST', '/api/register', {
      body: { username: first.user.username.toUpperCase(), email: 'fresh@example.com', password: 'long enough 1' },
    });
    expect(reply).toMatchObject({ status: 409, body: { detail: 'Username already taken' } });
  });

  it('refuses a bad email with a sentence', async () => {
    const reply = await t.call('POST', '/api/register', {
      body: { username: 'bad_mail', email: 'not-an-email', password: 'long enough 1' },
    });
    expect(reply).toMatchObject({ status: 400, body: { detail: 'Please enter a valid email address' } });
  });

  it('refuses a password shorter than 8 characters', async () => {
    const reply = await t.call('POST', '/api/register', {
      body: { username: 'short_pw', email: 'short@example.com', password: 'abc123' },
    });
    expect(reply).toMatchObject({ status: 400, body: { detail: 'Password must be at least 8 characters long' } });
  });

  it('refuses missing fields and a body that is not JSON, changing nothing', async () => {
    expect(await t.call('POST', '/api/register', { body: {} })).toMatchObject({
      status: 400,
      body: { detail: 'Username is required' },
    });
    const broken = await t.call('POST', '/api/register', { body: '{"username": ' });
    expect(broken.status).toBe(400);
    expect(typeof broken.body.detail).toBe('string');
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('username', '=', 'short_pw')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('stores only an argon2id hash of the password', async () => {
    const { user, password } = await registerUser(t);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row.password_hash).not.toContain(password);
  });

  it('rate limits registrations from one address', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 26; i += 1) {
      const reply = await t.call('POST', '/api/register', {
        ip,
        body: { username: `flood_${i}`, email: `flood${i}@example.com`, password: 'long enough 1' },
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 25).every((s) => s === 200)).toBe(true);
    expect(statuses[25]).toBe(429);
    const flooded = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'flood25@example.com')
      .executeTakeFirst();
    expect(flooded).toBeUndefined();
  });
});
