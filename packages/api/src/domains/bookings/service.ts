import { newId, nowIso } from '@tasbir/db';
import {
  addDays,
  balanceAmountOf,
  bookingLimits,
  nepalToday,
  type Availability,
  type Booking,
  type BookingPage,
  type BookingStatus,
  type CreateBookingFields,
  type DateAvailability,
} from '@tasbir/shared';
import { requireNoBlock } from '../../access.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import { decodeCursor, pageById } from '../../paging/cursor.js';
import type { Notifier } from '../notifications/service.js';
import { policyOfBooking } from './advanceMoney.js';
import type { BookingRowWithNames, BookingsRepository } from './repository.js';

type ListFields = { status?: BookingStatus; limit: number; cursor?: string };

const toBooking = (row: BookingRowWithNames): Booking => ({
  id: row.id,
  user_id: row.user_id,
  user_username: row.user_username,
  photographer_id: row.photographer_id,
  photographer_username: row.photographer_username,
  event_type: row.event_type,
  event_date: row.event_date,
  event_location: row.event_location,
  event_duration: row.event_duration,
  special_requirements: row.special_requirements,
  budget_range: row.budget_range,
  contact_phone: row.contact_phone,
  contact_email: row.contact_email,
  status: row.status,
  created_at: row.created_at,
  updated_at: row.updated_at,
  same_date_accepted: Number(row.same_date_accepted ?? 0),
  agreed_price: row.agreed_price,
  policy: policyOfBooking(row),
  advance:
    row.advance_amount === null || row.advance_status === null || row.advance_due_at === null
      ? null
      : {
          amount: row.advance_amount,
          status: row.advance_status,
          due_at: row.advance_due_at,
          refunded: row.advance_refunded,
          released: row.advance_released,
        },
  cancelled_by: row.cancelled_by,
  balance: {
    amount: balanceAmountOf(row.agreed_price, row.advance_amount),
    paid_at: row.balance_paid_at,
    paid_via: row.balance_paid_via,
  },
});

/** Bookings (docs/product.md#bookings): requests, the lists, and the dates a photographer is taken; `BookingSteps` moves them on. */
export class BookingsService {
  constructor(
    private readonly repository: BookingsRepository,
    private readonly notifier: Notifier,
    private readonly today: () => string = () => nepalToday(),
  ) {}

  /** A user asks a photographer for a date from today (Nepal's) up to two years ahead, when that date is free. */
  async create(user: AuthenticatedUser, fields: CreateBookingFields): Promise<Booking> {
    this.requireBookableDate(fields.event_date);
    const id = newId();
    const now = nowIso();
    const refusal = await this.repository.create({
      id,
      user_id: user.id,
      photographer_id: fields.photographer_id,
      event_type: fields.event_type,
      event_date: fields.event_date,
      event_location: fields.event_location,
      event_duration: fields.event_duration,
      special_requirements: fields.special_requirements,
      budget_range: fields.budget_range,
      contact_phone: fields.contact_phone,
      contact_email: fields.contact_email,
      status: 'pending',
      created_at: now,
      updated_at: now,
    });
    if (refusal === 'photographer_missing') throw notFound('photographerNotFound');
    if (refusal === 'blocked_by_me' || refusal === 'blocked_by_them')
      requireNoBlock(refusal === 'blocked_by_me' ? 'by_me' : 'by_them');
    if (refusal === 'date_taken') throw conflict('bookingDateTaken');
    if (refusal === 'already_requested') throw conflict('bookingAlreadyRequested');
    const booking = await this.get(id);
    await this.notifier.notify({
      to: booking.photographer_id,
      kind: 'booking_requested',
      params: { name: user.username, date: booking.event_date },
      subjectId: id,
      actorId: user.id,
    });
    return booking;
  }

  /** A user's own requests, or a photographer's incoming ones, newest first. */
  async mine(user: AuthenticatedUser, input: ListFields): Promise<BookingPage> {
    const side = user.role === 'photographer' ? { photographerId: user.id } : { userId: user.id };
    return this.page({ ...side, status: input.status }, input);
  }

  /** Every booking, for the admins. */
  forAdmins(input: ListFields): Promise<BookingPage> {
    return this.page({ status: input.status }, input);
  }

  /** The dates a photographer cannot be booked within a window (from today for a year when not given). */
  async availability(input: { photographer_id: string; from?: string; to?: string }): Promise<Availability> {
    const from = input.from ?? this.today();
    const to = input.to ?? addDays(from, 365);
    if (to < from || addDays(from, bookingLimits.availabilityDays) < to)
      throw badRequest('availabilityRangeInvalid', { days: bookingLimits.availabilityDays });
    const taken = await this.repository.takenDates(input.photographer_id, from, to);
    return { photographer_id: input.photographer_id, from, to, ...taken };
  }

  /** A photographer marks a date from today onwards as unavailable, or frees it; accepted bookings stay. */
  async setAvailability(
    photographer: AuthenticatedUser,
    input: { date: string; available: boolean },
  ): Promise<DateAvailability> {
    this.requireBookableDate(input.date);
    if (input.available) await this.repository.markAvailable(photographer.id, input.date);
    else await this.repository.markUnavailable(photographer.id, input.date, nowIso());
    return { date: input.date, available: input.available };
  }

  private requireBookableDate(date: string): void {
    const today = this.today();
    if (date < today) throw badRequest('bookingDateInPast');
    if (date > addDays(today, bookingLimits.daysAhead))
      throw badRequest('bookingDateTooFar', { days: bookingLimits.daysAhead });
  }

  private async page(
    filter: { userId?: string; photographerId?: string; status?: BookingStatus },
    input: ListFields,
  ): Promise<BookingPage> {
    const rows = await this.repository.list({
      ...filter,
      beforeId: decodeCursor(input.cursor, false)?.id,
      limit: input.limit + 1,
    });
    const page = pageById(rows, input.limit);
    return { items: page.rows.map(toBooking), next_cursor: page.next };
  }

  /** A booking as its parties see it (the caller checked that they may). */
  async get(id: string): Promise<Booking> {
    const row = await this.repository.byId(id);
    if (!row) throw notFound('bookingNotFound');
    return toBooking(row);
  }
}
