import type { Transaction } from 'kysely';
import type { Database, Db, NotificationRow } from '@tasbir/db';

/** Stores a notification inside another domain's transaction, so it commits with the change it reports. */
export async function insertNotification(trx: Transaction<Database>, row: NotificationRow): Promise<void> {
  await trx.insertInto('notifications').values(row).execute();
}

/** Notification rows: the only code of the notifications domain that touches Kysely. */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NotificationRow): Promise<void> {
    await this.db.insertInto('notifications').values(row).execute();
  }

  /** Brings the account's waiting notice about a conversation up to date; false when there is none. */
  async refreshWaiting(userId: string, subjectId: string, params: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('notifications')
      .set({ params, created_at: at })
      .where('user_id', '=', userId)
      .where('kind', '=', 'message_received')
      .where('subject_id', '=', subjectId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Newest first, before the cursor's id. */
  list(userId: string, limit: number, beforeId: string | undefined) {
    let query = this.db
      .selectFrom('notifications')
      .select(['id', 'kind', 'params', 'created_at', 'read_at'])
      .where('user_id', '=', userId);
    if (beforeId) query = query.where('id', '<', beforeId);
    return query
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
  }

  /** Unread notifications, chat notices left out (the unread chats are counted on their own). */
  async unreadCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .where('kind', '!=', 'message_received')
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  async markRead(userId: string, id: string, at: string): Promise<{ found: boolean; marked: number }> {
    const found = await this.db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!found) return { found: false, marked: 0 };
    const result = await this.db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('id', '=', id)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return { found: true, marked: Number(result.numUpdatedRows) };
  }

  async markAllRead(userId: string, at: string): Promise<number> {
    const result = await this.db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async markSubjectRead(userId: string, subjectId: string, at: string): Promise<number> {
    const result = await this.db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('user_id', '=', userId)
      .where('subject_id', '=', subjectId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Notifications after the given id, oldest first: what a reconnecting client missed. */
  missedSince(userId: string, afterId: string, limit: number) {
    return this.db
      .selectFrom('notifications')
      .select(['id', 'kind', 'params', 'created_at', 'read_at'])
      .where('user_id', '=', userId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
