import type { Db, UserRow } from '@tasbir/db';
import { nowIso } from '@tasbir/db';
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
}
