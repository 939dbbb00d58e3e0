import type { ColumnType, Selectable } from 'kysely';

/** Table of migration 0026_trust_signals (docs/decisions/019-trust-signals.md). */

type Flag = ColumnType<number, number | undefined, number>;
type Counter = ColumnType<number, number | undefined, number>;

/**
 * What the directory shows of how a photographer answers and keeps bookings, one row per
 * photographer, joined to the card by primary key. Kept in the transaction of the event that
 * changes it (a first reply, a booking's answer, a cancellation) and recomputed each Nepal day.
 */
export interface PhotographerTrustTable {
  user_id: string;
  /** The median minutes to a first reply over the window's threads; null with fewer than 5 threads. */
  response_time_minutes: number | null;
  /** The percent (0–100, rounded down) of the window's threads answered within 24 hours; null likewise. */
  response_rate: number | null;
  /** Threads the two figures count (answered, or unanswered for more than 24 hours). */
  threads: Counter;
  /** Bookings the photographer cancelled after accepting them, in the last year. */
  cancellations_year: Counter;
  top_photographer: Flag;
  /** The Nepal day (YYYY-MM-DD) whose windows the row was computed with. */
  computed_on: string;
  updated_at: string;
}

export type PhotographerTrustRow = Selectable<PhotographerTrustTable>;
