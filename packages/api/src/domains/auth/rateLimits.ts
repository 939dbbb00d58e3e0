import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../errors.js';
import type { RateLimitStore } from './rateLimitStore.js';

/**
 * Limits on the account calls, counted in the store every server shares (rateLimitStore.ts), so
 * two servers behind a balancer do not double a client's allowance:
 * - per address, after Mastodon's: 25 sign-ins, 25 registrations, 25 reset calls per 5 minutes;
 * - per email: 5 reset mails per 30 minutes;
 * - sign-in guesses against an account (OWASP's device cookies, deviceTokens.ts): its failed
 *   sign-ins are counted for an hour from the first; after the 25th, the next sign-in without a
 *   device token waits 1 s, and each further failure doubles the wait, up to 15 minutes (429 with
 *   `Retry-After`), never a wall.
 *   A sign-in with a device token for the account skips those waits; each device is held to 10
 *   failures per 5 minutes of its own. Successes are not counted; a password reset clears the count.
 */
const window5min = 5 * 60;
const window30min = 30 * 60;
export const accountLockout = { freeFailures: 25, failureWindowSeconds: 60 * 60, longestWaitSeconds: 15 * 60 } as const;
export const deviceLockout = { failures: 10, windowSeconds: window5min } as const;

/** The wait after an account's n-th counted failure: none before the 25th, then doubling from 1 s. */
export function waitAfterFailure(failures: number): number {
  const beyond = failures - accountLockout.freeFailures;
  return beyond < 0 ? 0 : Math.min(2 ** Math.min(beyond, 30), accountLockout.longestWaitSeconds);
}

/** Who is signing in: a device token's nonce when one came for the account, else only the email. */
export type SignInClient = { email: string; deviceNonce: string | undefined };

export class AuthRateLimits {
  private readonly loginByIp: RateLimiterAbstract;
  private readonly failuresByAccount: RateLimiterAbstract;
  /** Blocked (`block`) for the wait an account's last failure earned. */
  private readonly waitByAccount: RateLimiterAbstract;
  private readonly failuresByDevice: RateLimiterAbstract;
  private readonly registerByIp: RateLimiterAbstract;
  private readonly resetByEmail: RateLimiterAbstract;
  private readonly resetByIp: RateLimiterAbstract;

  constructor(store: RateLimitStore) {
    this.loginByIp = store.limiter({ keyPrefix: 'login-ip', points: 25, duration: window5min });
    this.failuresByAccount = store.limiter({
      keyPrefix: 'login-failures',
      points: 1_000_000_000,
      duration: accountLockout.failureWindowSeconds,
    });
    this.waitByAccount = store.limiter({
      keyPrefix: 'login-wait',
      points: 1,
      duration: accountLockout.longestWaitSeconds,
    });
    this.failuresByDevice = store.limiter({
      keyPrefix: 'login-device',
      points: deviceLockout.failures,
      duration: deviceLockout.windowSeconds,
    });
    this.registerByIp = store.limiter({ keyPrefix: 'register-ip', points: 25, duration: window5min });
    this.resetByEmail = store.limiter({ keyPrefix: 'reset-email', points: 5, duration: window30min });
    this.resetByIp = store.limiter({ keyPrefix: 'reset-ip', points: 25, duration: window5min });
  }

  /** Every sign-in from an address counts, whatever its outcome. */
  loginFromAddress(ip: string): Promise<void> {
    return consumeAll([this.loginByIp, ip]);
  }

  /** Refuses (429) a sign-in while its device, or without one its account, must wait. */
  async admitLogin({ email, deviceNonce }: SignInClient): Promise<void> {
    if (deviceNonce !== undefined) {
      const device = await this.failuresByDevice.get(deviceNonce);
      if (device && device.consumedPoints >= deviceLockout.failures)
        throw tooManyRequests('tooManyAttempts', device.msBeforeNext / 1000);
      return;
    }
    const wait = await this.waitByAccount.get(email);
    if (wait && wait.consumedPoints > 1) throw tooManyRequests('tooManyAttempts', wait.msBeforeNext / 1000);
  }

  /** Counts a wrong password against the device it came with, or else against the account. */
  async loginFailed({ email, deviceNonce }: SignInClient): Promise<void> {
    if (deviceNonce !== undefined) {
      await this.failuresByDevice.penalty(deviceNonce, 1);
      return;
    }
    const failures = await this.failuresByAccount.penalty(email, 1);
    const wait = waitAfterFailure(failures.consumedPoints);
    if (wait > 0) await this.waitByAccount.block(email, wait);
  }

  /** After a password reset the account starts afresh: its failures and its wait are forgotten. */
  async clearAccount(email: string): Promise<void> {
    await Promise.all([this.failuresByAccount.delete(email), this.waitByAccount.delete(email)]);
  }

  register(ip: string): Promise<void> {
    return consumeAll([this.registerByIp, ip]);
  }

  forgotPassword(ip: string, email: string): Promise<void> {
    return consumeAll([this.resetByIp, ip], [this.resetByEmail, email]);
  }

  resetPassword(ip: string): Promise<void> {
    return consumeAll([this.resetByIp, ip]);
  }
}

async function consumeAll(...limits: [RateLimiterAbstract, string][]): Promise<void> {
  try {
    await Promise.all(limits.map(([limiter, key]) => limiter.consume(key)));
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests('tooManyAttempts', error.msBeforeNext / 1000);
    throw error;
  }
}

/** A count of one key's calls against a limit: past it, 429 with the wait until the window frees one. */
export const countPerKey =
  (limiter: RateLimiterAbstract) =>
  (key: string): Promise<void> =>
    consumeAll([limiter, key]);
