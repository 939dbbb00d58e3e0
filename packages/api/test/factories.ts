import { randomBytes } from 'node:crypto';
import { writeSearchDocument } from '../src/domains/search/documentRepository.js';
import { newId, nowIso } from '@tasbir/db';
import type { Role, Session } from '@tasbir/shared';
import { AccessTokens } from '../src/domains/auth/accessTokens.js';
import { hashPassword } from '../src/domains/auth/passwords.js';
import { hashResetToken } from '../src/domains/auth/service.js';
import { toUser } from '../src/domains/auth/userDto.js';
import { usernameSkeleton } from '../src/domains/auth/usernameSkeleton.js';
import { resolveJwtSecret } from '../src/jwtSecret.js';
import type { TestApp } from './harness.js';

let counter = 0;
const defaultPassword = 'correct horse battery';
const photographerDefaults = {
  role: 'photographer',
  district: 'Kaski',
  city: 'Pokhara',
  contact_number: '9800000000',
} as const;

export type NewUser = Session & { password: string; email: string };

export type UserFields = {
  username?: string;
  email?: string;
  password?: string;
  role?: Role;
  district?: string;
  city?: string;
  contact_number?: string;
};

function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

// argon2 is slow by design; a hash per password per process is all the tests need.
const hashes = new Map<string, Promise<string>>();
function hashOf(password: string): Promise<string> {
  const known = hashes.get(password);
  if (known) return known;
  const hashing = hashPassword(password);
  hashes.set(password, hashing);
  return hashing;
}

/**
 * An account as registration would leave it, inserted straight into the database, with a token
 * issued as the app issues it; its password signs in. Tests about registration use `registerUser`.
 */
export async function newUser(t: TestApp, fields: UserFields = {}): Promise<NewUser> {
  const suffix = uniqueSuffix();
  const { password = defaultPassword, role = 'user', district, city, contact_number } = fields;
  const email = fields.email ?? `user${suffix}@example.com`;
  const isPhotographer = role === 'photographer';
  const id = newId();
  const now = nowIso();
  const username = fields.username ?? `user_${suffix}`;
  await t.db
    .insertInto('users')
    .values({
      id,
      username,
      username_skeleton: usernameSkeleton(username),
      email,
      password_hash: await hashOf(password),
      role,
      district: isPhotographer ? (district ?? null) : null,
      city: isPhotographer ? (city ?? null) : null,
      location: isPhotographer && city ? [city, district].filter(Boolean).join(', ') : null,
      contact_number: isPhotographer ? (contact_number ?? null) : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await writeSearchDocument(t.db, id);
  const row = await t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const access_token = await new AccessTokens(resolveJwtSecret(t.config)).issue({
    userId: row.id,
    role: row.role,
    tokenVersion: row.token_version,
  });
  return { user: toUser(row), access_token, token_type: 'bearer', password, email };
}

export const newPhotographer = (t: TestApp, fields: UserFields = {}) =>
  newUser(t, { ...photographerDefaults, ...fields });

/** Registers a fresh account through the API (`POST /api/register`), for the tests about registration itself. */
export async function registerUser(t: TestApp, fields: Record<string, unknown> = {}): Promise<NewUser> {
  const suffix = uniqueSuffix();
  const email = typeof fields.email === 'string' ? fields.email : `user${suffix}@example.com`;
  const password = typeof fields.password === 'string' ? fields.password : defaultPassword;
  const reply = await t.call<Session>('POST', '/api/register', {
    body: { username: `user_${suffix}`, email, password, role: 'user', ...fields },
  });
  if (reply.status !== 200) throw new Error(`registration failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { ...reply.body, password, email };
}

export const registerPhotographer = (t: TestApp, fields: Record<string, unknown> = {}) =>
  registerUser(t, { ...photographerDefaults, ...fields });

/** A reset link's token for an account, stored as the forgot-password mail would store it; good for an hour. */
export async function newResetToken(t: TestApp, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await t.db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: hashResetToken(token),
      user_id: userId,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
  return token;
}

/** An unread notification for an account; its id. */
export async function newNotification(t: TestApp, userId: string): Promise<string> {
  const id = newId();
  await t.db
    .insertInto('notifications')
    .values({
      id,
      user_id: userId,
      kind: 'gift_received',
      subject_id: null,
      actor_id: null,
      params: '{}',
      created_at: nowIso(),
      read_at: null,
    })
    .execute();
  return id;
}
