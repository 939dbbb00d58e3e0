import type { Db } from '@tasbir/db';
import type { ListCacheOptions } from '../../cache/listCache.js';
import { LeaderboardRepository } from '../leaderboard/repository.js';
import { LeaderboardService } from '../leaderboard/service.js';
import { PortfolioRepository } from '../portfolio/repository.js';
import { PortfolioService } from '../portfolio/service.js';
import { ReviewsRepository } from '../reviews/repository.js';
import { ReviewRepliesRepository } from '../reviews/replyRepository.js';
import { ReviewsService } from '../reviews/service.js';
import type { Notifier } from '../notifications/service.js';
import { PhotographersRepository } from './repository.js';
import { PhotographersService } from './service.js';
import { SearchRepository } from './searchRepository.js';
import { VocabularyRepository } from '../search/vocabularyRepository.js';
import { Sitemap } from '../sitemap/sitemap.js';
import { SitemapRepository } from '../sitemap/sitemapRepository.js';

/** The directory's services (photographers, portfolios, reviews, leaderboard, the sitemap of their pages), which share one photographer lookup. */
export type DirectoryServices = {
  photographers: PhotographersService;
  portfolio: PortfolioService;
  reviews: ReviewsService;
  leaderboard: LeaderboardService;
  sitemap: Sitemap;
};

export function createDirectoryServices(
  db: Db,
  cache: ListCacheOptions,
  logError: (error: unknown, message: string) => void,
  notifier: Notifier,
): DirectoryServices {
  const photographers = new PhotographersRepository(db);
  return {
    photographers: new PhotographersService(
      photographers,
      { hits: new SearchRepository(db), vocabulary: new VocabularyRepository(db) },
      cache,
    ),
    portfolio: new PortfolioService(new PortfolioRepository(db), photographers),
    reviews: new ReviewsService(new ReviewsRepository(db), photographers, notifier, new ReviewRepliesRepository(db)),
    leaderboard: new LeaderboardService(new LeaderboardRepository(db), cache, logError),
    sitemap: new Sitemap(new SitemapRepository(db), cache.freshness),
  };
}
