/** The trending score of a photo or reel: each like counts as three views, over the last 7 days. */
export const trendingRule = { likeWeight: 3, windowDays: 7 } as const;

/** The first moment of the trending window that ends `now`. */
export const trendingSince = (now: Date) => new Date(now.getTime() - trendingRule.windowDays * 24 * 60 * 60 * 1000);
