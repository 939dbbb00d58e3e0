import type { UserRow } from '@tasbir/db';
import { planPeriodDays, type PlanName, type User } from '@tasbir/shared';
import { notFound, unauthorized } from '../../errors.js';
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
}
