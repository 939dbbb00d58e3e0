import { newId, nowIso, type UserRow } from '@tasbir/db';
import {
  type Comment,
  type LikeResult,
  type ListInput,
  type Page,
  type Reel,
  type ShareResult,
  type ViewResult,
} from '@tasbir/shared';
import { notFound } from '../../errors.js';
import type { EngagementRepository } from '../media/engagementRepository.js';
import type { MediaLibrary } from '../../files/library.js';
import { MediaFeed } from '../media/feed.js';
import type { ReelUploadInput } from '../media/uploadInput.js';
import { toReel } from './dto.js';
import type { ReelKey, ReelListRow, ReelsRepository } from './repository.js';
import type { ListCacheOptions } from '../../cache/listCache.js';

type Deps = {
  logError: (error: unknown, message: string) => void;
  repository: ReelsRepository;
  engagement: EngagementRepository;
  library: MediaLibrary;
  cache: ListCacheOptions;
};

/** How many comments a reel's thread shows: the newest ones, oldest first. */
export const commentThreadLength = 200;

const reelFeed = ({ repository, engagement, cache, logError, library }: Deps) =>
  new MediaFeed({
    rows: repository,
    engagement,
    cache,
    viewsTable: 'reel_views',
    notFoundCode: 'reelNotFound',
    logError,
    versionOf: (key: ReelKey) =>
      `${key.likes_count}|${key.views_count}|${key.comments_count}|${key.shares_count}|${key.photographer_username}`,
    toItem: (row: ReelListRow, liked) => toReel(row, row.photographer_username, liked),
    upload: {
      kind: 'reel',
      library,
      file: (input: ReelUploadInput) => input.video_data,
      process: library.processReel,
      columns: ({ video_key, video_type, poster_key, width, height }) => ({
        video_key,
        video_type,
        poster_key,
        width,
        height,
      }),
      insert: (row, limit) => repository.insert(row, limit),
      created: (row, username) =>
        toReel(
          { ...row, likes_count: 0, views_count: 0, comments_count: 0, shares_count: 0, trending_score: 0 },
          username,
          false,
        ),
    },
  });

export class ReelsService {
  private readonly feed: ReturnType<typeof reelFeed>;

  constructor(private readonly deps: Deps) {
    this.feed = reelFeed(deps);
  }

  list(viewer: UserRow | null, input: ListInput): Promise<Page<Reel>> {
    return this.feed.list(viewer, input);
  }

  get(viewer: UserRow | null, id: string): Promise<Reel> {
    return this.feed.get(viewer, id);
  }

  /** Plan and count first, then size, type and processing; whichever step refuses, nothing is stored. */
  create(user: UserRow, input: ReelUploadInput): Promise<Reel> {
    return this.feed.create(user, input);
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

  /** The thread as the viewer sees it: without the comments of accounts they blocked (decision 021). */
  async comments(id: string, viewerId: string | null = null): Promise<Comment[]> {
    await this.feed.find(id);
    return this.deps.repository.comments(id, commentThreadLength, viewerId);
  }

  async addComment(user: UserRow, id: string, text: string): Promise<{ comment: Comment }> {
    const comment = { id: newId(), reel_id: id, user_id: user.id, text, created_at: nowIso() };
    if (!(await this.deps.repository.addComment(comment))) throw notFound('reelNotFound');
    return { comment: { id: comment.id, username: user.username, text, created_at: comment.created_at } };
  }

  /** A comment goes, uncounted on its reel (an admin's decision on a report); false when it was gone. */
  removeComment(id: string): Promise<boolean> {
    return this.deps.repository.removeComment(id);
  }

  async remove(user: UserRow, id: string): Promise<{ deleted: true }> {
    await this.feed.removable(user, id);
    const removed = await this.deps.repository.remove(id);
    if (removed)
      await this.deps.library.discard([removed.video_key, ...(removed.poster_key ? [removed.poster_key] : [])]);
    return { deleted: true };
  }

  /** Every reel, for an admin; the files go after the rows. */
  async removeAll(): Promise<{ deleted_count: number }> {
    const removed = await this.deps.repository.removeAll();
    await this.deps.library.discardMany(
      removed.flatMap((row) => [row.video_key, ...(row.poster_key ? [row.poster_key] : [])]),
    );
    return { deleted_count: removed.length };
  }
}
