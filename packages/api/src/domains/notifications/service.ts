import { newId, type NotificationRow, type UserRow } from '@tasbir/db';
import {
  notificationParamsSchema,
  type MarkedRead,
  type Notification,
  type NotificationCounts,
  type NotificationKind,
  type NotificationPage,
  type NotificationParams,
} from '@tasbir/shared';
import { notFound } from '../../errors.js';
import type { EventBus } from '../../live/eventBus.js';
import { decodeCursor, pageById } from '../../paging/cursor.js';
import type { NotificationsRepository } from './repository.js';

/**
 * How other domains tell an account something happened: one call, the row and the live event. It
 * never fails the caller: what it reports has happened already, so a failure is logged instead.
 */
export type Notifier = {
  notify: (notice: Notice) => Promise<void>;
  /**
   * A notification for a change the caller is about to write: it stores the row in its own
   * transaction (`insertNotification`) and announces it once that has committed.
   */
  prepare: (notice: Notice) => NotificationRow;
  announce: (row: NotificationRow) => Promise<void>;
};

/**
 * What to tell whom. `actorId` is the account whose action it reports, when it names one: the
 * notice goes if that account is deleted. `subjectId` is what it is about (a gift, a request).
 */
export type Notice = {
  to: string;
  kind: Exclude<NotificationKind, 'message_received'>;
  params: NotificationParams;
  subjectId: string;
  actorId?: string;
};

export type NotificationsDependencies = {
  repository: NotificationsRepository;
  bus: EventBus;
  /** The account's unread chat messages (the chat domain counts them). */
  unreadMessages: (userId: string) => Promise<number>;
  logError: (error: unknown, message: string) => void;
};

/** The chat's notices: one waiting row per conversation, kept up to date and cleared when read. */
export type MessageNotices = {
  messageReceived: (
    userId: string,
    message: { conversationId: string; fromId: string; fromName: string; text: string },
  ) => Promise<void>;
  conversationRead: (userId: string, conversationId: string) => Promise<void>;
};

/** How much of a message its notice quotes. */
const excerptLength = 80;
const replayLimit = 200;

function toNotification(row: Pick<NotificationRow, 'id' | 'kind' | 'params' | 'created_at' | 'read_at'>): Notification {
  const parsed = notificationParamsSchema.safeParse(JSON.parse(row.params));
  return {
    id: row.id,
    kind: row.kind,
    params: parsed.success ? parsed.data : {},
    created_at: row.created_at,
    read_at: row.read_at,
  };
}

/**
 * Notifications (docs/product.md#notifications): rows for their account, sent live as they are made,
 * listed newest first, marked read one by one or all at once.
 */
export class NotificationsService implements Notifier, MessageNotices {
  constructor(private readonly deps: NotificationsDependencies) {}

  async notify(notice: Notice): Promise<void> {
    const row = this.prepare(notice);
    try {
      await this.deps.repository.insert(row);
    } catch (error) {
      return this.deps.logError(error, `notification ${notice.kind} could not be written`);
    }
    await this.announce(row);
  }

  prepare({ to, kind, params, subjectId, actorId }: Notice): NotificationRow {
    return {
      id: newId(),
      user_id: to,
      kind,
      subject_id: subjectId,
      actor_id: actorId ?? null,
      params: JSON.stringify(params),
      created_at: new Date().toISOString(),
      read_at: null,
    };
  }

  async announce(row: NotificationRow): Promise<void> {
    try {
      await this.deps.bus.publish([row.user_id], { type: 'notification', notification: toNotification(row) });
    } catch (error) {
      this.deps.logError(error, `notification ${row.kind} could not be announced`);
    }
  }

  async messageReceived(
    userId: string,
    message: { conversationId: string; fromId: string; fromName: string; text: string },
  ): Promise<void> {
    const params = JSON.stringify({
      name: message.fromName,
      from_id: message.fromId,
      excerpt: message.text.slice(0, excerptLength),
    });
    // The new_message event already tells the recipient's sockets; the row is for the bell's list.
    if (await this.deps.repository.refreshWaiting(userId, message.conversationId, params, new Date().toISOString()))
      return;
    await this.deps.repository.insert({
      id: newId(),
      user_id: userId,
      kind: 'message_received',
      subject_id: message.conversationId,
      actor_id: message.fromId,
      params,
      created_at: new Date().toISOString(),
      read_at: null,
    });
  }

  async conversationRead(userId: string, conversationId: string): Promise<void> {
    await this.deps.repository.markSubjectRead(userId, conversationId, new Date().toISOString());
  }

  async list(user: UserRow, input: { limit: number; cursor?: string | undefined }): Promise<NotificationPage> {
    const page = pageById(
      await this.deps.repository.list(user.id, input.limit, decodeCursor(input.cursor, false)?.id),
      input.limit,
    );
    return { items: page.rows.map(toNotification), next_cursor: page.next };
  }

  /** The bell's figures. */
  async counts(user: UserRow): Promise<NotificationCounts> {
    const [notifications, messages] = await Promise.all([
      this.deps.repository.unreadCount(user.id),
      this.deps.unreadMessages(user.id),
    ]);
    return { unread_notifications: notifications, unread_messages: messages };
  }

  async markRead(user: UserRow, id: string): Promise<MarkedRead> {
    const { found, marked } = await this.deps.repository.markRead(user.id, id, new Date().toISOString());
    if (!found) throw notFound('notificationNotFound');
    if (marked > 0) await this.deps.bus.publish([user.id], { type: 'notifications_read' });
    return { marked };
  }

  async markAllRead(user: UserRow): Promise<MarkedRead> {
    const marked = await this.deps.repository.markAllRead(user.id, new Date().toISOString());
    if (marked > 0) await this.deps.bus.publish([user.id], { type: 'notifications_read' });
    return { marked };
  }

  async missedSince(userId: string, afterId: string): Promise<Notification[]> {
    const rows = await this.deps.repository.missedSince(userId, afterId, replayLimit);
    return rows.map(toNotification);
  }
}
