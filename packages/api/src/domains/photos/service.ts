import type { UserRow } from '@tasbir/db';
import { type LikeResult, type ListInput, type Page, type Photo, type ViewResult } from '@tasbir/shared';
import type { EngagementRepository } from '../media/engagementRepository.js';
import type { MediaLibrary } from '../../files/library.js';
import { MediaFeed } from '../media/feed.js';
import type { PhotoUploadInput } from '../media/uploadInput.js';
import { toPhoto } from './dto.js';
import type { PhotoKey, PhotoListRow, PhotosRepository } from './repository.js';
import type { ListCacheOptions } from '../../cache/listCache.js';

type Deps = {
  logError: (error: unknown, message: string) => void;
  repository: PhotosRepository;
  engagement: EngagementRepository;
  library: MediaLibrary;
  cache: ListCacheOptions;
};

const photoFeed = ({ repository, engagement, cache, logError, library }: Deps) =>
  new MediaFeed({
    rows: repository,
    engagement,
    cache,
    viewsTable: 'photo_views',
    notFoundCode: 'photoNotFound',
    logError,
    versionOf: (key: PhotoKey) => `${key.likes_count}|${key.views_count}|${key.photographer_username}`,
    toItem: (row: PhotoListRow, liked) => toPhoto(row, row.photographer_username, liked),
    upload: {
      kind: 'photo',
      library,
      file: (input: PhotoUploadInput) => input.image_data,
      process: library.processPhoto,
      columns: ({ image_key, thumb_key, width, height, placeholder }) => ({
        image_key,
        thumb_key,
        width,
        height,
        placeholder,
      }),
      insert: (row, limit) => repository.insert(row, limit),
      created: (row, username) =>
        toPhoto({ ...row, likes_count: 0, views_count: 0, trending_score: 0 }, username, false),
    },
  });

export class PhotosService {
  private readonly feed: ReturnType<typeof photoFeed>;

  constructor(private readonly deps: Deps) {
    this.feed = photoFeed(deps);
  }

  /** Public: newest first, or by trending score (`trending`), paged by an opaque cursor. */
  list(viewer: UserRow | null, input: ListInput): Promise<Page<Photo>> {
    return this.feed.list(viewer, input);
  }

  get(viewer: UserRow | null, id: string): Promise<Photo> {
    return this.feed.get(viewer, id);
  }

  /** Plan and count first, then size, type and processing; whichever step refuses, nothing is stored. */
  create(user: UserRow, input: PhotoUploadInput): Promise<Photo> {
    return this.feed.create(user, input);
  }

  like(user: UserRow, id: string): Promise<LikeResult> {
    return this.feed.like(user, id);
  }

  view(viewerKey: string, id: string): Promise<ViewResult> {
    return this.feed.view(viewerKey, id);
  }

  /** The photographer who posted it, or an admin. Its files go too unless an equal upload still uses them. */
  async remove(user: UserRow, id: string): Promise<{ deleted: true }> {
    await this.feed.removable(user, id);
    const removed = await this.deps.repository.remove(id);
    if (removed) await this.deps.library.discard([removed.image_key, removed.thumb_key]);
    return { deleted: true };
  }

  /** Every photo, for an admin; the files go after the rows. */
  async removeAll(): Promise<{ deleted_count: number }> {
    const removed = await this.deps.repository.removeAll();
    await this.deps.library.discardMany(removed.flatMap((row) => [row.image_key, row.thumb_key]));
    return { deleted_count: removed.length };
  }
}
