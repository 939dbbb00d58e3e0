import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const outbox = () => join(t.config.dataDir, 'outbox');

/** Reset tokens mailed to this address, oldest first, read from the outbox. */
function mailedTokens(email: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outbox()).sort();
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    const mail = readFileSync(join(outbox(), file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const match = /\?token=([A-Za-z0-9_-]+)/.exec(mail);
    return mail.includes(`To: ${email}`) && match?.[1] ? [match[1]] : [];
  });
}

/** Waits for the n-th mail to this address (mail goes out in the background) and returns its token. */
async function resetTokenFor(email: string, nth = 1): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const token = mailedTokens(email)[nth - 1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail number ${nth} for ${email}`);
}

async function forgot(email: string, ip?: string) {
  return t.call('POST', '/api/forgot-password', { body: { email }, ...(ip ? { ip } : {}) });
}

describe('password reset', () => {
  let account: NewUser;
  beforeAll(async () => {
    account = await registerUser(t);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const reply = await forgot('nobody-here@example.com');
    expect(reply).toMatchObject({
      status: 200,
      body: { message: "If an account with that email exists, we've sent password reset instructions." },
    });
    await expect(resetTokenFor('nobody-here@example.com')).rejects.toThrow();
  });

  it('mails a link to the public address that resets the password once', async () => {
    const reply = await forgot(account.email);
    expect(reply.body).toEqual({
      message: "If an account with that email exists, we've sent password reset instructions.",
    });
    const token = await resetTokenFor(account.email);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const reset = await t.call('POST', '/api/reset-password', { body: { token, password: 'a brand new secret' } });
    expect(reset).toMatchObject({
      status: 200,
      body: { message: 'Password reset successfully! You can now login with your new password.' },
    });

    expect(
      (await t.call('POST', '/api/login', { body: { email: account.email, password: account.password } })).status,
    ).toBe(401);
    expect(
      (await t.call('POST', '/api/login', { body: { email: account.email, password: 'a brand new secret' } })).status,
    ).toBe(200);

    const reuse = await t.call('POST', '/api/reset-password', { body: { token, password: 'yet another secret' } });
    expect(reuse).toMatchObject({ status: 400, body: { detail: 'Invalid or expired reset token. Please try again.' } });
  });

  it('ends every session and reset link issued before the reset', async () => {
    const victim = await registerUser(t);
    await forgot(victim.email);
    const older = await resetTokenFor(victim.email);
    await forgot(victim.email);
    const newer = await resetTokenFor(victim.email, 2);
    expect(newer).not.toBe(older);
    expect(
      (await t.call('POST', '/api/reset-password', { body: { token: newer, password: 'fresh password 1' } })).status,
    ).toBe(200);
    expect((await t.call('GET', '/api/me', { token: victim.access_token })).status).toBe(401);
    expect(
      (await t.call('POST', '/api/reset-password', { body: { token: older, password: 'fresh password 2' } })).status,
    ).toBe(400);
  });

  it('refuses a short new password of fewer than 8 characters, and keeps the token', async () => {
    const someone = await registerUser(t);
    await forgot(someone.email);
    const token = await resetTokenFor(someone.email);
    const short = await t.call('POST', '/api/reset-password', { body: { token, password: 'short' } });
    expect(short).toMatchObject({ status: 400, body: { detail: 'Password must be at least 8 characters long' } });
    expect((await t.call('POST', '/api/reset-password', { body: { token, password: 'long enough now' } })).status).toBe(
      200,
    );
  });

  it('refuses an expired token', async () => {
    const late = await registerUser(t);
    await forgot(late.email);
    const token = await resetTokenFor(late.email);
    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', late.user.id)
      .execute();
    expect((await t.call('POST', '/api/reset-password', { body: { token, password: 'long enough now' } })).status).toBe(
      400,
    );
  });

  it('refuses an unknown token', async () => {
    expect(
      await t.call('POST', '/api/reset-password', { body: { token: 'made-up', password: 'long enough now' } }),
    ).toMatchObject({ status: 400, body: { detail: 'Invalid or expired reset token. Please try again.' } });
  });

  it('stores reset tokens hashed, never as sent', async () => {
    const someone = await registerUser(t);
    await forgot(someone.email);
    const token = await resetTokenFor(someone.email);
    const rows = await t.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('user_id', '=', someone.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  it('sends at most 5 reset mails per email in 30 minutes', async () => {
    const target = await registerUser(t);
    for (let i = 0; i < 5; i += 1) expect((await forgot(target.email)).status).toBe(200);
    expect(await forgot(target.email)).toMatchObject({
      status: 429,
      body: { detail: 'Too many attempts. Please try again later.' },
    });
  });
});
