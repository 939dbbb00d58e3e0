import { tracked, type TrackedEnvelope } from '@trpc/server';
import type { EventBus } from '../../live/eventBus.js';
import type { LiveEnvelope, LiveEvent } from '../../live/liveEvents.js';
import type { ChatService } from '../chat/service.js';
import type { NotificationsService } from '../notifications/service.js';

/** Events waiting for a slow subscriber; past this the subscription ends and the client resumes. */
const queueLimit = 500;

export type LiveDependencies = { bus: EventBus; chat: ChatService; notifications: NotificationsService };

/** A subscription's end because its client fell this far behind; it reconnects and resumes. */
export class SubscriberTooSlow extends Error {}

/**
 * One account's live events for as long as the subscription lasts: the bus's events as they come,
 * after what the client missed since its last event id. Counts the account as present meanwhile.
 */
export class LiveService {
  constructor(private readonly deps: LiveDependencies) {}

  async *events(
    accountId: string,
    lastEventId: string | undefined,
    signal: AbortSignal | undefined,
  ): AsyncGenerator<TrackedEnvelope<LiveEvent>> {
    const queue: LiveEnvelope[] = [];
    let wake: (() => void) | undefined;
    let overflowed = false;
    const stopListening = this.deps.bus.subscribe(accountId, (envelope) => {
      if (queue.length >= queueLimit) overflowed = true;
      else queue.push(envelope);
      wake?.();
    });
    const left = this.deps.chat.presence.connected(accountId);
    const aborted = new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));
    try {
      const replayed = new Set<string>();
      if (lastEventId) {
        for (const envelope of await this.missed(accountId, lastEventId)) {
          replayed.add(envelope.id);
          yield tracked(envelope.id, envelope.event);
        }
      }
      while (!signal?.aborted) {
        const envelope = queue.shift();
        if (envelope) {
          if (!replayed.has(envelope.id)) yield tracked(envelope.id, envelope.event);
          // A suspended or deleted account hears it once, then the subscription ends.
          if (envelope.event.type === 'session_ended') return;
          continue;
        }
        if (overflowed) throw new SubscriberTooSlow('live subscriber fell behind');
        await Promise.race([new Promise<void>((resolve) => (wake = resolve)), aborted]);
        wake = undefined;
      }
    } finally {
      stopListening();
      left();
    }
  }

  /** Calls `ended` when the account's session ends (suspended, deleted, demoted, password reset); returns the function that stops watching. */
  onSessionEnded(accountId: string, ended: () => void): () => void {
    return this.deps.bus.subscribe(accountId, ({ event }) => {
      if (event.type === 'session_ended') ended();
    });
  }

  /** Messages and notifications after `lastEventId`, in id order, as the events that carried them. */
  private async missed(accountId: string, lastEventId: string): Promise<LiveEnvelope[]> {
    const [messages, notifications] = await Promise.all([
      this.deps.chat.missedSince(accountId, lastEventId),
      this.deps.notifications.missedSince(accountId, lastEventId),
    ]);
    const envelopes: LiveEnvelope[] = [
      ...messages.map((message) => ({
        id: message.id,
        to: [accountId],
        event: { type: 'new_message' as const, message },
      })),
      ...notifications.map((notification) => ({
        id: notification.id,
        to: [accountId],
        event: { type: 'notification' as const, notification },
      })),
    ];
    return envelopes.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
}
