import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from './accessTokens.js';

const secret = 'a-test-secret-that-is-long-enough-0123456789';

describe('access tokens', () => {
  it('accepts its own token again without a second signature check, until it expires', async () => {
    const tokens = new AccessTokens(secret);
    const token = await tokens.issue({ userId: 'u1', role: 'user', tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', tokenVersion: 3 });
    expect(await tokens.verify(token, Date.now() + 8 * 24 * 60 * 60 * 1000)).toBeUndefined();
  });

  it('never remembers a forged token', async () => {
    const tokens = new AccessTokens(secret);
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(`${secret}-other`));
    expect(await tokens.verify(forged)).toBeUndefined();
    expect(await tokens.verify(forged)).toBeUndefined();
  });
});
