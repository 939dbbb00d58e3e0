import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RateLimitStore } from '../auth/rateLimitStore.js';
import { ChatSendLimits } from './sendLimits.js';

/** The store one SQLite process counts in (rateLimitStore.ts), on a clock the test moves. */
const memoryStore: RateLimitStore = {
  limiter: (rule) => new RateLimiterMemory(rule),
  ready: () => Promise.resolve(),
  close: () => Promise.resolve(),
};
const noneStarted = () => Promise.resolve({ count: 0, oldest: null });
const start = Date.parse('2025-03-01T06:00:00Z');
const refusalOf = (admitting: Promise<void>) =>
  admitting.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('ChatSendLimits', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('refuses the 301st message in an hour, even sent at 20 per ten seconds, until the hour is over', async () => {
    const limits = new ChatSendLimits(memoryStore, noneStarted);
    for (let burst = 1; burst <= 15; burst += 1) {
      for (let message = 0; message < 20; message += 1)
        await limits.admit('fan', { startsConversation: false, at: new Date() });
      vi.setSystemTime(start + burst * 10_000 + 1);
    }
    expect(await refusalOf(limits.admit('fan', { startsConversation: false, at: new Date() }))).toMatchObject({
      kind: 'TOO_MANY_REQUESTS',
      code: 'tooManyMessages',
      params: { retry_after: 3600 - 150 },
    });
    // Another sender's hour is their own.
    await limits.admit('photographer', { startsConversation: false, at: new Date() });
    vi.setSystemTime(start + 3600_000 + 1);
    await expect(limits.admit('fan', { startsConversation: false, at: new Date() })).resolves.toBeUndefined();
  });

  it('lets the 21st message of ten seconds through once the ten seconds are over', async () => {
    const limits = new ChatSendLimits(memoryStore, noneStarted);
    for (let message = 0; message < 20; message += 1)
      await limits.admit('fan', { startsConversation: false, at: new Date() });
    vi.setSystemTime(start + 4_000);
    expect(await refusalOf(limits.admit('fan', { startsConversation: false, at: new Date() }))).toMatchObject({
      code: 'tooManyMessages',
      params: { retry_after: 6 },
    });
    vi.setSystemTime(start + 10_001);
    await expect(limits.admit('fan', { startsConversation: false, at: new Date() })).resolves.toBeUndefined();
  });

  it('refuses a 31st conversation started in a day, and counts no message for it', async () => {
    const startedToday = { count: 30, oldest: new Date(start - 3 * 3600_000).toISOString() };
    const limits = new ChatSendLimits(memoryStore, () => Promise.resolve(startedToday));
    expect(await refusalOf(limits.admit('fan', { startsConversation: true, at: new Date() }))).toMatchObject({
      code: 'tooManyNewConversations',
      params: { retry_after: 21 * 3600 },
    });
    for (let message = 0; message < 20; message += 1)
      await limits.admit('fan', { startsConversation: false, at: new Date() });
  });
});
