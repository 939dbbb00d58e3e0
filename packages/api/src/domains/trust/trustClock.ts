import { nepalToday } from '@tasbir/shared';
import { RoundJob } from '../../jobs/roundJob.js';
import type { TrustRepository } from './repository.js';

type Options = {
  repository: TrustRepository;
  everyMs: number;
  logError: (error: unknown, message: string) => void;
  /** A recompute changed what some card shows: the directory's cached pages are stale. */
  directoryChanged: () => void;
};

/** Photographers recomputed per batch; a round goes on batch after batch until none is due. */
const perBatch = 100;

/**
 * The trust clock (docs/decisions/019-trust-signals.md): once per Nepal day, every photographer's
 * trust row is recomputed with that day's windows, so the 30-day, 90-day and one-year windows slide
 * and threads left unanswered for a day count. A photographer is due while their row was computed
 * on an earlier Nepal day; each recompute writes the day, so a round that stopped (a restart) goes on
 * where it was, and servers running rounds at once skip what another has done (two recomputing one
 * photographer together write the same figures). Each tick after the day's pass is a no-op.
 */
export class TrustClock extends RoundJob {
  /** The Nepal day this server finished a pass for: later ticks that day read nothing. */
  private doneOn: string | undefined;

  constructor(private readonly options: Options) {
    super(options.everyMs);
  }

  protected async work(now: Date): Promise<void> {
    const today = nepalToday(now);
    if (this.doneOn === today) return;
    let changed = false;
    let failed = false;
    let afterId = '';
    try {
      for (;;) {
        const due = await this.options.repository.due(today, afterId, perBatch);
        for (const id of due) {
          try {
            if (await this.options.repository.recompute(id, now)) changed = true;
          } catch (error) {
            failed = true;
            this.options.logError(error, `trust figures of photographer ${id} could not be recomputed`);
          }
        }
        const last = due.at(-1);
        if (last === undefined || due.length < perBatch) break;
        afterId = last;
      }
    } catch (error) {
      failed = true;
      this.options.logError(error, 'trust recompute failed');
    }
    if (changed) this.options.directoryChanged();
    // A photographer that failed is still due: the next tick tries again.
    if (!failed) this.doneOn = today;
  }
}
