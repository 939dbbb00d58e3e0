import { sql } from 'kysely';
import { listenOnPostgres, liveChannel, newId, nowIso, type Db, type PgListener } from '@tasbir/db';
import { cacheAreas, type CacheArea } from '../cache/freshness.js';
import {
  LocalDelivery,
  type EnvelopeListener,
  type EventBus,
  type StaleListener,
  type UsersChangedListener,
} from './eventBus.js';
import type { LiveEnvelope, LiveEvent } from './liveEvents.js';

/** PostgreSQL refuses a notification payload of 8,000 bytes or more; a margin below it. */
const payloadLimitBytes = 7500;
/** How long a large payload waits for the other servers to read it. */
const payloadKeepMs = 60_000;

/**
 * What travels on the channel: the envelope itself, where to read it, the cached areas a write made
 * stale, or (from the users trigger, no origin) the account whose row a commit changed.
 */
type Wire =
  | { origin: string; envelope: LiveEnvelope }
  | { origin: string; stored: string }
  | { origin: string; stale: CacheArea[] }
  | { origin?: undefined; usersChanged: string };

/**
 * The bus of several processes on one PostgreSQL database. A process delivers its own events at
 * once and NOTIFYs the others, which skip what they sent themselves (`origin`). An envelope too
 * large for a notification is stored for a minute and only its id travels.
 */
export class PostgresEventBus implements EventBus {
  private readonly origin = newId();
  private readonly local: LocalDelivery;
  private readonly staleListeners = new Set<StaleListener>();
  private readonly usersListeners = new Set<UsersChangedListener>();
  private listening = false;
  private listener: PgListener | undefined;
  private lastSweep = 0;

  private constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown, message: string) => void,
  ) {
    this.local = new LocalDelivery((error) => onError(error, 'live event listener failed'));
  }

  static async start(
    db: Db,
    url: string,
    onError: (error: unknown, message: string) => void,
  ): Promise<PostgresEventBus> {
    const bus = new PostgresEventBus(db, onError);
    bus.listener = await listenOnPostgres({
      url,
      channel: liveChannel,
      onPayload: (payload) => void bus.receive(payload),
      onError: (error) => {
        bus.listensForUsers(false);
        onError(error, 'live event connection lost; reconnecting');
      },
      onListening: () => bus.listensForUsers(true),
    });
    return bus;
  }

  async publish(to: readonly string[], event: LiveEvent): Promise<void> {
    const envelope = this.local.envelope(to, event);
    this.local.deliver(envelope);
    let wire = JSON.stringify({ origin: this.origin, envelope } satisfies Wire);
    if (Buffer.byteLength(wire) > payloadLimitBytes) {
      const id = newId();
      await this.db
        .insertInto('live_event_payloads')
        .values({ id, payload: JSON.stringify(envelope), created_at: nowIso() })
        .execute();
      wire = JSON.stringify({ origin: this.origin, stored: id } satisfies Wire);
      await this.sweep();
    }
    await sql`select pg_notify(${liveChannel}, ${wire})`.execute(this.db);
  }

  subscribe(accountId: string, listener: EnvelopeListener): () => void {
    return this.local.subscribe(accountId, listener);
  }

  observe(listener: EnvelopeListener): () => void {
    return this.local.observe(listener);
  }

  announceStale(areas: readonly CacheArea[]): void {
    const wire = JSON.stringify({ origin: this.origin, stale: [...areas] } satisfies Wire);
    sql`select pg_notify(${liveChannel}, ${wire})`
      .execute(this.db)
      .catch((error: unknown) => this.onError(error, 'stale caches could not be announced'));
  }

  onStaleElsewhere(listener: StaleListener): () => void {
    this.staleListeners.add(listener);
    return () => this.staleListeners.delete(listener);
  }

  onUsersChanged(listener: UsersChangedListener): () => void {
    this.usersListeners.add(listener);
    return () => this.usersListeners.delete(listener);
  }

  hearsUsersChanges(): boolean {
    return this.listening;
  }

  async close(): Promise<void> {
    this.listensForUsers(false);
    await this.listener?.close();
  }

  private async receive(payload: string): Promise<void> {
    try {
      const wire = JSON.parse(payload) as Wire;
      if ('usersChanged' in wire) return this.heardUsersChanged(wire.usersChanged);
      if (wire.origin === this.origin) return;
      if ('stale' in wire) return this.heardStale(wire.stale);
      if ('envelope' in wire) return this.local.deliver(wire.envelope);
      const row = await this.db
        .selectFrom('live_event_payloads')
        .select('payload')
        .where('id', '=', wire.stored)
        .executeTakeFirst();
      if (row) this.local.deliver(JSON.parse(row.payload) as LiveEnvelope);
    } catch (error) {
      this.onError(error, 'live event could not be read');
    }
  }

  private heardUsersChanged(accountId: string | undefined): void {
    for (const listener of this.usersListeners) listener(accountId);
  }

  /** Notices sent while no connection listened are lost: each change of state drops every kept row. */
  private listensForUsers(listening: boolean): void {
    this.listening = listening;
    this.heardUsersChanged(undefined);
  }

  private heardStale(areas: readonly string[]): void {
    const known = cacheAreas.filter((area) => areas.includes(area));
    for (const listener of this.staleListeners) listener(known);
  }

  /** Large payloads older than a minute have been read by every server listening. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < payloadKeepMs) return;
    this.lastSweep = now;
    await this.db
      .deleteFrom('live_event_payloads')
      .where('created_at', '<', new Date(now - payloadKeepMs).toISOString())
      .execute();
  }
}
