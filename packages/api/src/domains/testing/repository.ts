import type { Db, UserRow } from '@tasbir/db';
import { isUniqueViolation, nowIso } from '@tasbir/db';
import type { PlanName } from '@tasbir/shared';

export class TestingRepository {
  constructor(private readonly db: Db) {}

  async setPlan(userId: string, plan: PlanName, expiresAt: string | null): Promise<UserRow | undefined> {
    await this.db
      .updateTable('users')
      .set({ subscription_plan: plan, subscription_expires_at: expiresAt, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
    return this.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  }

  /**
   * Moves a booking the caller is a party to (as client or photographer) to `eventDate`: `moved`,
   * `not_found` (no such booking of theirs), or `clash` when the pair already has another open request that day.
   */
  async moveBookingDate(
    callerId: string,
    bookingId: string,
    eventDate: string,
  ): Promise<'moved' | 'not_found' | 'clash'> {
    try {
      const result = await this.db
        .updateTable('bookings')
        .set({ event_date: eventDate, updated_at: nowIso() })
        .where('id', '=', bookingId)
        .where((eb) => eb.or([eb('user_id', '=', callerId), eb('photographer_id', '=', callerId)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? 'moved' : 'not_found';
    } catch (error) {
      if (isUniqueViolation(error)) return 'clash';
      throw error;
    }
  }
}
