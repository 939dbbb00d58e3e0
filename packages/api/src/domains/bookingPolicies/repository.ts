import type { BookingPolicyRow, Db } from '@tasbir/db';
import type { BookingPolicy } from '@tasbir/shared';

/** Booking policies: one row per photographer who set one. */
export class BookingPoliciesRepository {
  constructor(private readonly db: Db) {}

  find(photographerId: string): Promise<BookingPolicyRow | undefined> {
    return this.db
      .selectFrom('booking_policies')
      .selectAll()
      .where('photographer_id', '=', photographerId)
      .executeTakeFirst();
  }

  /** Replaces the photographer's policy, or sets their first. */
  async save(photographerId: string, policy: BookingPolicy, now: string): Promise<void> {
    const columns = {
      advance_percent: policy.advance_percent,
      refund_tiers: JSON.stringify(policy.refund_tiers),
      updated_at: now,
    };
    await this.db
      .insertInto('booking_policies')
      .values({ photographer_id: photographerId, ...columns })
      .onConflict((oc) => oc.column('photographer_id').doUpdateSet(columns))
      .execute();
  }
}
