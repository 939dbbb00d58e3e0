import { describe, expect, it } from 'vitest';
import { errorText, isErrorCode } from '../messages/errors.js';
import { registerInput, resetPasswordInput } from './auth.js';

/** The sentence of the first refusal: zod carries the error code, the table gives its text. */
function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  const code = result.error?.issues[0]?.message;
  return isErrorCode(code) ? errorText(code) : code;
}

describe('registration input', () => {
  it('turns a requested admin role into a plain user and drops privileged fields', () => {
    const parsed = registerInput.parse({
      username: 'sita',
      email: ' Sita@Example.COM ',
      password: 'long enough',
      role: 'admin',
      credits: 1e6,
      verified: true,
    });
    expect(parsed).toEqual({ username: 'sita', email: 'sita@example.com', password: 'long enough', role: 'user' });
  });

  it('keeps photographer fields', () => {
    const parsed = registerInput.parse({
      username: 'ram',
      email: 'ram@example.com',
      password: 'long enough',
      role: 'photographer',
      district: 'Kaski',
      city: 'Pokhara',
    });
    expect(parsed.role).toBe('photographer');
    expect(parsed.city).toBe('Pokhara');
  });

  it('stores a known district or city by its English name, and any other place as written', () => {
    const parsed = registerInput.parse({
      username: 'ram',
      email: 'ram@example.com',
      password: 'long enough',
      role: 'photographer',
      district: 'कास्की',
      city: 'Pokhra',
    });
    expect(parsed).toMatchObject({ district: 'Kaski', city: 'Pokhara' });
    expect(
      registerInput.parse({ username: 'ram', email: 'ram@example.com', password: 'long enough', city: ' Thamel ' })
        .city,
    ).toBe('Thamel');
  });

  it('refuses a bad email with a sentence', () => {
    expect(
      firstError(registerInput.safeParse({ username: 'ram', email: 'not-an-email', password: 'long enough' })),
    ).toBe('Please enter a valid email address');
  });
});

describe('reset password input', () => {
  it('refuses a short password with the minimum of 8 characters', () => {
    expect(firstError(resetPasswordInput.safeParse({ token: 'x', password: 'short' }))).toBe(
      'Password must be at least 8 characters long',
    );
  });
});

describe('a new password', () => {
  it('refuses one of only spaces, on registration and reset, before anything is sent', () => {
    expect(
      firstError(registerInput.safeParse({ username: 'ram', email: 'ram@example.com', password: '        ' })),
    ).toBe('Password cannot be only spaces');
    expect(firstError(resetPasswordInput.safeParse({ token: 'x', password: '\u3000\u00a0\t\u200b      ' }))).toBe(
      'Password cannot be only spaces',
    );
    expect(resetPasswordInput.safeParse({ token: 'x', password: ' spaced out ' }).success).toBe(true);
  });
});
