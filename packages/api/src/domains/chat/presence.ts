import type { EventBus } from '../../live/eventBus.js';
import type { ChatRepository } from './repository.js';

/**
 * Who has a live connection now. This process counts its own sockets per account; other processes
 * tell theirs through the bus (`presence` events), kept per origin account until they say offline.
 * An account's chat partners hear when it comes online and when its last socket closes.
 */
export class Presence {
  private readonly local = new Map<string, number>();
  /** Accounts another process said are online, and how many of those processes said so. */
  private readonly remote = new Map<string, number>();
  /** This process's own announcements, which its observer must not count as another's. */
  private readonly announcing = new WeakSet<object>();

  constructor(
    private readonly bus: EventBus,
    private readonly repository: ChatRepository,
    private readonly onError: (error: unknown, message: string) => void,
  ) {
    bus.observe(({ event }) => {
      if (event.type !== 'presence' || this.announcing.has(event)) return;
      const count = (this.remote.get(event.user_id) ?? 0) + (event.online ? 1 : -1);
      if (count > 0) this.remote.set(event.user_id, count);
      else this.remote.delete(event.user_id);
    });
  }

  isOnline(accountId: string): boolean {
    return (this.local.get(accountId) ?? 0) > 0 || this.remote.has(accountId);
  }

  /** A socket of the account opened; call the returned function when it closes. */
  connected(accountId: string): () => void {
    const count = (this.local.get(accountId) ?? 0) + 1;
    this.local.set(accountId, count);
    if (count === 1) this.announce(accountId, true);
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      const left = (this.local.get(accountId) ?? 1) - 1;
      if (left > 0) return void this.local.set(accountId, left);
      this.local.delete(accountId);
      this.announce(accountId, false);
    };
  }

  private announce(accountId: string, online: boolean): void {
    const event = { type: 'presence' as const, user_id: accountId, online };
    this.announcing.add(event);
    this.repository
      .partnerIds(accountId)
      .then((partners) => this.bus.publish(partners, event))
      .catch((error: unknown) => this.onError(error, 'presence could not be announced'));
  }
}
