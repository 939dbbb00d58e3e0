import type { Session } from '@tasbir/shared';
import type { TestApp } from './harness.js';

let counter = 0;

export type NewUser = Session & { password: string; email: string };

/** Registers a fresh account through the API. */
export async function newUser(t: TestApp, fields: Record<string, unknown> = {}): Promise<NewUser> {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  const email = typeof fields.email === 'string' ? fields.email : `user${suffix}@example.com`;
  const password = typeof fields.password === 'string' ? fields.password : 'correct horse battery';
  const reply = await t.call<Session>('POST', '/api/register', { body: { username: `user_${suffix}`, email, password, role: 'user', ...fields } });
  if (reply.status !== 200) throw new Error(`registration failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { ...reply.body, password, email };
}

export const newPhotographer = (t: TestApp, fields: Record<string, unknown> = {}) =>
  newUser(t, { role: 'photographer', district: 'Kaski', city: 'Pokhara', contact_number: '9800000000', ...fields });
