/** How often trending scores are recomputed exactly, so likes and views older than the window age out. */
export const trendingRefreshMs = 60 * 60 * 1000;

type RefreshHooks = {
  /** The scores changed: cached trending pages are stale. */
  refreshed: () => void;
  failed: (error: unknown) => void;
};

/**
 * Recomputes trending scores when a trending list is read and the last run is older than an hour
 * (the first trending list after a start too), in the background: likes and views keep the scores
 * current as they land, so the list is served at once from them, and only activity that has just
 * left the 7-day window counts until the run ends (at 1,000,000 photos a run takes seconds).
 * Lazy rather than a timer: nothing runs while nobody reads. A failed run is reported and retried
 * on the next read.
 */
export class TrendingRefresh {
  private lastRun = 0;
  private running = false;

  constructor(
    private readonly refresh: (now: Date) => Promise<void>,
    private readonly hooks: RefreshHooks,
  ) {}

  /** Starts a run when one is due and none is running; never waits for it. */
  startIfDue(now: Date): void {
    if (this.running || now.getTime() - this.lastRun < trendingRefreshMs) return;
    this.running = true;
    this.refresh(now).then(
      () => {
        this.lastRun = now.getTime();
        this.running = false;
        this.hooks.refreshed();
      },
      (error: unknown) => {
        this.running = false;
        this.hooks.failed(error);
      },
    );
  }
}
