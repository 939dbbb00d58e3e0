import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, UnsecuredJWT } from 'jose';
import { tokenAudience, tokenIssuer } from '../src/domains/auth/accessTokens.js';
import type { NewUser } from './factories.js';
import { testJwtSecret, type TestApp } from './harness.js';

const otherSecret = 'another-secret-that-is-also-long-enough-000000';
const now = () => Math.floor(Date.now() / 1000);
const keyOf = (secret: string) => new TextEncoder().encode(secret);

export const base64url = (text: string) => Buffer.from(text).toString('base64url');
const json = (value: unknown) => base64url(JSON.stringify(value));

type Claims = Record<string, unknown>;
type Header = Record<string, unknown>;

/** Signs header.payload as HS256 does, but with whatever header, payload text and key the attacker picks. */
export function handmade(
  header: Header | string,
  payload: Claims | string | unknown[],
  secret = testJwtSecret,
): string {
  const encode = (part: unknown) => (typeof part === 'string' ? base64url(part) : json(part));
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

/** The claims the server issues for this account, an hour to live. */
export const claimsOf = (account: NewUser, ver = 0): Claims => ({
  sub: account.user.id,
  role: account.user.role,
  ver,
  iss: tokenIssuer,
  aud: tokenAudience,
  iat: now(),
  exp: now() + 3600,
});

/** Signs claims with jose, as the server does unless told otherwise. */
export const signed = (claims: Claims, alg = 'HS256', secret = testJwtSecret) =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(keyOf(secret));

/** Swaps one part of a genuine token (0 header, 1 payload, 2 signature), keeping the others. */
function withPart(token: string, index: number, part: string): string {
  const parts = token.split('.');
  parts[index] = part;
  return parts.join('.');
}

/** The accounts a corpus entry may aim at, arranged before the run. */
export type Targets = {
  /** A healthy account: its own token works, so every refusal below is about the token. */
  victim: NewUser;
  /** Another healthy account, for a payload that swaps the subject. */
  bystander: NewUser;
  suspended: NewUser;
  deleted: NewUser;
  /** Reset its password after its token was issued. */
  reset: NewUser;
};

/** What the server must answer: 401 with this refusal code. */
type Refusal = 'invalidToken' | 'notAuthenticated' | 'accountSuspended';

export type BadToken = {
  name: string;
  /** The Authorization header sent (a bearer token, or a malformed header). */
  authorization: (targets: Targets) => Promise<string> | string;
  refusal: Refusal;
  /** The bare token, for the chat socket's `?token=` (only for a representative few). */
  socketToken?: (targets: Targets) => Promise<string> | string;
};

/** A token entry: the same bad token in the header and, when `onSocket`, in the socket's address. */
function token(
  name: string,
  make: (targets: Targets) => Promise<string> | string,
  refusal: Refusal = 'invalidToken',
  onSocket = false,
): BadToken {
  return {
    name,
    authorization: async (targets) => `Bearer ${await make(targets)}`,
    refusal,
    ...(onSocket ? { socketToken: make } : {}),
  };
}

const header = (
  name: string,
  value: (targets: Targets) => string,
  refusal: Refusal = 'notAuthenticated',
): BadToken => ({ name, authorization: value, refusal });

export const badTokens: BadToken[] = [
  token(
    'signed with another secret',
    ({ victim }) => signed(claimsOf(victim), 'HS256', otherSecret),
    'invalidToken',
    true,
  ),
  token('HMAC with an empty key', ({ victim }) => handmade({ alg: 'HS256', typ: 'JWT' }, claimsOf(victim), '')),
  token('alg none, unsigned', ({ victim }) => new UnsecuredJWT(claimsOf(victim)).encode(), 'invalidToken', true),
  token('alg none, the genuine signature kept', ({ victim }) =>
    withPart(victim.access_token, 0, json({ alg: 'none', typ: 'JWT' })),
  ),
  token(
    'HS512 with the right secret (algorithm swap)',
    ({ victim }) => signed(claimsOf(victim), 'HS512'),
    'invalidToken',
    true,
  ),
  token('HS384 with the right secret (algorithm swap)', ({ victim }) => signed(claimsOf(victim), 'HS384')),
  token('an RS256 header over an HMAC signature', ({ victim }) =>
    handmade({ alg: 'RS256', typ: 'JWT' }, claimsOf(victim)),
  ),
  token('expired a minute ago', ({ victim }) => signed({ ...claimsOf(victim), exp: now() - 60 }), 'invalidToken', true),
  token('without exp', ({ victim }) => signed({ ...claimsOf(victim), exp: undefined })),
  token('exp as a string', ({ victim }) => signed({ ...claimsOf(victim), exp: String(now() + 3600) })),
  token('nbf an hour ahead', ({ victim }) => signed({ ...claimsOf(victim), nbf: now() + 3600 })),
  token('iat not a number', ({ victim }) => signed({ ...claimsOf(victim), iat: 'yesterday' })),
  token('iat an hour ahead', ({ victim }) => signed({ ...claimsOf(victim), iat: now() + 3600 })),
  token('without iat', ({ victim }) => signed({ ...claimsOf(victim), iat: undefined })),
  token(
    'exp a century ahead, right secret',
    ({ victim }) => signed({ ...claimsOf(victim), exp: now() + 100 * 365 * 24 * 3600 }),
    'invalidToken',
    true,
  ),
  token('issued by someone else', ({ victim }) => signed({ ...claimsOf(victim), iss: 'evil' }), 'invalidToken', true),
  token('without an issuer', ({ victim }) => signed({ ...claimsOf(victim), iss: undefined })),
  token('for another audience', ({ victim }) => signed({ ...claimsOf(victim), aud: 'other' }), 'invalidToken', true),
  token('without an audience', ({ victim }) => signed({ ...claimsOf(victim), aud: undefined })),
  token('without sub', ({ victim }) => signed({ ...claimsOf(victim), sub: undefined })),
  token('sub of no account', ({ victim }) => signed({ ...claimsOf(victim), sub: 'no-such-user' })),
  token('without ver', ({ victim }) => signed({ ...claimsOf(victim), ver: undefined })),
  token('ver as a string', ({ victim }) => signed({ ...claimsOf(victim), ver: '0' })),
  token('ver ahead of the account', ({ victim }) => signed(claimsOf(victim, 1))),
  token('of a deleted account', ({ deleted }) => deleted.access_token, 'invalidToken', true),
  token('of a suspended account', ({ suspended }) => suspended.access_token, 'accountSuspended', true),
  token('issued before a password reset', ({ reset }) => reset.access_token, 'invalidToken', true),
  token(
    'payload tampered: sub swapped, signature kept',
    ({ victim, bystander }) => withPart(victim.access_token, 1, json(claimsOf(bystander))),
    'invalidToken',
    true,
  ),
  token('payload tampered: role admin, signature kept', ({ victim }) =>
    withPart(victim.access_token, 1, json({ ...claimsOf(victim), role: 'admin' })),
  ),
  token('signature flipped', ({ victim }) =>
    withPart(victim.access_token, 2, flipFirst(victim.access_token.split('.')[2] ?? '')),
  ),
  token('signature stripped', ({ victim }) => withPart(victim.access_token, 2, '')),
  token('header not JSON', ({ victim }) => handmade('{"alg":"HS256",', claimsOf(victim))),
  token('payload not JSON', () => handmade({ alg: 'HS256', typ: 'JWT' }, 'sub=me;ver=0')),
  token('payload a JSON array', () => handmade({ alg: 'HS256', typ: 'JWT' }, [])),
  token('two parts', ({ victim }) => victim.access_token.split('.').slice(0, 2).join('.')),
  token('four parts', ({ victim }) => `${victim.access_token}.${victim.access_token.split('.')[2] ?? ''}`),
  token('garbage', () => 'not.a.jwt'),
  token(
    '100 KB long',
    ({ victim }) => `${victim.access_token.split('.')[0] ?? ''}.${'A'.repeat(100 * 1024)}.x`,
    'invalidToken',
    true,
  ),
  token('unknown crit extension, right secret', ({ victim }) =>
    handmade({ alg: 'HS256', typ: 'JWT', crit: ['exp-policy'], 'exp-policy': 'lenient' }, claimsOf(victim)),
  ),
  token('kid pointing at /dev/null, another secret', ({ victim }) =>
    handmade({ alg: 'HS256', kid: '../../../../dev/null' }, claimsOf(victim), otherSecret),
  ),
  token('jku pointing elsewhere, another secret', ({ victim }) =>
    handmade({ alg: 'HS256', jku: 'https://attacker.example/jwks.json' }, claimsOf(victim), otherSecret),
  ),
  token('jwk embedding its own key', ({ victim }) =>
    handmade({ alg: 'HS256', jwk: { kty: 'oct', k: base64url(otherSecret) } }, claimsOf(victim), otherSecret),
  ),
  header('an empty Authorization header', () => ''),
  header('"Bearer" with no token', () => 'Bearer'),
  header('"Bearer " with a blank token', () => 'Bearer '),
  header('a valid token without a scheme', ({ victim }) => victim.access_token),
  header('a valid token under Basic', ({ victim }) => `Basic ${victim.access_token}`),
  header('a valid token after "Bearer" and a tab', ({ victim }) => `Bearer\t${victim.access_token}`),
  header('a valid token followed by more text', ({ victim }) => `Bearer ${victim.access_token} junk`),
  header('a valid token after another scheme word', ({ victim }) => `Token Bearer ${victim.access_token}`),
];

function flipFirst(signature: string): string {
  return `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
}

/** Resets the account's password as its owner would: the mailed link, then the new password. */
export async function resetPasswordOf(t: TestApp, account: NewUser): Promise<void> {
  const forgot = await t.call('POST', '/api/forgot-password', { body: { email: account.email } });
  if (forgot.status !== 200) throw new Error(`forgot-password answered ${forgot.status}`);
  const resetToken = await mailedResetToken(t, account.email);
  const reset = await t.call('POST', '/api/reset-password', {
    body: { token: resetToken, password: 'a brand new secret' },
  });
  if (reset.status !== 200) throw new Error(`reset-password answered ${reset.status}`);
}

/** Waits for the reset mail to this address (mail goes out in the background) and reads its token. */
async function mailedResetToken(t: TestApp, email: string): Promise<string> {
  const outbox = join(t.config.dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = safeList(outbox);
    for (const file of files) {
      const mail = readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const match = /\?token=([A-Za-z0-9_-]+)/.exec(mail);
      if (mail.includes(`To: ${email}`) && match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset mail for ${email}`);
}

function safeList(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
