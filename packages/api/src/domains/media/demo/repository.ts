import type { Db, UserRow } from '@tasbir/db';
import { nowIso } from '@tasbir/db';
import type { PlanName } from '@tasbir/shared';

/** The few reads and writes the demo media seed needs beyond the services. */
export class DemoMediaRepository {
  constructor(private readonly db: Db) {}

  usersByName(usernames: string[]): Promise<UserRow[]> {
    return usernames.length === 0
      ? Promise.resolve([])
      : this.db.selectFrom('users').selectAll().where('username', 'in', usernames).execute();
  }

  async setPlan(userId: string, plan: PlanName, expiresAt: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ subscription_plan: plan, subscription_expires_at: expiresAt, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
  }
}
