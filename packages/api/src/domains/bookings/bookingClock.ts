import { nowIso, type BookingReminderKind, type NotificationRow } from '@tasbir/db';
import { addDays, nepalToday } from '@tasbir/shared';
import type { Notice, Notifier } from '../notifications/service.js';
import type { ClockRepository, ExpiringBooking, RemindedBooking } from './clockRepository.js';
import { RoundJob } from '../../jobs/roundJob.js';

type Options = {
  repository: ClockRepository;
  notifier: Notifier;
  everyMs: number;
  logError: (error: unknown, message: string) => void;
  /**
   * An expiry freed a photographer's date: the directory's "free on" answers are stale. The clock
   * runs outside a procedure, whose meta would say so otherwise.
   */
  datesFreed: () => void;
};

/** At most this many bookings are expired, and reminded of each kind, per round; the next round takes the rest. */
const perRound = 100;

/**
 * Each reminder and the Nepal day it is sent on, counted from the event date. Only that day's: a
 * server that was down on the day sends nothing late.
 */
const reminders: { kind: BookingReminderKind; daysBefore: number }[] = [
  { kind: 'two_days_before', daysBefore: 2 },
  { kind: 'one_day_before', daysBefore: 1 },
  { kind: 'day_after', daysBefore: -1 },
];

/**
 * The booking clock (docs/decisions/016-booking-advances.md): expires advances unpaid at their
 * deadline, so the date is free again, and sends the reminders before the event and the request to
 * mark it completed after. Every server runs one; the repository's conditional writes make each
 * expiry and each reminder happen once across them and across restarts, so this loop keeps no state.
 */
export class BookingClock extends RoundJob {
  constructor(private readonly options: Options) {
    super(options.everyMs);
  }

  protected async work(now: Date): Promise<void> {
    await this.guarded('booking expiry failed', () => this.expireDue(now));
    await this.guarded('booking reminders failed', () => this.sendReminders(now));
  }

  private async expireDue(now: Date): Promise<void> {
    const at = nowIso(now);
    let freed = false;
    for (const booking of await this.options.repository.expiring(at, perRound)) {
      await this.guarded(`booking ${booking.id} could not expire`, async () => {
        const notices = [booking.user_id, booking.photographer_id].map((to) => this.expiredNotice(to, booking));
        if (!(await this.options.repository.expire(booking.id, at, notices))) return;
        freed = true;
        await this.announce(notices);
      });
    }
    if (freed) this.options.datesFreed();
  }

  private async sendReminders(now: Date): Promise<void> {
    const today = nepalToday(now);
    const at = nowIso(now);
    for (const { kind, daysBefore } of reminders) {
      const eventDate = addDays(today, daysBefore);
      for (const booking of await this.options.repository.remindable(kind, eventDate, perRound)) {
        await this.guarded(`booking ${booking.id} could not be reminded (${kind})`, async () => {
          const notices = this.reminderNotices(daysBefore, booking);
          if (await this.options.repository.remind(booking.id, kind, eventDate, at, notices))
            await this.announce(notices);
        });
      }
    }
  }

  private expiredNotice(to: string, booking: ExpiringBooking): NotificationRow {
    return this.options.notifier.prepare({
      to,
      kind: 'booking_expired',
      params: { date: booking.event_date },
      subjectId: booking.id,
    });
  }

  /** Each party is reminded with the other's name; the day after, the photographer is asked to mark it completed. */
  private reminderNotices(daysBefore: number, booking: RemindedBooking): NotificationRow[] {
    const notice = (to: string, about: string, kind: Notice['kind'], params: Notice['params']) =>
      this.options.notifier.prepare({ to, kind, params, subjectId: booking.id, actorId: about });
    const date = booking.event_date;
    if (daysBefore < 0)
      return [
        notice(booking.photographer_id, booking.user_id, 'booking_complete_ask', {
          name: booking.requester_name,
          date,
        }),
      ];
    const params = { date, days: daysBefore };
    return [
      notice(booking.user_id, booking.photographer_id, 'booking_reminder', {
        name: booking.photographer_name,
        ...params,
      }),
      notice(booking.photographer_id, booking.user_id, 'booking_reminder', { name: booking.requester_name, ...params }),
    ];
  }

  private async announce(notices: NotificationRow[]): Promise<void> {
    for (const notice of notices) await this.options.notifier.announce(notice);
  }

  /** Runs a part of the round; an error is logged and the round goes on (the next round tries again). */
  private async guarded(message: string, part: () => Promise<void>): Promise<void> {
    try {
      await part();
    } catch (error) {
      this.options.logError(error, message);
    }
  }
}
