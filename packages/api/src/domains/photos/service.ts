import { newId, nowIso, type UserRow } from '@tasbir/db';
import { mediaMessages as mm, type LikeResult, type ListInput, type Page, type Photo, type ViewResult } from '@tasbir/shared';
import { forbidden, notFound } from '../../errors.js';
import { decodeCursor, pageOf } from '../media/cursor.js';
import type { EngagementRepository } from '../media/engagementRepository.js';
import type { MediaLibrary } from '../media/library.js';
import { uploadAllowance } from '../media/policy.js';
import { TrendingRefresh } from '../media/trendingRefresh.js';
import type { PhotoUploadInput } from '../media/uploadInput.js';
import { toPhoto } from './dto.js';
import type { PhotoListRow, PhotosRepository } from './repository.js';
import { listCache, type ListCacheOptions } from '../../cache/listCache.js';
import type { ReadCache } from '../../cache/readCache.js';

type Deps = { repository: PhotosRepository; engagement: EngagementRepository; library: MediaLibrary; cache: ListCacheOptions };

export class PhotosService {
  private readonly trending: TrendingRefresh;
  /** List pages are the same for everyone (liked_by_me is added per viewer): kept until the next write. */
  private readonly pages: ReadCache<PhotoListRow[]>;

  constructor(private readonly deps: Deps) {
    this.trending = new TrendingRefresh((now) => deps.engagement.refreshTrending(now));
    this.pages = listCache<PhotoListRow[]>(deps.cache);
  }

  /** Public: newest first, or by trending score (`trending`), paged by an opaque cursor. */
  async list(viewer: UserRow | null, input: ListInput): Promise<Page<Photo>> {
    if (input.trending) await this.trending.ensureFresh(new Date());
    const key = `${input.limit}|${input.trending}|${input.cursor ?? ''}`;
    const rows = await this.pages.remember(key, () => this.deps.repository.list(input.limit, input.trending, decodeCursor(input.cursor, input.trending)));
    const { rows: page, next } = pageOf(rows, input.limit, input.trending);
    const liked = viewer ? await this.deps.engagement.likedAmong(viewer.id, page.map((row) => row.id)) : new Set<string>();
    return { items: page.map((row) => toPhoto(row, row.photographer_username, liked.has(row.id))), next_cursor: next };
  }

  async get(viewer: UserRow | null, id: string): Promise<Photo> {
    const row = await this.deps.repository.byId(id);
    if (!row) throw notFound(mm.photoNotFound);
    const liked = viewer ? await this.deps.engagement.likedAmong(viewer.id, [row.id]) : new Set<string>();
    return toPhoto(row, row.photographer_username, liked.has(row.id));
  }

  /** Plan and count first, then size, type and processing; a refusal at any step stores nothing. */
  async create(user: UserRow, input: PhotoUploadInput): Promise<Photo> {
    const allowance = uploadAllowance(user, 'photo');
    const { library, repository } = this.deps;
    return library.upload(input.image_data, allowance, library.processPhoto, async (media) => {
      const row = {
        id: newId(),
        photographer_id: user.id,
        title: input.title,
        description: input.description ?? null,
        category: input.category,
        location: input.location ?? null,
        image_key: media.image_key,
        thumb_key: media.thumb_key,
        width: media.width,
        height: media.height,
        placeholder: media.placeholder,
        created_at: nowIso(),
      };
      if (!(await repository.insert(row, allowance.limit))) {
        throw forbidden(typeof allowance.limit === 'number' ? mm.photoLimitReached(allowance.limit) : mm.photoNeedsPlan);
      }
      return toPhoto({ ...row, likes_count: 0, views_count: 0, trending_score: 0 }, user.username, false);
    });
  }

  async like(user: UserRow, id: string): Promise<LikeResult> {
    const result = await this.deps.engagement.toggleLike(id, user.id, new Date());
    if (!result) throw notFound(mm.photoNotFound);
    return result;
  }

  async view(viewerKey: string, id: string): Promise<ViewResult> {
    const result = await this.deps.engagement.countOnce('photo_views', id, viewerKey, new Date());
    if (!result) throw notFound(mm.photoNotFound);
    return { views: result.count, counted: result.counted };
  }

  /** The photographer who posted it, or an admin. Its files go too unless an equal upload still uses them. */
  async remove(user: UserRow, id: string): Promise<{ deleted: true }> {
    const row = await this.deps.repository.byId(id);
    if (!row) throw notFound(mm.photoNotFound);
    if (row.photographer_id !== user.id && user.role !== 'admin') throw forbidden();
    const removed = await this.deps.repository.remove(id);
    if (removed) await this.deps.library.discard([removed.image_key, removed.thumb_key]);
    return { deleted: true };
  }
}
