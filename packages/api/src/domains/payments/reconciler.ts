import { nowIso } from '@tasbir/db';
import type { PaymentsRepository } from './repository.js';
import type { PaymentsService } from './service.js';
import { RoundJob } from '../../jobs/roundJob.js';

type Options = {
  repository: PaymentsRepository;
  payments: PaymentsService;
  everyMs: number;
  afterMs: number;
  logError: (error: unknown, message: string) => void;
};

/** At most this many payments are asked about per round; the next round takes the rest. */
const perRound = 50;

/**
 * Asks the providers again about payments nobody came back for: a payer who closed the tab, a
 * return that never arrived, a server that stopped between the provider's "complete" and our commit.
 * eSewa asks shops to use its status API when no answer came within five minutes, and Khalti's links
 * expire, so each unfinished payment is asked about once it is `afterMs` old, then every `afterMs`.
 * Every server runs one; settling once is the repository's conditional update, not this loop's care.
 */
export class PaymentReconciler extends RoundJob {
  constructor(private readonly options: Options) {
    super(options.everyMs);
  }

  protected async work(now: Date): Promise<void> {
    const { repository, payments, afterMs, logError } = this.options;
    try {
      const since = nowIso(new Date(now.getTime() - afterMs));
      for (const row of await repository.due(since, perRound)) await payments.settle(row, { cameBack: false });
    } catch (error) {
      logError(error, 'payment reconciliation failed');
    }
  }
}
