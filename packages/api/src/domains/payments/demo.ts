import { demoPhotographers, demoUsers, newId, nowIso, type Db } from '@tasbir/db';
import { paisaPerRupee, payoutMinCredits } from '@tasbir/shared';
import type { PayoutsService } from '../payouts/service.js';
import { paidPlanEnds } from '../subscriptions/service.js';
import type { PaymentsRepository } from './repository.js';

type Parts = { paymentsRepository: PaymentsRepository; payouts: PayoutsService };

/**
 * Demo money that moved online: two fans' top-ups completed through eSewa and Khalti (settled as a
 * provider's confirmation settles them, with their ledger rows), and the best-earning photographer's
 * payout waiting for an admin.
 */
export async function seedDemoPayments(
  db: Db,
  { paymentsRepository, payouts }: Parts,
): Promise<{ payments: number; payouts: number }> {
  const fans = await db
    .selectFrom('users')
    .selectAll()
    .where(
      'username',
      'in',
      demoUsers.map((user) => user.username),
    )
    .orderBy('username')
    .execute();
  let payments = 0;
  for (const [index, fan] of fans.slice(0, 2).entries()) {
    const provider = index === 0 ? ('esewa' as const) : ('khalti' as const);
    const credits = index === 0 ? 1000 : 500;
    const now = nowIso();
    const row = {
      id: newId(),
      user_id: fan.id,
      purpose: 'credits' as const,
      credits,
      plan: null,
      booking_id: null,
      amount_paisa: credits * paisaPerRupee,
      provider,
      status: 'initiated' as const,
      provider_session: null,
      provider_reference: null,
      provider_status: null,
      refund_reference: null,
      created_at: now,
      updated_at: now,
      checked_at: null,
      completed_at: null,
    };
    await paymentsRepository.insert(row);
    const reference = `DEMO-${provider.toUpperCase()}-${index + 1}`;
    if (
      await paymentsRepository.settle(
        { ...row, checks: 0 },
        {
          status: 'completed',
          providerStatus: provider === 'esewa' ? 'COMPLETE' : 'Completed',
          reference,
          now,
          planEndsAt: paidPlanEnds(new Date()),
        },
      )
    )
      payments += 1;
  }
  const [earner] = await db
    .selectFrom('users')
    .selectAll()
    .where(
      'username',
      'in',
      demoPhotographers.map((photographer) => photographer.username),
    )
    .orderBy('credits', 'desc')
    .limit(1)
    .execute();
  if (!earner || earner.credits < payoutMinCredits) return { payments, payouts: 0 };
  await payouts.request(earner, {
    credits: payoutMinCredits,
    method: 'esewa',
    account_name: earner.username,
    account_number: '9812345678',
    bank_name: null,
  });
  return { payments, payouts: 1 };
}
