import { newId, nowIso } from '@tasbir/db';
import type {
  AdminReport,
  ChatMessage,
  Comment,
  Report,
  ReportResolved,
  ReportTargetType,
  Review,
} from '@tasbir/shared';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import type { Reply, TestApp } from './harness.js';
import { insertPhotos } from './media.fixtures.js';

/** A reported thing: its kind and id, and the account whose it is. */
export type Target = { type: ReportTargetType; id: string; owner: NewUser };

export async function newReel(t: TestApp, photographerId: string): Promise<string> {
  const id = newId();
  await t.db
    .insertInto('reels')
    .values({
      id,
      photographer_id: photographerId,
      title: 'Sunrise over Phewa',
      description: null,
      category: 'General',
      location: null,
      video_key: `${'c'.repeat(60)}${id.slice(-8)}.mp4`,
      video_type: 'video/mp4',
      poster_key: null,
      width: 720,
      height: 1280,
      created_at: nowIso(),
    })
    .execute();
  await t.db
    .updateTable('users')
    .set((eb) => ({ reel_count: eb('reel_count', '+', 1) }))
    .where('id', '=', photographerId)
    .execute();
  return id;
}

/** Each kind of target, made as the app makes it; `with` is the account a message is sent to. */
export async function newTarget(t: TestApp, type: ReportTargetType, recipient?: NewUser): Promise<Target> {
  const photographer = await newPhotographer(t);
  switch (type) {
    case 'photo': {
      const [id] = await insertPhotos(t, photographer.user.id, 1);
      await t.db.updateTable('users').set({ photo_count: 1 }).where('id', '=', photographer.user.id).execute();
      return { type, id: id ?? '', owner: photographer };
    }
    case 'reel':
      return { type, id: await newReel(t, photographer.user.id), owner: photographer };
    case 'comment': {
      const author = await newUser(t);
      const reel = await newReel(t, photographer.user.id);
      const reply = await t.call<{ comment: Comment }>('POST', `/api/reels/${reel}/comment`, {
        token: author.access_token,
        body: { comment_text: 'Buy followers at spam.example' },
      });
      return { type, id: reply.body.comment.id, owner: author };
    }
    case 'review': {
      const author = await newUser(t);
      const reply = await t.call<Review>('POST', '/api/reviews', {
        token: author.access_token,
        body: { photographer_id: photographer.user.id, rating: 1, comment: 'Never showed up, a fraud' },
      });
      return { type, id: reply.body.id, owner: author };
    }
    case 'message': {
      const to = recipient ?? (await newUser(t));
      const reply = await t.call<ChatMessage>('POST', '/api/chat/send', {
        token: photographer.access_token,
        body: { recipient_id: to.user.id, message: 'Send me your password', message_type: 'text' },
      });
      if (reply.status !== 200) {
        // A photographer starts no chat with a user: the user writes first, and the photographer answers.
        await t.call('POST', '/api/chat/send', {
          token: to.access_token,
          body: { recipient_id: photographer.user.id, message: 'Namaste', message_type: 'text' },
        });
        const answer = await t.call<ChatMessage>('POST', '/api/chat/send', {
          token: photographer.access_token,
          body: { recipient_id: to.user.id, message: 'Send me your password', message_type: 'text' },
        });
        return { type, id: answer.body.id, owner: photographer };
      }
      return { type, id: reply.body.id, owner: photographer };
    }
    case 'user':
      return { type, id: photographer.user.id, owner: photographer };
  }
}

export const report = (t: TestApp, reporter: NewUser | null, target: Pick<Target, 'type' | 'id'>, extra = {}) =>
  t.call<Report>('POST', '/api/reports', {
    ...(reporter ? { token: reporter.access_token } : {}),
    body: { target_type: target.type, target_id: target.id, reason: 'spam', ...extra },
  });

export const adminReports = (t: TestApp, admin: NewUser, query = '') =>
  t.call<AdminReport[]>('GET', `/api/admin/reports${query}`, { token: admin.access_token });

export const resolve = (t: TestApp, admin: NewUser, id: string, action: string, note = 'Checked against the rules') =>
  t.call<ReportResolved>('POST', `/api/admin/reports/${id}/resolve`, {
    token: admin.access_token,
    body: { action, note },
  });

export const statusOf = (reply: Reply<unknown>) => reply.status;
