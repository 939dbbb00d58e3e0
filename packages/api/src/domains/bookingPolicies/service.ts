import { nowIso, type BookingPolicyRow } from '@tasbir/db';
import { bookingPolicyInput, defaultBookingPolicy, type BookingPolicy } from '@tasbir/shared';
import { notFound } from '../../errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { PhotographersRepository } from '../photographers/repository.js';
import type { BookingPoliciesRepository } from './repository.js';

/**
 * A stored policy, held to the shared schema as a sent one is: a row that fails it is a fault of the
 * server (answered as `internal` and logged), never the reader's.
 */
export function policyOf(row: BookingPolicyRow): BookingPolicy {
  const parsed = bookingPolicyInput.safeParse({
    advance_percent: row.advance_percent,
    refund_tiers: JSON.parse(row.refund_tiers),
  });
  if (!parsed.success) throw new Error(`the stored booking policy of ${row.photographer_id} fails the schema`);
  return parsed.data;
}

/** A photographer's booking policy (docs/decisions/015-booking-policy.md): the default until they set one. */
export class BookingPoliciesService {
  constructor(
    private readonly repository: BookingPoliciesRepository,
    private readonly photographers: PhotographersRepository,
  ) {}

  /** Anyone may read a listed photographer's policy, as the portfolio and the booking form show it. */
  async forPhotographer(photographerId: string): Promise<BookingPolicy> {
    if (!(await this.photographers.findListed(photographerId))) throw notFound('photographerNotFound');
    return this.read(photographerId);
  }

  /** Replaces the signed-in photographer's policy; bookings made before keep their own copy (a later slice). */
  async update(user: AuthenticatedUser, policy: BookingPolicy): Promise<BookingPolicy> {
    await this.repository.save(user.id, policy, nowIso());
    return this.read(user.id);
  }

  private async read(photographerId: string): Promise<BookingPolicy> {
    const row = await this.repository.find(photographerId);
    // A copy, so nothing that holds an answer can change the default.
    return row ? policyOf(row) : structuredClone(defaultBookingPolicy);
  }
}
