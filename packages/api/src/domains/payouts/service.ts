import { nowIso, type UserRow } from '@tasbir/db';
import { payoutMinCredits, type CreatePayoutFields, type Payout, type PayoutStatus } from '@tasbir/shared';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { Notifier } from '../notifications/service.js';
import type { PayoutDecision, PayoutListed, PayoutsRepository } from './repository.js';

function toPayout(row: PayoutListed): Payout {
  return {
    id: row.id,
    photographer_id: row.photographer_id,
    photographer_username: row.photographer_username,
    credits: row.credits,
    method: row.method,
    account_name: row.account_name,
    account_number: row.account_number,
    bank_name: row.bank_name,
    status: row.status,
    reference: row.reference,
    note: row.note,
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}

/** Photographers withdraw what they earned; admins send it and mark it paid, or turn it down. */
export class PayoutsService {
  constructor(
    private readonly repository: PayoutsRepository,
    private readonly notifier: Notifier,
  ) {}

  /** What the photographer may withdraw now (the whole balance, from the smallest payout), and what is held and paid. */
  async earnings(
    photographer: UserRow,
  ): Promise<{ credits: number; withdrawable: number; held: number; paid: number }> {
    const { held, paid } = await this.repository.totals(photographer.id);
    const credits = photographer.credits;
    return { credits, withdrawable: credits >= payoutMinCredits ? credits : 0, held, paid };
  }

  /** Holds the credits at once and queues the payout for an admin; refused above the balance. */
  async request(photographer: UserRow, input: CreatePayoutFields): Promise<Payout> {
    const outcome = await this.repository.request(photographer.id, input, nowIso());
    if ('short' in outcome) throw badRequest('payoutOverBalance', { available: outcome.short });
    const payout = toPayout(outcome.payout);
    await this.notifier.notify({
      to: photographer.id,
      kind: 'payout_requested',
      params: { credits: payout.credits },
      subjectId: payout.id,
    });
    return payout;
  }

  async mine(photographer: UserRow): Promise<{ payouts: Payout[] }> {
    return { payouts: (await this.repository.mine(photographer.id)).map(toPayout) };
  }

  async forAdmins(status: PayoutStatus): Promise<{ payouts: Payout[] }> {
    return { payouts: (await this.repository.withStatus(status)).map(toPayout) };
  }

  /** Marks a held payout paid or rejected, once; 409 when it was decided already. */
  async decide(admin: UserRow, id: string, decision: PayoutDecision): Promise<Payout> {
    const outcome = await this.repository.decide(id, decision, admin.id, nowIso());
    if (outcome === 'missing') throw notFound('payoutNotFound');
    if (outcome === 'decided') throw conflict('payoutDecided');
    const payout = toPayout(outcome.payout);
    if (payout.photographer_id !== null) {
      const [kind, detail] =
        decision.status === 'paid'
          ? (['payout_paid', { reference: decision.reference }] as const)
          : (['payout_rejected', { note: decision.note }] as const);
      await this.notifier.notify({
        to: payout.photographer_id,
        kind,
        params: { credits: payout.credits, ...detail },
        subjectId: payout.id,
      });
    }
    return payout;
  }
}
