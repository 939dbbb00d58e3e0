import type { Db } from '@tasbir/db';
import type { ReportTargetType } from '@tasbir/shared';
import type { Reportable } from '../../access.js';

/** A reported thing as the reports domain weighs and remembers it: whose it is, and its words. */
export type ReportedThing = Reportable & { text: string | null };

/** A thing still there, with a photo's thumbnail or a reel's poster when it has one. */
export type TargetPresence = { thumbKey: string | null };

const key = (type: ReportTargetType, id: string) => `${type}:${id}`;

/**
 * The reported things in their own tables: the only code of the reports domain besides its
 * repository that touches Kysely. It reads; removing goes through each domain's own delete.
 */
export class ReportTargetsRepository {
  constructor(private readonly db: Db) {}

  /** The thing a report would be about, or undefined when there is none (a suspended account is none). */
  async find(type: ReportTargetType, id: string): Promise<ReportedThing | undefined> {
    switch (type) {
      case 'photo':
      case 'reel': {
        const row = await this.db
          .selectFrom(type === 'photo' ? 'photos' : 'reels')
          .select(['photographer_id', 'title'])
          .where('id', '=', id)
          .executeTakeFirst();
        return row && { ownerId: row.photographer_id, text: row.title };
      }
      case 'comment': {
        const row = await this.db
          .selectFrom('reel_comments')
          .select(['user_id', 'text'])
          .where('id', '=', id)
          .executeTakeFirst();
        return row && { ownerId: row.user_id, text: row.text };
      }
      case 'review': {
        const row = await this.db
          .selectFrom('reviews')
          .select(['user_id', 'comment', 'rating'])
          .where('id', '=', id)
          .executeTakeFirst();
        return row && { ownerId: row.user_id, text: row.comment === '' ? `★ ${row.rating}` : row.comment };
      }
      case 'message': {
        const row = await this.db
          .selectFrom('chat_messages')
          .select(['sender_id', 'recipient_id', 'message'])
          .where('id', '=', id)
          .executeTakeFirst();
        return row && { ownerId: row.sender_id, parties: [row.sender_id, row.recipient_id], text: row.message };
      }
      case 'user': {
        const row = await this.db
          .selectFrom('users')
          .select(['id', 'bio'])
          .where('id', '=', id)
          .where('suspended', '=', 0)
          .executeTakeFirst();
        return row && { ownerId: row.id, text: row.bio };
      }
    }
  }

  /** Which of the given things are still there (by `type:id`), one query per kind present. */
  async present(targets: readonly { type: ReportTargetType; id: string }[]): Promise<Map<string, TargetPresence>> {
    const found = new Map<string, TargetPresence>();
    const idsOf = (type: ReportTargetType) => [...new Set(targets.filter((t) => t.type === type).map((t) => t.id))];
    const photos = idsOf('photo');
    if (photos.length > 0)
      for (const row of await this.db
        .selectFrom('photos')
        .select(['id', 'thumb_key'])
        .where('id', 'in', photos)
        .execute())
        found.set(key('photo', row.id), { thumbKey: row.thumb_key });
    const reels = idsOf('reel');
    if (reels.length > 0)
      for (const row of await this.db
        .selectFrom('reels')
        .select(['id', 'poster_key'])
        .where('id', 'in', reels)
        .execute())
        found.set(key('reel', row.id), { thumbKey: row.poster_key });
    const plain = [
      ['comment', 'reel_comments'],
      ['review', 'reviews'],
      ['message', 'chat_messages'],
      ['user', 'users'],
    ] as const;
    for (const [type, table] of plain) {
      const ids = idsOf(type);
      if (ids.length === 0) continue;
      for (const row of await this.db.selectFrom(table).select('id').where('id', 'in', ids).execute())
        found.set(key(type, row.id), { thumbKey: null });
    }
    return found;
  }
}

export const targetKey = key;
