import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/domains/auth/passwords.js';
import { registerUser } from './factories.js';
import { requestResetToken } from './accounts.fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let counter = 0;
const register = (password: string, headers: Record<string, string> = {}) => {
  counter += 1;
  return t.call('POST', '/api/register', {
    headers,
    body: { username: `weak_pw_${counter}`, email: `weak-pw-${counter}@example.com`, password },
  });
};

const common = ['12345678', 'password', 'Password', 'PASSWORD', 'qwertyuiop', 'iloveyou'];

describe('a new password', () => {
  it('is refused when it is only spaces', async () => {
    expect(await register('        ')).toMatchObject({
      status: 400,
      body: { code: 'passwordBlank', detail: 'Password cannot be only spaces' },
    });
    expect(await register('\t \u00a0 \u3000   ')).toMatchObject({ status: 400, body: { code: 'passwordBlank' } });
  });

  it('is refused when it is one of the 10,000 most common, whatever its case', async () => {
    for (const password of common) {
      expect(await register(password), password).toMatchObject({
        status: 400,
        body: { code: 'passwordTooCommon', detail: 'This password is too common. Please choose another one.' },
      });
    }
  });

  it('is refused in Nepali too', async () => {
    const reply = await register('password', { 'accept-language': 'ne' });
    expect(reply).toMatchObject({
      status: 400,
      body: { code: 'passwordTooCommon', detail: 'यो पासवर्ड धेरै चलेको छ। कृपया अर्कै छान्नुहोस्।' },
    });
  });

  it('is taken when it is neither blank nor common', async () => {
    expect((await register('marigold over phewa')).status).toBe(200);
  });

  it('set by a reset follows the same rules, and a refused one keeps the token', async () => {
    const account = await registerUser(t);
    const token = await requestResetToken(t, account.email);
    expect(await t.call('POST', '/api/reset-password', { body: { token, password: '        ' } })).toMatchObject({
      status: 400,
      body: { code: 'passwordBlank' },
    });
    expect(await t.call('POST', '/api/reset-password', { body: { token, password: 'Password' } })).toMatchObject({
      status: 400,
      body: { code: 'passwordTooCommon' },
    });
    expect(
      (await t.call('POST', '/api/reset-password', { body: { token, password: 'marigold over phewa' } })).status,
    ).toBe(200);
  });

  it('is not checked at sign-in: an older common password still signs in', async () => {
    const account = await registerUser(t);
    await t.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('password') })
      .where('id', '=', account.user.id)
      .execute();
    expect((await t.call('POST', '/api/login', { body: { email: account.email, password: 'password' } })).status).toBe(
      200,
    );
  });
});
