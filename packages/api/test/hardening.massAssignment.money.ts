import { expect } from 'vitest';
import { newAdmin } from './bookings.fixtures.js';
import { grantCredits } from './economy.factories.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import type { TestApp } from './harness.js';
import { count, jpegReceipt, type Prepare } from './hardening.massAssignment.fixtures.js';
import { payFully, startPayment } from './payments.fixtures.js';

/** Valid requests for the mutations that move credits or plans: gifts, plan and credit requests, payments and payouts. */

const creditRequest = async (t: TestApp, requester: NewUser) =>
  (
    await t.call<{ id: string }>('POST', '/api/credits/request', {
      token: requester.access_token,
      body: { amount: 500, payment_method: 'esewa', receipt_image: await jpegReceipt() },
    })
  ).body.id;
const planRequest = async (t: TestApp, requester: NewUser) =>
  (
    await t.call<{ id: string }>('POST', '/api/subscription/upgrade', {
      token: requester.access_token,
      body: { plan: 'gold', payment_method: 'bank_transfer', payment_proof: await jpegReceipt() },
    })
  ).body.id;

/** A valid request for each money row, by `METHOD path` as the REST table names it. */
export const moneyPreparations: Record<string, Prepare> = {
  // Test only: its purpose is the caller's plan, named `plan`; `subscription_plan: 'royal'` must not win over it.
  'POST /test/set-subscription': async (t) => ({
    as: await newPhotographer(t),
    body: { plan: 'gold' },
    changes: { sender: { subscription_plan: 'gold', subscription_expires_at: expect.stringMatching(/^\d{4}-/) } },
  }),
  'POST /gifts/purchase': async (t) => {
    const fan = await newUser(t);
    await grantCredits(t, fan.user.id, 600);
    const photographer = await newPhotographer(t);
    const sent = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('gift_transactions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('sender_id', '=', account)
          .executeTakeFirstOrThrow(),
      );
    // A 500-credit gift: the sender pays 500, a photographer on the free plan receives half.
    return {
      as: fan,
      body: { recipient_id: photographer.user.id, gift_type: 'dhaka_topi', message: 'Dherai ramro!' },
      watch: { photographer: photographer.user.id },
      changes: { sender: { credits: 100 }, photographer: { credits: 250 } },
      owned: sent,
    };
  },
  'POST /subscription/upgrade': async (t) => {
    const asked = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('subscription_requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', account)
          .where('plan', '=', 'gold')
          .executeTakeFirstOrThrow(),
      );
    return {
      as: await newPhotographer(t),
      body: { plan: 'gold', payment_method: 'bank_transfer', payment_proof: await jpegReceipt() },
      owned: asked,
    };
  },
  // Its purpose is the requester's plan, the one asked for (gold), not the `subscription_plan` sent along.
  'POST /subscription/approve/:id': async (t) => {
    const requester = await newPhotographer(t);
    return {
      as: await newAdmin(t),
      params: { id: await planRequest(t, requester) },
      watch: { requester: requester.user.id },
      changes: { requester: { subscription_plan: 'gold', subscription_expires_at: expect.stringMatching(/^\d{4}-/) } },
    };
  },
  'POST /subscription/reject/:id': async (t) => {
    const requester = await newPhotographer(t);
    return {
      as: await newAdmin(t),
      params: { id: await planRequest(t, requester) },
      watch: { requester: requester.user.id },
    };
  },
  'POST /credits/request': async (t) => {
    const asked = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('credit_requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', account)
          .where('amount', '=', 500)
          .executeTakeFirstOrThrow(),
      );
    return {
      as: await newUser(t),
      body: { amount: 500, payment_method: 'esewa', receipt_image: await jpegReceipt() },
      owned: asked,
    };
  },
  // Approving adds the amount asked for (500), not the `credits` sent along.
  'PUT /admin/credits/requests/:id': async (t) => {
    const requester = await newUser(t);
    return {
      as: await newAdmin(t),
      params: { id: await creditRequest(t, requester) },
      body: { status: 'approved', admin_note: 'Receipt checked' },
      watch: { requester: requester.user.id },
      changes: { requester: { credits: 500 } },
    };
  },
  'DELETE /admin/credits/requests/:id': async (t) => {
    const requester = await newUser(t);
    return {
      as: await newAdmin(t),
      params: { id: await creditRequest(t, requester) },
      watch: { requester: requester.user.id },
    };
  },
  // A payment starts for the 500 credits asked for; nothing is credited until the provider confirms it.
  'POST /payments': async (t) => {
    const started = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('payments')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', account)
          .executeTakeFirstOrThrow(),
      );
    return { as: await newUser(t), body: { purpose: 'credits', credits: 500, provider: 'esewa' }, owned: started };
  },
  'POST /payments/:id/check': async (t) => {
    const payer = await newUser(t);
    return {
      as: payer,
      params: {
        id: (await startPayment(t, payer, { purpose: 'credits', credits: 500, provider: 'khalti' })).payment.id,
      },
    };
  },
  // A refund takes back the 500 credits the payment bought, nothing more.
  'POST /admin/payments/:id/refund': async (t) => {
    const payer = await newUser(t);
    const { created } = await payFully(t, payer, { purpose: 'credits', credits: 500, provider: 'esewa' });
    return {
      as: await newAdmin(t),
      params: { id: created.payment.id },
      body: { reference: 'ESW-REFUND-1' },
      watch: { payer: payer.user.id },
      changes: { payer: { credits: 0 } },
    };
  },
  // A payout takes the 1,000 credits asked for from the balance, not the `credits` sent along (it is the field's name here too).
  'POST /payouts': async (t) => {
    const photographer = await newPhotographer(t);
    await grantCredits(t, photographer.user.id, 1500);
    const asked = (db: TestApp, account: string) =>
      count(
        db.db
          .selectFrom('payouts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('photographer_id', '=', account)
          .executeTakeFirstOrThrow(),
      );
    return {
      as: photographer,
      body: { credits: 1000, method: 'esewa', account_name: 'Sita Gurung', account_number: '9812345678' },
      changes: { sender: { credits: 500 } },
      owned: asked,
    };
  },
  'POST /admin/payouts/:id/paid': async (t) => {
    const photographer = await newPhotographer(t);
    return {
      as: await newAdmin(t),
      params: { id: await heldPayout(t, photographer) },
      body: { reference: 'ESW-TRANSFER-1' },
      watch: { photographer: photographer.user.id },
    };
  },
  // Rejecting gives back the 1,000 credits held, nothing more.
  'POST /admin/payouts/:id/reject': async (t) => {
    const photographer = await newPhotographer(t);
    return {
      as: await newAdmin(t),
      params: { id: await heldPayout(t, photographer) },
      body: { note: 'The account name does not match' },
      watch: { photographer: photographer.user.id },
      changes: { photographer: { credits: 1500 } },
    };
  },
};

/** A payout of 1,000 of the photographer's 1,500 credits, held for an admin. */
async function heldPayout(t: TestApp, photographer: NewUser): Promise<string> {
  await grantCredits(t, photographer.user.id, 1500);
  const reply = await t.call<{ id: string }>('POST', '/api/payouts', {
    token: photographer.access_token,
    body: { credits: 1000, method: 'khalti', account_name: 'Sita Gurung', account_number: '9812345678' },
  });
  return reply.body.id;
}
