import { newId, nowIso, type UserRow } from '@tasbir/db';
import { mediaMessages as mm, type Comment, type LikeResult, type ListInput, type Page, type Reel, type ShareResult, type ViewResult } from '@tasbir/shared';
import { forbidden, notFound } from '../../errors.js';
import { decodeCursor, pageOf } from '../media/cursor.js';
import type { EngagementRepository } from '../media/engagementRepository.js';
import type { MediaLibrary } from '../media/library.js';
import { uploadAllowance } from '../media/policy.js';
import { TrendingRefresh } from '../media/trendingRefresh.js';
import type { ReelUploadInput } from '../media/uploadInput.js';
import { toReel } from './dto.js';
import type { ReelListRow, ReelsRepository } from './repository.js';
import { listCache, type ListCacheOptions } from '../../cache/listCache.js';
import type { ReadCache } from '../../cache/readCache.js';

type Deps = { repository: ReelsRepository; engagement: EngagementRepository; library: MediaLibrary; cache: ListCacheOptions };

/** How many comments a reel's thread shows: the newest ones, oldest first. */
export const commentThreadLength = 200;

export class ReelsService {
  private readonly trending: TrendingRefresh;
  /** List pages are the same for everyone (liked_by_me is added per viewer): kept until the next write. */
  private readonly pages: ReadCache<ReelListRow[]>;

  constructor(private readonly deps: Deps) {
    this.trending = new TrendingRefresh((now) => deps.engagement.refreshTrending(now));
    this.pages = listCache<ReelListRow[]>(deps.cache);
  }

  async list(viewer: UserRow | null, input: ListInput): Promise<Page<Reel>> {
    if (input.trending) await this.trending.ensureFresh(new Date());
    const key = `${input.limit}|${input.trending}|${input.cursor ?? ''}`;
    const rows = await this.pages.remember(key, () => this.deps.repository.list(input.limit, input.trending, decodeCursor(input.cursor, input.trending)));
    const { rows: page, next } = pageOf(rows, input.limit, input.trending);
    const liked = viewer ? await this.deps.engagement.likedAmong(viewer.id, page.map((row) => row.id)) : new Set<string>();
    return { items: page.map((row) => toReel(row, row.photographer_username, liked.has(row.id))), next_cursor: next };
  }

  async get(viewer: UserRow | null, id: string): Promise<Reel> {
    const row = await this.deps.repository.byId(id);
    if (!row) throw notFound(mm.reelNotFound);
    const liked = viewer ? await this.deps.engagement.likedAmong(viewer.id, [row.id]) : new Set<string>();
    return toReel(row, row.photographer_username, liked.has(row.id));
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
        throw forbidden(typeof allowance.limit === 'number' ? mm.reelLimitReached(allowance.limit) : mm.reelNeedsPlan);
      }
      return toReel({ ...row, likes_count: 0, views_count: 0, comments_count: 0, shares_count: 0, trending_score: 0 }, user.username, false);
    });
  }

  async like(user: UserRow, id: string): Promise<LikeResult> {
    const result = await this.deps.engagement.toggleLike(id, user.id, new Date());
    if (!result) throw notFound(mm.reelNotFound);
    return result;
  }

  async view(viewerKey: string, id: string): Promise<ViewResult> {
    const result = await this.deps.engagement.countOnce('reel_views', id, viewerKey, new Date());
    if (!result) throw notFound(mm.reelNotFound);
    return { views: result.count, counted: result.counted };
  }

  /** Counted once per sharer, reel and day, like views, so the counter cannot be pumped. */
  async share(viewerKey: string, id: string): Promise<ShareResult> {
    const result = await this.deps.engagement.countOnce('reel_shares', id, viewerKey, new Date());
    if (!result) throw notFound(mm.reelNotFound);
    return { shares: result.count };
  }

  async comments(id: string): Promise<Comment[]> {
    if (!(await this.deps.repository.byId(id))) throw notFound(mm.reelNotFound);
    return this.deps.repository.comments(id, commentThreadLength);
  }

  async addComment(user: UserRow, id: string, text: string): Promise<{ comment: Comment }> {
    const comment = { id: newId(), reel_id: id, user_id: user.id, text, created_at: nowIso() };
    if (!(await this.deps.repository.addComment(comment))) throw notFound(mm.reelNotFound);
    return { comment: { id: comment.id, username: user.username, text, created_at: comment.created_at } };
  }

  async remove(user: UserRow, id: string): Promise<{ deleted: true }> {
    const row = await this.deps.repository.byId(id);
    if (!row) throw notFound(mm.reelNotFound);
    if (row.photographer_id !== user.id && user.role !== 'admin') throw forbidden();
    const removed = await this.deps.repository.remove(id);
    if (removed) await this.deps.library.discard([removed.video_key, ...(removed.poster_key ? [removed.poster_key] : [])]);
    return { deleted: true };
  }
}
