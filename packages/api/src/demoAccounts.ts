import { demoAccountEmails } from '@tasbir/db';
import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Config } from './config.js';
import { hashPassword } from './domains/auth/passwords.js';

/** The password every demo account shares outside production (README "Demo data"). */
export const demoPassword = 'tasbir-demo';

/**
 * The demo accounts' password hashes. Outside production they share the published password. In
 * production, where someone turned DEMO_DATA on, a published password would open accounts holding
 * credits to anyone: each account gets a random password of its own, logged once, at warn level.
 */
export async function demoPasswordHashes(config: Config, log: FastifyBaseLogger): Promise<(email: string) => string> {
  if (config.env !== 'production') {
    const shared = await hashPassword(demoPassword);
    return () => shared;
  }
  const passwords = new Map(demoAccountEmails().map((email) => [email, randomBytes(12).toString('base64url')]));
  const hashes = new Map(
    await Promise.all([...passwords].map(async ([email, password]) => [email, await hashPassword(password)] as const)),
  );
  log.warn(
    { demoPasswords: Object.fromEntries(passwords) },
    'DEMO DATA IN PRODUCTION: the demo accounts’ passwords, shown this once (email -> password)',
  );
  return (email) => {
    const hash = hashes.get(email);
    if (!hash) throw new Error(`demo account ${email} has no password`);
    return hash;
  };
}
