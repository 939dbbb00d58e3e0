import type { ExpressionBuilder } from 'kysely';
import type { BookingReminderKind, BookingRow, Database, Db, NotificationRow } from '@tasbir/db';
import { goingAheadStatuses, unfinishedPaymentStatuses } from '@tasbir/shared';
import { insertNotification } from '../notifications/repository.js';

/** A booking whose unpaid advance is past its deadline. */
export type ExpiringBooking = Pick<BookingRow, 'id' | 'user_id' | 'photographer_id' | 'event_date'>;

/** A booking going ahead, with both parties' names for the reminder's sentence. */
export type RemindedBooking = ExpiringBooking & { requester_name: string; photographer_name: string };

/**
 * How long past its deadline a booking waits for a payment in flight: a provider that has not
 * answered within a day will not turn it into a booking the photographer still expects. Should
 * the payment complete after all, the settlement makes it the payer's credits.
 */
const inFlightPatienceMs = 24 * 3_600_000;

/**
 * Whether the booking waits: an online payment of its advance, started before its deadline and
 * not yet settled (the payer may still be on the provider's page), within a day of the deadline.
 */
const waitsForPayment = (eb: ExpressionBuilder<Database, 'bookings'>, at: string) =>
  eb.and([
    eb('bookings.advance_due_at', '>', new Date(Date.parse(at) - inFlightPatienceMs).toISOString()),
    paymentInFlight(eb),
  ]);

/** An online payment of the booking's advance, started before its deadline and not yet settled. */
const paymentInFlight = (eb: ExpressionBuilder<Database, 'bookings'>) =>
  eb.exists(
    eb
      .selectFrom('payments')
      .select('payments.id')
      .whereRef('payments.booking_id', '=', 'bookings.id')
      .where('payments.purpose', '=', 'advance')
      .where('payments.status', 'in', [...unfinishedPaymentStatuses])
      .whereRef('payments.created_at', '<', 'bookings.advance_due_at'),
  );

/**
 * The booking clock's reads and writes (docs/decisions/016-booking-advances.md). Each write is
 * conditional, so a group of servers running the clock at once applies each expiry and each
 * reminder once: the expiry is an update from the state it was read in, a reminder the insert of
 * its `booking_reminders` row, which the primary key lets happen once.
 */
export class ClockRepository {
  constructor(private readonly db: Db) {}

  /** Unpaid advances past their deadline with no payment of them in flight (for a day at most), oldest deadline first. */
  expiring(at: string, limit: number): Promise<ExpiringBooking[]> {
    return this.db
      .selectFrom('bookings')
      .select(['id', 'user_id', 'photographer_id', 'event_date'])
      .where('status', '=', 'awaiting_advance')
      .where('advance_status', '=', 'due')
      .where('advance_due_at', '<=', at)
      .where((eb) => eb.not(waitsForPayment(eb, at)))
      .orderBy('advance_due_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * Expires the booking while it still waits for its advance past the deadline with nothing in
   * flight, and stores its notices in the same transaction; false when it had moved on.
   */
  async expire(id: string, at: string, notices: NotificationRow[]): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const expired = await trx
        .updateTable('bookings')
        .set({ status: 'expired', advance_status: 'expired', updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'awaiting_advance')
        .where('advance_status', '=', 'due')
        .where('advance_due_at', '<=', at)
        .where((eb) => eb.not(waitsForPayment(eb, at)))
        .returning('id')
        .executeTakeFirst();
      if (!expired) return false;
      for (const notice of notices) await insertNotification(trx, notice);
      return true;
    });
  }

  /** Bookings going ahead on `eventDate` that have not had the `kind` reminder, with both parties' names. */
  remindable(kind: BookingReminderKind, eventDate: string, limit: number): Promise<RemindedBooking[]> {
    return this.db
      .selectFrom('bookings')
      .innerJoin('users as requester', 'requester.id', 'bookings.user_id')
      .innerJoin('users as photographer', 'photographer.id', 'bookings.photographer_id')
      .select([
        'bookings.id',
        'bookings.user_id',
        'bookings.photographer_id',
        'bookings.event_date',
        'requester.username as requester_name',
        'photographer.username as photographer_name',
      ])
      .where('bookings.status', 'in', [...goingAheadStatuses])
      .where('bookings.event_date', '=', eventDate)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('booking_reminders')
              .select('booking_reminders.booking_id')
              .whereRef('booking_reminders.booking_id', '=', 'bookings.id')
              .where('booking_reminders.kind', '=', kind),
          ),
        ),
      )
      .orderBy('bookings.id')
      .limit(limit)
      .execute();
  }

  /**
   * Records the `kind` reminder of a booking still going ahead on `eventDate` and stores its notices,
   * in one transaction; false, writing nothing, when it was recorded already (by another server or
   * an earlier round) or the booking has moved on.
   */
  async remind(
    id: string,
    kind: BookingReminderKind,
    eventDate: string,
    at: string,
    notices: NotificationRow[],
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const recorded = await trx
        .insertInto('booking_reminders')
        .columns(['booking_id', 'kind', 'sent_at'])
        .expression((eb) =>
          eb
            .selectFrom('bookings')
            .select(['bookings.id', eb.val(kind).as('kind'), eb.val(at).as('sent_at')])
            .where('bookings.id', '=', id)
            .where('bookings.status', 'in', [...goingAheadStatuses])
            .where('bookings.event_date', '=', eventDate),
        )
        .onConflict((oc) => oc.columns(['booking_id', 'kind']).doNothing())
        .returning('booking_id')
        .executeTakeFirst();
      if (!recorded) return false;
      for (const notice of notices) await insertNotification(trx, notice);
      return true;
    });
  }
}
