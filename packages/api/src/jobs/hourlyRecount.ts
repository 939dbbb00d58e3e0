/** How often a running total is recounted exactly, so activity older than its window ages out. */
export const recountEveryMs = 60 * 60 * 1000;

type RefreshHooks = {
  /** A run changed the totals: cached reads of them are stale. */
  refreshed: () => void;
  failed: (error: unknown) => void;
};

/**
 * Recounts totals kept over a sliding window (trending scores, leaderboard totals) when they are read
 * and the last run is older than an hour (the first read after a start too), in the background:
 * the totals move as activity lands, so reads are served at once from them, and only activity that
 * has just left its window counts until the run ends (at a million rows a run takes seconds). A run
 * says whether it changed a total: one that found them right (the usual case) keeps cached reads.
 * Lazy rather than a timer: nothing runs while nobody reads. A failed run is reported and retried
 * on the next read.
 */
export class HourlyRecount {
  private lastRun = 0;
  private running = false;

  constructor(
    private readonly refresh: (now: Date) => Promise<boolean>,
    private readonly hooks: RefreshHooks,
  ) {}

  /** Starts a run when one is due and none is running; never waits for it. */
  startIfDue(now: Date): void {
    if (this.running || now.getTime() - this.lastRun < recountEveryMs) return;
    this.running = true;
    this.refresh(now).then(
      (changed) => {
        this.lastRun = now.getTime();
        this.running = false;
        if (changed) this.hooks.refreshed();
      },
      (error: unknown) => {
        this.running = false;
        this.hooks.failed(error);
      },
    );
  }
}
