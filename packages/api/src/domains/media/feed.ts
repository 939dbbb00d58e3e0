import type { UserRow } from '@tasbir/db';
import type { ErrorCode, LikeResult, ListInput, MediaFields, Page, ViewResult } from '@tasbir/shared';
import { listCache, type ListCacheOptions } from '../../cache/listCache.js';
import type { ReadCache } from '../../cache/readCache.js';
import { requireOwnerOrAdmin } from '../../access.js';
import { notFound } from '../../errors.js';
import { decodeCursor, pageOf, type Cursor } from '../../paging/cursor.js';
import type { EngagementRepository, PerDayTable } from './engagementRepository.js';
import { HourlyRecount } from '../../jobs/hourlyRecount.js';
import { withJsonText } from '../../http/jsonText.js';
import { keptItemsText } from '../../cache/keptJson.js';
import { KeptFeedItems, type FeedKey } from './keptItems.js';
import { uploadItem, type FeedUpload } from './feedUpload.js';

type FeedRow = FeedKey & { photographer_id: string };

export type FeedOptions<
  K extends FeedKey,
  R extends FeedRow & K,
  I extends { liked_by_me: boolean },
  In extends MediaFields,
  M extends { created: string[] },
  C,
> = {
  rows: {
    /** A page's keys (`limit` + 1 of them, to tell whether another page follows). */
    listKeys: (limit: number, trending: boolean, after: Cursor | undefined) => Promise<K[]>;
    byIds: (ids: readonly string[]) => Promise<R[]>;
    byId: (id: string) => Promise<R | undefined>;
  };
  /** What an item's JSON changes with, read from its keys (keptItems.ts). */
  versionOf: (key: K) => string;
  engagement: EngagementRepository;
  cache: ListCacheOptions;
  viewsTable: PerDayTable;
  notFoundCode: ErrorCode;
  toItem: (row: R, likedByMe: boolean) => I;
  logError: (error: unknown, message: string) => void;
  upload: FeedUpload<In, M, C, I>;
};

/**
 * What photos and reels share: the upload, the public feed (newest or trending, paged, the same rows
 * for every caller until the next write, `liked_by_me` added per viewer), one item, likes, views once
 * per viewer and day, and who may remove an item.
 */
export class MediaFeed<
  K extends FeedKey,
  R extends FeedRow & K,
  I extends { liked_by_me: boolean },
  In extends MediaFields,
  M extends { created: string[] },
  C,
> {
  private readonly trending: HourlyRecount;
  private readonly pages: ReadCache<K[]>;
  private readonly items: KeptFeedItems<K, R, I>;

  constructor(private readonly options: FeedOptions<K, R, I, In, M, C>) {
    this.trending = new HourlyRecount((now) => options.engagement.refreshTrending(now), {
      refreshed: () => options.cache.freshness.changed(['media']),
      failed: (error) => options.logError(error, 'trending scores could not be refreshed'),
    });
    this.pages = listCache<K[]>(options.cache, 'media');
    this.items = new KeptFeedItems({
      byIds: (ids) => options.rows.byIds(ids),
      versionOf: options.versionOf,
      toItem: options.toItem,
    });
  }

  create(user: UserRow, input: In): Promise<I> {
    return uploadItem(this.options.upload, user, input);
  }

  async list(viewer: UserRow | null, input: ListInput): Promise<Page<I>> {
    if (input.trending) this.trending.startIfDue(new Date());
    const key = `${input.limit}|${input.trending}|${input.cursor ?? ''}`;
    const keys = await this.pages.remember(key, () =>
      this.options.rows.listKeys(input.limit, input.trending, decodeCursor(input.cursor, input.trending)),
    );
    const { rows: page, next } = pageOf(keys, input.limit, input.trending);
    // Each item's JSON is kept by version: a page costs each viewer their likes and a string join.
    const items = await this.items.of(page, await this.likedBy(viewer, page));
    const itemsText = keptItemsText(items);
    return withJsonText(
      {
        items: withJsonText(
          items.map((item) => item.value),
          itemsText,
        ),
        next_cursor: next,
      },
      `{"items":${itemsText},"next_cursor":${JSON.stringify(next)}}`,
    );
  }

  async get(viewer: UserRow | null, id: string): Promise<I> {
    const row = await this.find(id);
    const liked = await this.likedBy(viewer, [row]);
    return this.options.toItem(row, liked.has(row.id));
  }

  async find(id: string): Promise<R> {
    const row = await this.options.rows.byId(id);
    if (!row) throw notFound(this.options.notFoundCode);
    return row;
  }

  async like(user: UserRow, id: string): Promise<LikeResult> {
    const result = await this.options.engagement.toggleLike(id, user.id, new Date());
    if (!result) throw notFound(this.options.notFoundCode);
    return result;
  }

  view(viewerKey: string, id: string): Promise<ViewResult> {
    return this.countOnce(this.options.viewsTable, viewerKey, id).then(({ count, counted }) => ({
      views: count,
      counted,
    }));
  }

  /** Counted once per viewer, item and day, so a counter cannot be pumped. */
  async countOnce(table: PerDayTable, viewerKey: string, id: string): Promise<{ count: number; counted: boolean }> {
    const result = await this.options.engagement.countOnce(table, id, viewerKey, new Date());
    if (!result) throw notFound(this.options.notFoundCode);
    return result;
  }

  /** The photographer who posted it, or an admin. */
  async removable(user: UserRow, id: string): Promise<R> {
    const row = await this.find(id);
    requireOwnerOrAdmin(user, row.photographer_id);
    return row;
  }

  private likedBy(viewer: UserRow | null, rows: readonly { id: string }[]): Promise<Set<string>> {
    return viewer
      ? this.options.engagement.likedAmong(
          viewer.id,
          rows.map((row) => row.id),
        )
      : Promise.resolve(new Set<string>());
  }
}
