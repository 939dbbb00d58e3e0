import { chatLimits } from '@tasbir/shared';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../errors.js';
import type { RateLimitStore } from '../auth/rateLimitStore.js';

const hourSeconds = 3600;
const dayMs = 24 * hourSeconds * 1000;

/** How many conversations a sender started since a moment, and when the oldest of them was. */
export type StartedSince = (senderId: string, since: string) => Promise<{ count: number; oldest: string | null }>;

/**
 * What one sender may send (`chatLimits`): messages in every ten seconds and in an hour, counted in
 * the store every server shares (rateLimitStore.ts) so a second server does not double them; and
 * conversations started in the last day, counted from the conversations themselves.
 */
export class ChatSendLimits {
  private readonly burst: RateLimiterAbstract;
  private readonly hourly: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    private readonly startedSince: StartedSince,
  ) {
    this.burst = store.limiter({
      keyPrefix: 'chat-send-burst',
      points: chatLimits.burstMessages,
      duration: chatLimits.burstSeconds,
    });
    this.hourly = store.limiter({
      keyPrefix: 'chat-send-hour',
      points: chatLimits.hourlyMessages,
      duration: hourSeconds,
    });
  }

  /**
   * Counts one message of the sender, or refuses it (429 with the seconds to wait). A message that
   * would start a conversation past the day's cap is refused before it counts as a message.
   */
  async admit(senderId: string, { startsConversation, at }: { startsConversation: boolean; at: Date }): Promise<void> {
    if (startsConversation) await this.underDailyCap(senderId, at);
    const outcomes = await Promise.allSettled([this.burst.consume(senderId), this.hourly.consume(senderId)]);
    let waitMs = 0;
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') continue;
      if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
      waitMs = Math.max(waitMs, outcome.reason.msBeforeNext);
    }
    if (waitMs > 0) throw tooManyRequests('tooManyMessages', waitMs / 1000);
  }

  private async underDailyCap(senderId: string, at: Date): Promise<void> {
    const { count, oldest } = await this.startedSince(senderId, new Date(at.getTime() - dayMs).toISOString());
    if (count < chatLimits.newConversationsPerDay) return;
    // The count falls below the cap when the day's oldest conversation is a day old.
    const freeAt = (oldest === null ? at.getTime() : Date.parse(oldest)) + dayMs;
    throw tooManyRequests('tooManyNewConversations', (freeAt - at.getTime()) / 1000);
  }
}
