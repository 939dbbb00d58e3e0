import type { Kysely } from 'kysely';
import type { Database, Db } from '@tasbir/db';
import { isTopPhotographer, responseFigures, trustWindows, type Thread } from './figures.js';

/** The figures a card shows: a change to one of them makes the directory stale. */
const shownFigures = ['response_time_minutes', 'response_rate', 'cancellations_year', 'top_photographer'] as const;

/** A photographer's threads opened since `from`: conversations others started with them, and requests made to them. */
async function threadsOf(trx: Kysely<Database>, photographerId: string, from: string): Promise<Thread[]> {
  const [conversations, requests] = await Promise.all([
    trx
      .selectFrom('conversations')
      .select(['created_at', 'answered_at'])
      .where('photographer_id', '=', photographerId)
      .where('created_at', '>=', from)
      .execute(),
    trx
      .selectFrom('bookings')
      .select(['created_at', 'answered_at', 'status', 'cancelled_by', 'updated_at'])
      .where('photographer_id', '=', photographerId)
      .where('created_at', '>=', from)
      .execute(),
  ]);
  return [
    ...conversations.map((row) => ({ opened_at: row.created_at, answered_at: row.answered_at, withdrawn_at: null })),
    ...requests.map((row) => ({
      opened_at: row.created_at,
      answered_at: row.answered_at,
      // Cancelled by its client before an answer: the request was withdrawn then (its last change).
      withdrawn_at:
        row.answered_at === null && row.status === 'cancelled' && row.cancelled_by === 'requester'
          ? row.updated_at
          : null,
    })),
  ];
}

/** Bookings the photographer cancelled (after accepting them: they cancel nothing else) since `from`. */
async function cancellationsSince(trx: Kysely<Database>, photographerId: string, from: string): Promise<number> {
  const row = await trx
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('photographer_id', '=', photographerId)
    .where('status', '=', 'cancelled')
    .where('cancelled_by', '=', 'photographer')
    .where('updated_at', '>=', from)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Verified reviews (the author's booking with the photographer was completed) written since `from`. */
async function verifiedReviewsSince(
  trx: Kysely<Database>,
  photographerId: string,
  from: string,
): Promise<{ count: number; sum: number }> {
  const row = await trx
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number | string>('rating'), eb.val(0)).as('sum'),
    ])
    .where('photographer_id', '=', photographerId)
    .where('verified', '=', 1)
    .where('created_at', '>=', from)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), sum: Number(row?.sum ?? 0) };
}

/**
 * Recomputes a photographer's trust row at `now` (docs/decisions/019-trust-signals.md), inside the
 * transaction of the event that changed it or of the nightly round. Its first write takes the row
 * (PostgreSQL locks it), so two events of one photographer recompute one after the other and the
 * second reads the first's answer. True when a figure the card shows changed.
 */
export async function keepTrust(trx: Kysely<Database>, photographerId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const windows = trustWindows(now);
  const before = await trx
    .insertInto('photographer_trust')
    .columns(['user_id', 'computed_on', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select(['users.id', eb.val(windows.today).as('computed_on'), eb.val(at).as('updated_at')])
        .where('users.id', '=', photographerId),
    )
    // A row computed for a later Nepal day (by a server whose clock is ahead) is left as it is.
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ updated_at: at }).where('photographer_trust.computed_on', '<=', windows.today),
    )
    .returning(shownFigures)
    .executeTakeFirst();
  // The account is gone (deleted since the round listed it), or the row is newer: nothing to keep.
  if (!before) return false;
  const [threads, cancellationsYear, recentCancellations, verifiedReviews] = await Promise.all([
    threadsOf(trx, photographerId, windows.threadsFrom),
    cancellationsSince(trx, photographerId, windows.reliabilityFrom),
    cancellationsSince(trx, photographerId, windows.quietFrom),
    verifiedReviewsSince(trx, photographerId, windows.reviewsFrom),
  ]);
  const figures = responseFigures(threads, now);
  const after = {
    response_time_minutes: figures.response_time_minutes,
    response_rate: figures.response_rate,
    cancellations_year: cancellationsYear,
    top_photographer: isTopPhotographer({ verifiedReviews, responseRate: figures.response_rate, recentCancellations })
      ? 1
      : 0,
  };
  await trx
    .updateTable('photographer_trust')
    .set({ ...after, threads: figures.threads, computed_on: windows.today, updated_at: at })
    .where('user_id', '=', photographerId)
    .execute();
  return shownFigures.some((name) => before[name] !== after[name]);
}

/**
 * A photographer's chat message as an answer, in the message's transaction: the conversation it is
 * in, when it was started with them, and their client's requests still pending, when none was
 * answered yet. True when it answered a thread (then `keepTrust` follows).
 */
export async function answerWithMessage(
  trx: Kysely<Database>,
  message: { conversation_id: string; sender_id: string; recipient_id: string; created_at: string },
): Promise<boolean> {
  const [conversation, requests] = await Promise.all([
    trx
      .updateTable('conversations')
      .set({ answered_at: message.created_at })
      .where('id', '=', message.conversation_id)
      .where('photographer_id', '=', message.sender_id)
      .where('answered_at', 'is', null)
      .executeTakeFirst(),
    trx
      .updateTable('bookings')
      .set({ answered_at: message.created_at })
      .where('photographer_id', '=', message.sender_id)
      .where('user_id', '=', message.recipient_id)
      .where('answered_at', 'is', null)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  ]);
  return Number(conversation.numUpdatedRows) + Number(requests.numUpdatedRows) > 0;
}

/** The photographer's answer to a request (accepting or declining it), unless a chat message answered it first. */
export async function answerRequest(trx: Kysely<Database>, bookingId: string, at: string): Promise<void> {
  await trx
    .updateTable('bookings')
    .set({ answered_at: at })
    .where('id', '=', bookingId)
    .where('answered_at', 'is', null)
    .execute();
}

/** The nightly recompute's reads and writes (trustClock.ts). */
export class TrustRepository {
  constructor(private readonly db: Db) {}

  /** Photographers whose row was not computed with `today`'s windows (or who have none), by id after `afterId`. */
  async due(today: string, afterId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users as u')
      .leftJoin('photographer_trust as t', 't.user_id', 'u.id')
      .select('u.id')
      .where('u.role', '=', 'photographer')
      .where('u.id', '>', afterId)
      .where((eb) => eb.or([eb('t.computed_on', 'is', null), eb('t.computed_on', '<', today)]))
      .orderBy('u.id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Recomputes one photographer's row with `now`'s windows; true when a shown figure changed. */
  recompute(photographerId: string, now: Date): Promise<boolean> {
    return this.db.transaction().execute((trx) => keepTrust(trx, photographerId, now));
  }
}
