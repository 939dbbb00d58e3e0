import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../errors.js';
import type { RateLimitStore } from './rateLimitStore.js';

/**
 * Per-IP and per-email limits on the account calls, after Mastodon's: sign-in 25 per 5 minutes,
 * password reset mail 5 per 30 minutes per email. Counted in the store every server shares
 * (rateLimitStore.ts), so two servers behind a balancer do not double a client's allowance.
 */
const window5min = 5 * 60;
const window30min = 30 * 60;

export class AuthRateLimits {
  private readonly loginByIp: RateLimiterAbstract;
  private readonly loginByEmail: RateLimiterAbstract;
  private readonly registerByIp: RateLimiterAbstract;
  private readonly resetByEmail: RateLimiterAbstract;
  private readonly resetByIp: RateLimiterAbstract;

  constructor(store: RateLimitStore) {
    this.loginByIp = store.limiter({ keyPrefix: 'login-ip', points: 25, duration: window5min });
    this.loginByEmail = store.limiter({ keyPrefix: 'login-email', points: 25, duration: window5min });
    this.registerByIp = store.limiter({ keyPrefix: 'register-ip', points: 25, duration: window5min });
    this.resetByEmail = store.limiter({ keyPrefix: 'reset-email', points: 5, duration: window30min });
    this.resetByIp = store.limiter({ keyPrefix: 'reset-ip', points: 25, duration: window5min });
  }

  login(ip: string, email: string): Promise<void> {
    return consumeAll([this.loginByIp, ip], [this.loginByEmail, email]);
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
