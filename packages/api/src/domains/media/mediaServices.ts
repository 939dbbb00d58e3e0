import type { Db } from '@tasbir/db';
import { join } from 'node:path';
import type { ListCacheOptions } from '../../cache/listCache.js';
import type { Config } from '../../config.js';
import { Staging } from '../../files/staging.js';
import { PhotosRepository } from '../photos/repository.js';
import { PhotosService } from '../photos/service.js';
import { ReelsRepository } from '../reels/repository.js';
import { ReelsService } from '../reels/service.js';
import { TestingRepository } from '../testing/repository.js';
import { TestingService } from '../testing/service.js';
import { EngagementRepository } from './engagementRepository.js';
import { ffmpegLocator } from './ffmpeg.js';
import { MediaLibrary } from './library.js';
import { MediaRepository } from './repository.js';
import { MediaService } from './service.js';
import { DiskMediaStore } from './store.js';

export type MediaServices = { media: MediaService; photos: PhotosService; reels: ReelsService; testing: TestingService };

/** Photos, reels and the media pipeline: files under DATA_DIR/media, uploads staged in DATA_DIR/tmp/uploads. */
export function createMediaServices(config: Config, db: Db, cache: ListCacheOptions, logError: (error: unknown, message: string) => void): MediaServices {
  const staging = new Staging(join(config.dataDir, 'tmp', 'uploads'));
  const media = new MediaRepository(db);
  staging.initSync();
  const library = new MediaLibrary(new DiskMediaStore(join(config.dataDir, 'media'), staging), staging, ffmpegLocator(), (keys) => media.keysInUse(keys));
  return {
    media: new MediaService(library),
    photos: new PhotosService({ logError, repository: new PhotosRepository(db), engagement: new EngagementRepository(db, { items: 'photos', likes: 'photo_likes', views: 'photo_views' }), library, cache }),
    reels: new ReelsService({ logError, repository: new ReelsRepository(db), engagement: new EngagementRepository(db, { items: 'reels', likes: 'reel_likes', views: 'reel_views' }), library, cache }),
    testing: new TestingService(new TestingRepository(db), config.enableTestRoutes),
  };
}
