import { describe, expect, it } from 'vitest';
import { errorMessages } from '../messages/errors.js';
import { registerInput, resetPasswordInput } from './auth.js';

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('registration input', () => {
  it('turns a requested admin role into a plain user and drops privileged fields', () => {
    const parsed = registerInput.parse({ username: 'sita', email: ' Sita@Example.COM ', password: 'long enough', role: 'admin', credits: 1e6, verified: true });
    expect(parsed).toEqual({ username: 'sita', email: 'sita@example.com', password: 'long enough', role: 'user' });
  });

  it('keeps photographer fields', () => {
    const parsed = registerInput.parse({ username: 'ram', email: 'ram@example.com', password: 'long enough', role: 'photographer', district: 'Kaski', city: 'Pokhara' });
    expect(parsed.role).toBe('photographer');
    expect(parsed.city).toBe('Pokhara');
  });

  it('refuses a bad email with a sentence', () => {
    expect(firstError(registerInput.safeParse({ username: 'ram', email: 'not-an-email', password: 'long enough' }))).toBe(errorMessages.emailInvalid);
  });
});

describe('reset password input', () => {
  it('refuses a short password with the message DECISIONS.md gives', () => {
    expect(firstError(resetPasswordInput.safeParse({ token: 'x', password: 'short' }))).toBe('Password must be at least 8 characters long');
  });
});
