import { newId } from '@tasbir/db';
import type { CacheArea } from '../cache/freshness.js';
import { envelopeIdOf, type LiveEnvelope, type LiveEvent } from './liveEvents.js';

export type EnvelopeListener = (envelope: LiveEnvelope) => void;
export type StaleListener = (areas: readonly CacheArea[]) => void;
/** An account whose row changed, or undefined when changes may have gone unheard (every row may have). */
export type UsersChangedListener = (accountId: string | undefined) => void;

/**
 * Where chat messages, read receipts, presence and notifications are published and where every
 * socket of this process listens. In one process it is a map; on PostgreSQL several processes share
 * it through LISTEN/NOTIFY (postgresEventBus.ts), so a socket on one gets what another published.
 */
export interface EventBus {
  /** Delivers `event` to every listener of the accounts in `to`, in every process. */
  publish(to: readonly string[], event: LiveEvent): Promise<void>;
  /** Listens for one account's events; returns the function that stops listening. */
  subscribe(accountId: string, listener: EnvelopeListener): () => void;
  /** Sees every envelope this process receives, whoever it is for (presence keeps count with it). */
  observe(listener: EnvelopeListener): () => void;
  /**
   * Tells the other processes that a write here made these cached areas stale, so none of them
   * keeps answering from a list the write changed. Nothing to tell with one process.
   */
  announceStale(areas: readonly CacheArea[]): void;
  /** Hears what the other processes announce (never this process's own announcements). */
  onStaleElsewhere(listener: StaleListener): () => void;
  /**
   * Hears which account's row a commit changed, whoever wrote it (on PostgreSQL, the users trigger's
   * notice, migration 0030). Returns the function that stops listening.
   */
  onUsersChanged(listener: UsersChangedListener): () => void;
  /** Whether such changes are heard now: only then may a process keep accounts' rows (viewerRows.ts). */
  hearsUsersChanges(): boolean;
  close(): Promise<void>;
}

/** Local delivery, shared by both buses: a listener that throws never stops the others. */
export class LocalDelivery {
  private readonly listeners = new Map<string, Set<EnvelopeListener>>();
  private readonly observers = new Set<EnvelopeListener>();

  constructor(private readonly onListenerError: (error: unknown) => void) {}

  envelope(to: readonly string[], event: LiveEvent): LiveEnvelope {
    return { id: envelopeIdOf(event) ?? newId(), to, event };
  }

  deliver(envelope: LiveEnvelope): void {
    for (const observer of this.observers) this.call(observer, envelope);
    for (const accountId of envelope.to) {
      const listeners = this.listeners.get(accountId);
      if (listeners) for (const listener of listeners) this.call(listener, envelope);
    }
  }

  subscribe(accountId: string, listener: EnvelopeListener): () => void {
    let listeners = this.listeners.get(accountId);
    if (!listeners) this.listeners.set(accountId, (listeners = new Set()));
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.listeners.get(accountId) === listeners) this.listeners.delete(accountId);
    };
  }

  observe(listener: EnvelopeListener): () => void {
    this.observers.add(listener);
    return () => this.observers.delete(listener);
  }

  private call(listener: EnvelopeListener, envelope: LiveEnvelope): void {
    try {
      listener(envelope);
    } catch (error) {
      this.onListenerError(error);
    }
  }
}

/** The bus of a single process (SQLite): delivery is a direct call. */
export class InProcessEventBus implements EventBus {
  private readonly local: LocalDelivery;

  constructor(onListenerError: (error: unknown) => void) {
    this.local = new LocalDelivery(onListenerError);
  }

  publish(to: readonly string[], event: LiveEvent): Promise<void> {
    this.local.deliver(this.local.envelope(to, event));
    return Promise.resolve();
  }

  subscribe(accountId: string, listener: EnvelopeListener): () => void {
    return this.local.subscribe(accountId, listener);
  }

  observe(listener: EnvelopeListener): () => void {
    return this.local.observe(listener);
  }

  announceStale(): void {}

  onStaleElsewhere(): () => void {
    return () => undefined;
  }

  onUsersChanged(): () => void {
    return () => undefined;
  }

  /** SQLite tells no process of its rows' changes: accounts' rows are read at every request. */
  hearsUsersChanges(): boolean {
    return false;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
