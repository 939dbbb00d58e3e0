/** How often trending scores are recomputed exactly, so likes and views older than the window age out. */
export const trendingRefreshMs = 60 * 60 * 1000;

/**
 * Runs `refresh` before a trending list when the last run is older than an hour (the first
 * trending list after a start runs it too). Lazy rather than a timer: nothing runs while nobody reads.
 */
export class TrendingRefresh {
  private lastRun = 0;
  private running: Promise<void> | undefined;

  constructor(private readonly refresh: (now: Date) => Promise<void>) {}

  async ensureFresh(now: Date): Promise<void> {
    if (now.getTime() - this.lastRun < trendingRefreshMs) return;
    this.running ??= this.refresh(now).then(
      () => {
        this.lastRun = now.getTime();
        this.running = undefined;
      },
      (error: unknown) => {
        this.running = undefined;
        throw error;
      },
    );
    await this.running;
  }
}
