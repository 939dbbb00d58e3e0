import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../errors.js';

/**
 * Per-IP and per-email limits on the account calls, after Mastodon's: sign-in 25 per 5 minutes,
 * password reset mail 5 per 30 minutes per email. In memory: one instance per process.
 */
const window5min = 5 * 60;
const window30min = 30 * 60;

export class AuthRateLimits {
  private readonly loginByIp = new RateLimiterMemory({ keyPrefix: 'login-ip', points: 25, duration: window5min });
  private readonly loginByEmail = new RateLimiterMemory({ keyPrefix: 'login-email', points: 25, duration: window5min });
  private readonly registerByIp = new RateLimiterMemory({ keyPrefix: 'register-ip', points: 25, duration: window5min });
  private readonly resetByEmail = new RateLimiterMemory({ keyPrefix: 'reset-email', points: 5, duration: window30min });
  private readonly resetByIp = new RateLimiterMemory({ keyPrefix: 'reset-ip', points: 25, duration: window5min });

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

async function consumeAll(...limits: [RateLimiterMemory, string][]): Promise<void> {
  try {
    await Promise.all(limits.map(([limiter, key]) => limiter.consume(key)));
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests();
    throw error;
  }
}
