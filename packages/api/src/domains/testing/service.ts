import type { UserRow } from '@tasbir/db';
import { planPeriodDays, type Booking, type PlanName, type User } from '@tasbir/shared';
import { conflict, notFound, unauthorized } from '../../errors.js';
import { toUser } from '../auth/userDto.js';
import type { TestingRepository } from './repository.js';

/**
 * Calls that exist only for browser tests (`ENABLE_TEST_ROUTES=1`); otherwise every one answers
 * 404, as if it were not there, so a production server shows no trace of them.
 */
export class TestingService {
  constructor(
    private readonly repository: TestingRepository,
    readonly enabled: boolean,
    /** A booking as its parties see it (the bookings domain's own answer). */
    private readonly bookingById: (id: string) => Promise<Booking>,
  ) {}

  /** `POST /api/test/set-subscription?plan=`: the caller's plan, running 30 days from now (free has no end). */
  async setSubscription(user: UserRow, plan: PlanName, now = new Date()): Promise<User> {
    if (!this.enabled) throw notFound();
    const expiresAt =
      plan === 'free' ? null : new Date(now.getTime() + planPeriodDays * 24 * 60 * 60 * 1000).toISOString();
    const updated = await this.repository.setPlan(user.id, plan, expiresAt);
    if (!updated) throw unauthorized();
    return toUser(updated);
  }

  /**
   * `POST /api/test/move-booking-date`: one of the caller's bookings (as client or photographer) on
   * another date, a past one included, so a browser test can complete it; nothing else changes.
   */
  async moveBookingDate(user: UserRow, id: string, eventDate: string): Promise<Booking> {
    if (!this.enabled) throw notFound();
    const outcome = await this.repository.moveBookingDate(user.id, id, eventDate);
    if (outcome === 'not_found') throw notFound('bookingNotFound');
    if (outcome === 'clash') throw conflict('bookingAlreadyRequested');
    return this.bookingById(id);
  }
}
