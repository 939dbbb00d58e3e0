import type { LeaderboardPeriod } from './portfolio.js';
import { directoryPage } from './portfolio.js';
import { pageLimits } from './limits.js';

/**
 * The lists each page asks for first, as a visitor, with the inputs the pages use (they read them
 * here). The server answers them into the page it sends (`<script type="application/json"
 * id="first-answers">`), so a visitor's first screen needs no round trip after the script: on a
 * slow phone's network that trip is a few hundred milliseconds before the first photo is asked for.
 */
export const firstPageInputs = {
  /** The photos gallery, a "Load more" page at a time. */
  photos: { limit: 24 },
  /** The reels feed, a page at a time. */
  reels: { limit: 10 },
  /** Home: the trending photos, reels and the first photographers of the directory. */
  featuredPhotos: { limit: 12, trending: true },
  trendingReels: { limit: 4, trending: true },
  featuredPhotographers: { limit: directoryPage.homeLimit },
  /** The directory with no filter chosen. */
  directory: { limit: pageLimits.default },
  leaderboard: { period: 'monthly' satisfies LeaderboardPeriod },
} as const;

/** One query a page asks first: a list's first page (`infinite`, paged on with its cursor) or a whole answer. */
export type FirstQuery =
  | { path: 'photos.list'; input: FirstInput<'photos' | 'featuredPhotos'>; infinite: boolean }
  | { path: 'reels.list'; input: FirstInput<'reels' | 'trendingReels'>; infinite: boolean }
  | { path: 'photographers.list'; input: FirstInput<'directory' | 'featuredPhotographers'>; infinite: boolean }
  | { path: 'leaderboard.list'; input: FirstInput<'leaderboard'>; infinite: false };

type FirstInput<K extends keyof typeof firstPageInputs> = (typeof firstPageInputs)[K];

/** The element of the page that carries the answers. */
export const firstAnswersElementId = 'first-answers';

const pages: ReadonlyArray<readonly [RegExp, readonly FirstQuery[]]> = [
  [
    /^\/$/,
    [
      { path: 'photos.list', input: firstPageInputs.featuredPhotos, infinite: false },
      { path: 'reels.list', input: firstPageInputs.trendingReels, infinite: false },
      { path: 'photographers.list', input: firstPageInputs.featuredPhotographers, infinite: false },
    ],
  ],
  // A photo's, reel's or portfolio's own address opens over its list.
  [/^\/photos(\/[^/]+)?$/, [{ path: 'photos.list', input: firstPageInputs.photos, infinite: true }]],
  [/^\/reels(\/[^/]+)?$/, [{ path: 'reels.list', input: firstPageInputs.reels, infinite: true }]],
  [/^\/photographers(\/[^/]+)?$/, [{ path: 'photographers.list', input: firstPageInputs.directory, infinite: true }]],
  [/^\/leaderboard$/, [{ path: 'leaderboard.list', input: firstPageInputs.leaderboard, infinite: false }]],
];

/** The queries the page at `pathname` (no query string) asks first; none for any other page. */
export function firstQueriesOf(pathname: string): readonly FirstQuery[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.find(([pattern]) => pattern.test(path))?.[1] ?? [];
}
