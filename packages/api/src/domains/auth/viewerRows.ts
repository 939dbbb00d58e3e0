import { onUsersWritten, type UserRow } from '@tasbir/db';
import type { EventBus } from '../../live/eventBus.js';

/** Accounts' rows kept at most; the oldest kept is dropped first. */
const keptAtMost = 10_000;

/**
 * The signed-in caller's row, read once per token version and process while the event bus hears
 * every change of accounts' rows (PostgreSQL: the users trigger's notice after each commit,
 * migration 0030), and dropped when one changes (docs/decisions/024-viewer-rows.md). A write of the
 * users table made in this process drops every kept row as it starts and again once committed, so
 * this process never answers from a row its own committed write changed. A read that overlapped a
 * drop is not kept. SQLite (one process, no notices) reads the row at every request.
 */
export class ViewerRows {
  private readonly rows = new Map<string, UserRow>();
  /** Moves on at every drop: a read that started before one keeps nothing. */
  private generation = 0;
  private readonly stops: (() => void)[];

  constructor(private readonly bus: Pick<EventBus, 'onUsersChanged' | 'hearsUsersChanges'>) {
    this.stops = [bus.onUsersChanged((accountId) => this.drop(accountId)), onUsersWritten(() => this.drop(undefined))];
  }

  /**
   * The account's row for a token of `tokenVersion`: the kept one when it has that version, else
   * read by `load` (and kept when nothing changed meanwhile). A copy: callers may not change what
   * other requests read.
   */
  async read(
    accountId: string,
    tokenVersion: number,
    load: (accountId: string) => Promise<UserRow | undefined>,
  ): Promise<UserRow | undefined> {
    const kept = this.rows.get(accountId);
    if (kept && kept.token_version === tokenVersion) return { ...kept };
    const startedAt = this.generation;
    const row = await load(accountId);
    if (row && startedAt === this.generation && this.bus.hearsUsersChanges()) {
      this.rows.delete(accountId);
      if (this.rows.size >= keptAtMost) this.rows.delete(this.rows.keys().next().value ?? '');
      this.rows.set(accountId, { ...row });
    }
    return row;
  }

  /** Forgets one account's row, or every row (undefined). */
  drop(accountId: string | undefined): void {
    this.generation += 1;
    if (accountId === undefined) this.rows.clear();
    else this.rows.delete(accountId);
  }

  /** Stops listening (the app closes). */
  close(): void {
    for (const stop of this.stops) stop();
    this.rows.clear();
  }
}
