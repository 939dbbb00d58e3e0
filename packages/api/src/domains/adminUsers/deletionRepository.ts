import type { Kysely } from 'kysely';
import { newId, type Database, type Db } from '@tasbir/db';
import { trendingRule, trendingSince } from '@tasbir/shared';
import { writeAudit } from '../audit/auditLog.js';
import { payOutAdvancesOfDeletedAccount } from '../bookings/accountDeletion.js';
import { closeLedgerAccount } from '../credits/ledger.js';
import { mediaKeyOfUrl } from '../../files/mediaKeys.js';
import { refreshReviewStats } from '../reviews/repository.js';
import { lockTarget, type AdminTarget } from './repository.js';

type Trx = Kysely<Database>;

/** Files a deleted account's rows pointed at, to remove after commit unless another row still does. */
export type DeletedFiles = { mediaKeys: string[]; receiptKeys: string[]; galleryKeys: string[] };

/** The files of the photographer's delivery galleries (their photos go with the galleries) and their watermark logo. */
async function galleryFilesOf(trx: Trx, id: string): Promise<string[]> {
  const photos = await trx
    .selectFrom('gallery_photos')
    .innerJoin('galleries', 'galleries.id', 'gallery_photos.gallery_id')
    .select(['original_key', 'web_key', 'preview_key', 'thumb_key'])
    .where('galleries.photographer_id', '=', id)
    .execute();
  const logos = await trx
    .selectFrom('gallery_watermarks')
    .select('logo_key')
    .where('photographer_id', '=', id)
    .execute();
  const keys = [
    ...photos.flatMap((row) => [row.original_key, row.web_key, row.preview_key, row.thumb_key]),
    ...logos.flatMap((row) => (row.logo_key ? [row.logo_key] : [])),
  ];
  return [...new Set(keys)];
}

/** The stored files of the account's picture, photos, reels, requests and galleries. */
async function filesOf(trx: Trx, id: string): Promise<DeletedFiles> {
  const photos = await trx
    .selectFrom('photos')
    .select(['image_key', 'thumb_key'])
    .where('photographer_id', '=', id)
    .execute();
  const reels = await trx
    .selectFrom('reels')
    .select(['video_key', 'poster_key'])
    .where('photographer_id', '=', id)
    .execute();
  const credits = await trx.selectFrom('credit_requests').select('receipt_key').where('user_id', '=', id).execute();
  const plans = await trx.selectFrom('subscription_requests').select('receipt_key').where('user_id', '=', id).execute();
  const account = await trx.selectFrom('users').select('profile_picture').where('id', '=', id).executeTakeFirst();
  const mediaKeys = [
    mediaKeyOfUrl(account?.profile_picture ?? null) ?? null,
    ...photos.flatMap((row) => [row.image_key, row.thumb_key]),
    ...reels.flatMap((row) => [row.video_key, row.poster_key]),
  ];
  return {
    mediaKeys: [...new Set(mediaKeys.filter((key): key is string => key !== null))],
    receiptKeys: [...new Set([...credits, ...plans].map((row) => row.receipt_key))],
    galleryKeys: await galleryFilesOf(trx, id),
  };
}

/**
 * Takes the account's likes and comments off the items that stay, keeping their counters and
 * trending scores as if they had never been made, and re-keys their views and shares to an
 * anonymous viewer, so the counts stay true without pointing at the person.
 */
async function withdrawEngagement(trx: Trx, id: string, anonymous: string, now: Date): Promise<void> {
  const since = trendingSince(now).toISOString();
  for (const [items, likes] of [
    ['photos', 'photo_likes'],
    ['reels', 'reel_likes'],
  ] as const) {
    await trx
      .updateTable(items)
      .set((eb) => ({ likes_count: eb('likes_count', '-', 1) }))
      .where('id', 'in', (eb) => eb.selectFrom(likes).select('item_id').where('user_id', '=', id))
      .execute();
    await trx
      .updateTable(items)
      .set((eb) => ({ trending_score: eb('trending_score', '-', trendingRule.likeWeight) }))
      .where('id', 'in', (eb) =>
        eb.selectFrom(likes).select('item_id').where('user_id', '=', id).where('created_at', '>=', since),
      )
      .execute();
    await trx.deleteFrom(likes).where('user_id', '=', id).execute();
  }
  await trx
    .updateTable('reels')
    .set((eb) => ({
      comments_count: eb(
        'comments_count',
        '-',
        eb
          .selectFrom('reel_comments as c')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('c.reel_id', '=', 'reels.id')
          .where('c.user_id', '=', id),
      ),
    }))
    .where('id', 'in', (eb) => eb.selectFrom('reel_comments').select('reel_id').where('user_id', '=', id))
    .execute();
  await trx.deleteFrom('reel_comments').where('user_id', '=', id).execute();
  for (const table of ['photo_views', 'reel_views', 'reel_shares'] as const) {
    await trx
      .updateTable(table)
      .set({ viewer_key: `d:${anonymous}` })
      .where('viewer_key', '=', `u:${id}`)
      .execute();
  }
}

/** Deletes the account's reviews and recomputes the rating, count, rank and excerpt of each photographer they reviewed. */
async function withdrawReviews(trx: Trx, id: string): Promise<void> {
  const reviewed = await trx.selectFrom('reviews').select('photographer_id').where('user_id', '=', id).execute();
  await trx.deleteFrom('reviews').where('user_id', '=', id).execute();
  for (const { photographer_id: photographerId } of reviewed) await refreshReviewStats(trx, photographerId);
}

/** Deleting an account and everything of theirs: the only Kysely of the deletion. */
export class AccountDeletionRepository {
  constructor(private readonly db: Db) {}

  /**
   * Deletes the account in one transaction: `guard` sees it first (locked, see lockTarget) and may
   * refuse. Their engagement and reviews are withdrawn, advances held for their bookings paid out
   * (bookings/accountDeletion.ts), the ledger closed, the audit entry written;
   * the user row's foreign keys then take the rest: photos and reels (with the likes, views and
   * comments on them), portfolio, reviews of them, credit and plan requests, reset tokens, gift
   * idempotency keys and board totals. Gifts stay as history with that end set to null (a deleted
   * account), and so do the audit entries it made. Answers the files to remove after commit, or
   * undefined when there is no such account.
   */
  remove(
    id: string,
    actorId: string,
    guard: (target: AdminTarget) => void,
    now: Date,
  ): Promise<DeletedFiles | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const target = await lockTarget(trx, id);
      if (!target) return undefined;
      guard(target);
      const { user } = target;
      const files = await filesOf(trx, id);
      const anonymous = newId();
      await withdrawEngagement(trx, id, anonymous, now);
      await withdrawReviews(trx, id);
      await payOutAdvancesOfDeletedAccount(trx, id, now.toISOString());
      // The payouts may have brought the account credits: close it with the balance it has now.
      const { credits } = await trx
        .selectFrom('users')
        .select('credits')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await closeLedgerAccount(trx, { ...user, credits }, anonymous, now.toISOString());
      const before = {
        username: user.username,
        role: user.role,
        credits: user.credits,
        photo_count: user.photo_count,
        reel_count: user.reel_count,
      };
      await writeAudit(trx, {
        actorId,
        action: 'user.deleted',
        target: { type: 'user', id, userId: id },
        details: { before, after: null },
      });
      await trx.deleteFrom('users').where('id', '=', id).execute();
      return files;
    });
  }

  /** Which of these receipts a credit or plan request still has (the same bytes sent twice share a key). */
  async receiptsInUse(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const credits = await this.db
      .selectFrom('credit_requests')
      .select('receipt_key')
      .where('receipt_key', 'in', keys)
      .execute();
    const plans = await this.db
      .selectFrom('subscription_requests')
      .select('receipt_key')
      .where('receipt_key', 'in', keys)
      .execute();
    return new Set([...credits, ...plans].map((row) => row.receipt_key));
  }
}
