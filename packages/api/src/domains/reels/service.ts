import { newId, nowIso, type UserRow } from '@tasbir/db';
import { type Comment, type LikeResult, type ListInput, type Page, type Reel, type ShareResult, type ViewResult } from '@tasbir/shared';
import { forbidden, notFound } from '../../errors.js';
import type { EngagementRepository } from '../media/engagementRepository.js';
import type { MediaLibrary } from '../media/library.js';
import { uploadAllowance } from '../media/policy.js';
import { MediaFeed } from '../media/feed.js';
import type { ReelUploadInput } from '../media/uploadInput.js';
import { toReel } from './dto.js';
import type { ReelListRow, ReelsRepository } from './repository.js';
import type { ListCacheOptions } from '../../cache/listCache.js';

type Deps = { logError: (error: unknown, message: string) => void; repository: ReelsRepository; engagement: EngagementRepository; library: MediaLibrary; cache: ListCacheOptions };

/** How many comments a reel's thread shows: the newest ones, oldest first. */
export const commentThreadLength = 200;

export class ReelsService {
  private readonly feed: MediaFeed<ReelListRow, Reel>;

  constructor(private readonly deps: Deps) {
    this.feed = new MediaFeed({
      rows: deps.repository,
      engagement: deps.engagement,
      cache: deps.cache,
      viewsTable: 'reel_views',
      notFoundCode: 'reelNotFound',
      logError: deps.logError,
      toItem: (row, liked) => toReel(row, row.photographer_username, liked),
    });
  }

  list(viewer: UserRow | null, input: ListInput): Promise<Page<Reel>> {
    return this.feed.list(viewer, input);
  }

  get(viewer: UserRow | null, id: string): Promise<Reel> {
    return this.feed.get(viewer, id);
  }

  async create(user: UserRow, input: ReelUploadInput): Promise<Reel> {
    const allowance = uploadAllowance(user, 'reel');
    const { library, repository } = this.deps;
    return library.upload(input.video_data, allowance, library.processReel, async (media) => {
      const row = {
        id: newId(),
        photographer_id: user.id,
        title: input.title,
        description: input.description ?? null,
        category: input.category,
        location: input.location ?? null,
        video_key: media.video_key,
        video_type: media.video_type,
        poster_key: media.poster_key,
        width: media.width,
        height: media.height,
        created_at: nowIso(),
      };
      if (!(await repository.insert(row, allowance.limit))) {
        throw typeof allowance.limit === 'number' ? forbidden('reelLimitReached', { count: allowance.limit }) : forbidden('reelNeedsPlan');
      }
      return toReel({ ...row, likes_count: 0, views_count: 0, comments_count: 0, shares_count: 0, trending_score: 0 }, user.username, false);
    });
  }

  like(user: UserRow, id: string): Promise<LikeResult> {
    return this.feed.like(user, id);
  }

  view(viewerKey: string, id: string): Promise<ViewResult> {
    return this.feed.view(viewerKey, id);
  }

  /** Counted once per sharer, reel and day, like views, so the counter cannot be pumped. */
  async share(viewerKey: string, id: string): Promise<ShareResult> {
    return { shares: (await this.feed.countOnce('reel_shares', viewerKey, id)).count };
  }

  async comments(id: string): Promise<Comment[]> {
    await this.feed.find(id);
    return this.deps.repository.comments(id, commentThreadLength);
  }

  async addComment(user: UserRow, id: string, text: string): Promise<{ comment: Comment }> {
    const comment = { id: newId(), reel_id: id, user_id: user.id, text, created_at: nowIso() };
    if (!(await this.deps.repository.addComment(comment))) throw notFound('reelNotFound');
    return { comment: { id: comment.id, username: user.username, text, created_at: comment.created_at } };
  }

  async remove(user: UserRow, id: string): Promise<{ deleted: true }> {
    await this.feed.removable(user, id);
    const removed = await this.deps.repository.remove(id);
    if (removed) await this.deps.library.discard([removed.video_key, ...(removed.poster_key ? [removed.poster_key] : [])]);
    return { deleted: true };
  }

  /** Every reel, for an admin; the files go after the rows. */
  async removeAll(): Promise<{ deleted_count: number }> {
    const removed = await this.deps.repository.removeAll();
    await this.deps.library.discardMany(removed.flatMap((row) => [row.video_key, ...(row.poster_key ? [row.poster_key] : [])]));
    return { deleted_count: removed.length };
  }
}
