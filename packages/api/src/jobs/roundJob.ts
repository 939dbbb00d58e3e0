/**
 * Background work that every server runs every `everyMs` (the payment reconciler, the booking
 * clock, the gallery clock): one round at a time, the first at start, then on an unreferenced
 * timer; stopping waits for the round that is running. What makes a round safe beside other
 * servers' is the work's own conditional writes, not this class.
 */
export abstract class RoundJob {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;

  constructor(private readonly everyMs: number) {}

  /** One round's work at `now`. */
  protected abstract work(now: Date): Promise<void>;

  start(): void {
    this.timer ??= setInterval(() => void this.runRound(), this.everyMs).unref();
    void this.runRound();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.round;
  }

  /** One round at `now`, unless one is still running (then that one); answers when it ends. */
  runRound(now: Date = new Date()): Promise<void> {
    this.round ??= this.work(now).finally(() => {
      this.round = undefined;
    });
    return this.round;
  }
}
