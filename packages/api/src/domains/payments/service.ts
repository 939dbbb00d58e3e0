import { newId, nowIso, type PaymentRow, type UserRow } from '@tasbir/db';
import {
  paisaPerRupee,
  paymentProviderLabels,
  plans,
  type AdminPayment,
  type CreatePaymentFields,
  type Payment,
  type PaymentRedirect,
  type PaymentStatus,
} from '@tasbir/shared';
import { requireOwnerOrAdmin } from '../../access.js';
import { badRequest, conflict, notFound, unavailable } from '../../errors.js';
import type { Notifier } from '../notifications/service.js';
import { paidPlanEnds } from '../subscriptions/service.js';
import { decodeCursor, pageById } from '../../paging/cursor.js';
import {
  ProviderRefused,
  ProviderUnavailable,
  type PaymentAtProvider,
  type PaymentProvider,
  type ProviderName,
  type ProviderVerdict,
} from './providers/types.js';
import type { PaymentListed, PaymentsRepository, Settlement } from './repository.js';

export type PaymentProviders = Partial<Record<ProviderName, PaymentProvider>>;

/** Where the provider sends the browser back: our return URLs, absolute on the site's address. */
export type ReturnUrls = (
  origin: string,
  payment: { id: string; provider: ProviderName },
) => { returnUrl: string; failureUrl: string; websiteUrl: string };

export type PaymentsOptions = {
  repository: PaymentsRepository;
  providers: PaymentProviders;
  notifier: Notifier;
  returnUrls: ReturnUrls;
  /** A payment younger than this is not declared failed on a NOT_FOUND: its payer may still be on the provider's page. */
  graceMs: number;
  /**
   * A plan payment completed or refunded: the plan shows on the photographer's card, so cached
   * directory answers go stale. The return URLs and the reconciler settle outside a procedure,
   * whose meta would say so otherwise.
   */
  plansChanged: () => void;
};

export function toPayment(row: PaymentListed | PaymentRow): Payment {
  return {
    id: row.id,
    purpose: row.purpose,
    credits: row.credits,
    plan: row.plan,
    booking_id: row.booking_id,
    amount_paisa: row.amount_paisa,
    provider: row.provider,
    status: row.status,
    provider_reference: row.provider_reference,
    refund_reference: row.refund_reference,
    created_at: row.created_at,
    updated_at: row.updated_at,
    completed_at: row.completed_at,
  };
}

const toAdminPayment = (row: PaymentListed): AdminPayment => ({
  ...toPayment(row),
  user_id: row.user_id,
  user_username: row.user_username,
});

const atProvider = (row: PaymentRow): PaymentAtProvider => ({
  id: row.id,
  amountPaisa: row.amount_paisa,
  description: describe(row),
  session: row.provider_session,
});

/** What the payer's notification of a completed payment says: what they bought, through whom. */
function settledParams(row: PaymentRow): Record<string, string | number> {
  const bought: Record<string, string | number> =
    row.purpose === 'plan' ? { plan: plans[row.plan ?? 'free'].label } : { credits: row.credits ?? 0 };
  return { purpose: row.purpose, provider: paymentProviderLabels[row.provider], ...bought };
}

function describe(row: Pick<PaymentRow, 'purpose' | 'credits' | 'plan'>): string {
  if (row.purpose === 'advance') return 'Tasbir booking advance';
  if (row.purpose === 'balance') return 'Tasbir booking balance';
  return row.purpose === 'plan' && row.plan
    ? `Tasbir ${plans[row.plan].label} plan, 30 days`
    : `Tasbir credits: ${row.credits ?? 0}`;
}

/**
 * Online payments: a payment starts at the provider, and settles by asking the provider (never by
 * what a browser brings back), exactly once, whoever asks first: the return URL, the payer's
 * "check again", or the reconciler (docs/decisions/013-settle-by-asking-the-provider.md).
 */
export class PaymentsService {
  constructor(private readonly options: PaymentsOptions) {}

  /** The providers this server takes payments through. */
  offered(): { providers: ProviderName[] } {
    return { providers: (['esewa', 'khalti'] as const).filter((name) => this.options.providers[name] !== undefined) };
  }

  /** Records a payment for credits or a plan, then starts it at the provider; answers what the browser must do to pay. */
  async create(
    user: UserRow,
    input: CreatePaymentFields,
    origin: string,
  ): Promise<{ payment: Payment; redirect: PaymentRedirect }> {
    const rupees = input.purpose === 'credits' ? input.credits : plans[input.plan].monthlyPriceRs;
    return this.start(user, input.provider, origin, {
      purpose: input.purpose,
      credits: input.purpose === 'credits' ? input.credits : null,
      plan: input.purpose === 'plan' ? input.plan : null,
      booking_id: null,
      amount_paisa: rupees * paisaPerRupee,
    });
  }

  /** Starts the online payment of a booking's advance or balance (the bookings domain checked that it is due). */
  startForBooking(
    user: UserRow,
    advance: { purpose: 'advance' | 'balance'; bookingId: string; amount: number; provider: ProviderName },
    origin: string,
  ): Promise<{ payment: Payment; redirect: PaymentRedirect }> {
    return this.start(user, advance.provider, origin, {
      purpose: advance.purpose,
      credits: null,
      plan: null,
      booking_id: advance.bookingId,
      amount_paisa: advance.amount * paisaPerRupee,
    });
  }

  private async start(
    user: UserRow,
    providerName: ProviderName,
    origin: string,
    bought: Pick<PaymentRow, 'purpose' | 'credits' | 'plan' | 'booking_id' | 'amount_paisa'>,
  ): Promise<{ payment: Payment; redirect: PaymentRedirect }> {
    const provider = this.options.providers[providerName];
    if (!provider) throw badRequest('paymentProviderOff', { provider: paymentProviderLabels[providerName] });
    const now = nowIso();
    const row: PaymentRow = {
      id: newId(),
      user_id: user.id,
      ...bought,
      provider: providerName,
      status: 'initiated',
      provider_session: null,
      provider_reference: null,
      provider_status: null,
      refund_reference: null,
      checks: 0,
      created_at: now,
      updated_at: now,
      checked_at: null,
      completed_at: null,
    };
    await this.options.repository.insert(row);
    try {
      const { checkout, session } = await provider.begin(atProvider(row), this.options.returnUrls(origin, row), {
        name: user.username,
        email: user.email,
      });
      await this.options.repository.started(row.id, session, nowIso());
      return { payment: toPayment({ ...row, provider_session: session }), redirect: checkout };
    } catch (error) {
      if (!(error instanceof ProviderUnavailable || error instanceof ProviderRefused)) throw error;
      await this.options.repository.failedToStart(
        row.id,
        error instanceof ProviderRefused ? `refused: ${error.providerMessage}` : 'no answer',
        nowIso(),
      );
      throw unavailable('paymentProviderDown', { provider: paymentProviderLabels[providerName] });
    }
  }

  /** A payment and its owner's balance now, for the owner or an admin. */
  async view(user: UserRow, id: string): Promise<{ payment: Payment; credits: number }> {
    const row = await this.options.repository.byId(id);
    if (!row || row.user_id === null) throw notFound('paymentNotFound');
    requireOwnerOrAdmin(user, row.user_id, 'paymentNotFound');
    return { payment: toPayment(row), credits: await this.options.repository.balanceOf(row.user_id) };
  }

  async mine(
    user: UserRow,
    limit: number,
    cursor: string | undefined,
  ): Promise<{ items: Payment[]; next_cursor: string | null }> {
    const rows = await this.options.repository.page(user.id, limit + 1, decodeCursor(cursor, false)?.id);
    const { rows: items, next } = pageById(rows, limit);
    return { items: items.map(toPayment), next_cursor: next };
  }

  /** The payer's "check again": asks the provider now; answers as `view`. */
  async checkAgain(user: UserRow, id: string): Promise<{ payment: Payment; credits: number }> {
    const row = await this.options.repository.byId(id);
    if (!row || row.user_id === null) throw notFound('paymentNotFound');
    requireOwnerOrAdmin(user, row.user_id, 'paymentNotFound');
    const settled = await this.settle(row, { cameBack: true });
    return { payment: toPayment(settled), credits: await this.options.repository.balanceOf(row.user_id) };
  }

  /** Settles a payment named by its provider's session (Khalti's pidx on the return URL). */
  async settleBySession(provider: ProviderName, session: string): Promise<PaymentRow | undefined> {
    const row = await this.options.repository.bySession(provider, session);
    return row && this.settle(row, { cameBack: true });
  }

  async settleById(id: string, { cameBack }: { cameBack: boolean }): Promise<PaymentRow | undefined> {
    const row = await this.options.repository.byId(id);
    return row && this.settle(row, { cameBack });
  }

  /**
   * Asks the provider about an unfinished payment and applies its answer once. A provider that does
   * not answer leaves the payment as it was (to be asked again); a finished payment is answered as is.
   * `cameBack`: the payer returned from the provider, so a "not found" there means they did not pay.
   */
  async settle(row: PaymentRow, { cameBack }: { cameBack: boolean }): Promise<PaymentRow> {
    if (row.status !== 'initiated' && row.status !== 'pending') return row;
    const provider = this.options.providers[row.provider];
    if (!provider) return row;
    let verdict: ProviderVerdict;
    try {
      verdict = await provider.lookup(atProvider(row));
    } catch (error) {
      if (!(error instanceof ProviderUnavailable || error instanceof ProviderRefused)) throw error;
      await this.options.repository.asked(row.id, nowIso());
      return row;
    }
    const settlement = this.settlementOf(row, verdict, cameBack);
    if (settlement === undefined) {
      await this.options.repository.asked(row.id, nowIso());
      return row;
    }
    // A booking payment's notices depend on the booking it finds, so its settlement writes them itself.
    const notice =
      settlement.status === 'completed' &&
      row.user_id !== null &&
      row.purpose !== 'advance' &&
      row.purpose !== 'balance'
        ? this.options.notifier.prepare({
            to: row.user_id,
            kind: 'payment_settled',
            params: settledParams(row),
            subjectId: row.id,
          })
        : undefined;
    const settled = await this.options.repository.settle(row, { ...settlement, ...(notice && { notice }) });
    for (const written of settled?.notices ?? []) await this.options.notifier.announce(written);
    if (settled?.row.status === 'completed' && row.purpose === 'plan') this.options.plansChanged();
    return settled?.row ?? (await this.options.repository.byId(row.id)) ?? row;
  }

  /** What the provider's answer makes of the payment; undefined to leave it as it is for now. */
  private settlementOf(row: PaymentRow, verdict: ProviderVerdict, cameBack: boolean): Settlement | undefined {
    const now = new Date();
    const base = {
      providerStatus: verdict.providerStatus,
      now: now.toISOString(),
      planEndsAt: paidPlanEnds(now),
      reference: null,
    };
    switch (verdict.state) {
      case 'pending':
        return { ...base, status: 'pending' };
      case 'completed': {
        // Money moves only for exactly our payment, to an account that is still there.
        const matches = verdict.amountPaisa === row.amount_paisa && verdict.orderId === row.id;
        if (!matches)
          return {
            ...base,
            status: 'ambiguous',
            providerStatus: `${verdict.providerStatus}: paid ${verdict.amountPaisa} paisa for ${verdict.orderId}`,
          };
        if (row.user_id === null)
          return { ...base, status: 'ambiguous', providerStatus: `${verdict.providerStatus}: the account was deleted` };
        return { ...base, status: 'completed', reference: verdict.reference };
      }
      case 'failed': {
        const young = Date.parse(row.created_at) > now.getTime() - this.options.graceMs;
        return !cameBack && young ? undefined : { ...base, status: 'failed' };
      }
      case 'expired':
        return { ...base, status: 'expired' };
      case 'ambiguous':
        return { ...base, status: 'ambiguous', reference: verdict.reference };
    }
  }

  async forAdmins(filter: { query?: string; status?: PaymentStatus }): Promise<{ payments: AdminPayment[] }> {
    return { payments: (await this.options.repository.find(filter)).map(toAdminPayment) };
  }

  /** Marks a completed payment refunded with the provider's refund reference; refused once the credits are spent. */
  async refund(admin: UserRow, id: string, reference: string): Promise<AdminPayment> {
    const outcome = await this.options.repository.refund(id, reference, admin.id, nowIso());
    if (outcome === 'missing') throw notFound('paymentNotFound');
    if (outcome === 'notRefundable') throw conflict('paymentNotRefundable');
    if ('short' in outcome) throw conflict('refundCreditsSpent', outcome.short);
    return toAdminPayment(outcome.refunded);
  }
}
