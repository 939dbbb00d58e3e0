import { planPeriodDays } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditsOf, expectLedgerAddsUp, sendGift } from './economy.factories.js';
import { newPhotographer, newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  atProvider,
  comeBack,
  payFully,
  paymentStatus,
  startPayment,
  viewPayment,
  type PaymentView,
} from './payments.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerAddsUp(t));

const topUp = (provider: 'esewa' | 'khalti', credits = 500) => ({ purpose: 'credits', credits, provider });

describe('a top-up through the sandbox', () => {
  it.each(['esewa', 'khalti'] as const)(
    'credits 500 through %s as soon as the provider confirms, and a gift can be sent at once',
    async (provider) => {
      const fan = await newUser(t);
      const photographer = await newPhotographer(t);
      const { created } = await payFully(t, fan, topUp(provider));
      expect(created.payment).toMatchObject({
        purpose: 'credits',
        credits: 500,
        amount_paisa: 50_000,
        provider,
        status: 'initiated',
      });
      const view = await viewPayment(t, fan, created.payment.id);
      expect(view).toMatchObject({
        payment: { status: 'completed', provider_reference: expect.any(String), completed_at: expect.any(String) },
        credits: 500,
      });
      const gift = await sendGift(t, fan.access_token, { recipient_id: photographer.user.id, gift_type: 'dhaka_topi' });
      expect(gift.status).toBe(200);
      expect(await creditsOf(t, fan.user.id)).toBe(0);
      const notices = await t.db
        .selectFrom('notifications')
        .select(['kind', 'params'])
        .where('user_id', '=', fan.user.id)
        .execute();
      expect(notices).toEqual([{ kind: 'payment_settled', params: expect.stringContaining('"credits":500') }]);
    },
  );

  it('credits once however often the return URL is opened', async () => {
    const fan = await newUser(t);
    const { location } = await payFully(t, fan, topUp('esewa'));
    for (let reload = 0; reload < 3; reload += 1) expect((await comeBack(t, location)).status).toBe(303);
    expect(await creditsOf(t, fan.user.id)).toBe(500);
  });

  it('sends the eSewa form signed over total_amount, transaction_uuid and product_code, with our id as the transaction', async () => {
    const fan = await newUser(t);
    const { payment, redirect } = await startPayment(t, fan, topUp('esewa', 1000));
    expect(redirect).toMatchObject({ method: 'POST', url: '/sandbox/esewa/api/epay/main/v2/form' });
    if (redirect.method !== 'POST') throw new Error('eSewa takes a form');
    expect(redirect.fields).toMatchObject({
      total_amount: '1000',
      transaction_uuid: payment.id,
      product_code: 'EPAYTEST',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      success_url: 'http://tasbir.test/api/payments/esewa/return',
    });
  });

  it.each(['esewa', 'khalti'] as const)(
    'marks a payment cancelled at %s failed and credits nothing',
    async (provider) => {
      const fan = await newUser(t);
      const { created } = await payFully(t, fan, topUp(provider), 'cancel');
      expect((await viewPayment(t, fan, created.payment.id)).payment.status).toBe('failed');
      expect(await creditsOf(t, fan.user.id)).toBe(0);
    },
  );

  it('keeps a pending eSewa payment pending, then completes it when the payer checks again', async () => {
    const fan = await newUser(t);
    const created = await startPayment(t, fan, topUp('esewa'));
    const back = await comeBack(t, await atProvider(t, created, 'pending'));
    expect(back.status).toBe(303);
    expect(await paymentStatus(t, created.payment.id)).toBe('pending');
    let view: PaymentView | undefined;
    for (let attempt = 0; attempt < 5 && view?.payment.status !== 'completed'; attempt += 1) {
      view = (
        await t.call<PaymentView>('POST', `/api/payments/${created.payment.id}/check`, { token: fan.access_token })
      ).body;
    }
    expect(view).toMatchObject({ payment: { status: 'completed' }, credits: 500 });
  });

  it('sends an ambiguous answer to the admins and moves no money', async () => {
    const fan = await newUser(t);
    const admin = await newUser(t, { role: 'admin' });
    const { created } = await payFully(t, fan, topUp('khalti'), 'ambiguous');
    // Khalti's return said Completed, but the lookup says Refunded: an admin looks.
    expect(await paymentStatus(t, created.payment.id)).toBe('ambiguous');
    expect(await creditsOf(t, fan.user.id)).toBe(0);
    const queue = await t.call<{ payments: { id: string }[] }>('GET', '/api/admin/payments?status=ambiguous', {
      token: admin.access_token,
    });
    expect(queue.body.payments.map((payment) => payment.id)).toContain(created.payment.id);
  });

  it('starts a plan bought through Khalti for 30 days at once', async () => {
    const photographer = await newPhotographer(t);
    const { created } = await payFully(t, photographer, { purpose: 'plan', plan: 'gold', provider: 'khalti' });
    expect(created.payment).toMatchObject({ purpose: 'plan', plan: 'gold', credits: null, amount_paisa: 100_000 });
    const row = await t.db
      .selectFrom('users')
      .select(['subscription_plan', 'subscription_expires_at'])
      .where('id', '=', photographer.user.id)
      .executeTakeFirstOrThrow();
    expect(row.subscription_plan).toBe('gold');
    const days = (Date.parse(row.subscription_expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(planPeriodDays - 0.01);
    expect(days).toBeLessThanOrEqual(planPeriodDays);
    expect(await creditsOf(t, photographer.user.id)).toBe(0);
  });
});

describe('bad input to payments', () => {
  it.each([
    [{ purpose: 'credits', credits: 9, provider: 'esewa' }, 'onlineCreditsInvalid'],
    [{ purpose: 'credits', credits: 100_001, provider: 'khalti' }, 'onlineCreditsInvalid'],
    [{ purpose: 'credits', credits: 12.5, provider: 'khalti' }, 'onlineCreditsInvalid'],
    [{ purpose: 'credits', credits: 500, provider: 'paypal' }, 'paymentProviderInvalid'],
    [{ purpose: 'plan', plan: 'free', provider: 'esewa' }, 'paidPlanRequired'],
    [{ purpose: 'donation', provider: 'esewa' }, 'paymentPurposeInvalid'],
  ])('refuses %j with %s and records nothing', async (body, code) => {
    const fan = await newUser(t);
    const reply = await t.call('POST', '/api/payments', { token: fan.access_token, body });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code });
    expect(await t.db.selectFrom('payments').select('id').where('user_id', '=', fan.user.id).execute()).toEqual([]);
  });

  it('lets only the owner and admins read a payment', async () => {
    const [owner, stranger] = [await newUser(t), await newUser(t)];
    const { payment } = await startPayment(t, owner, topUp('esewa'));
    expect((await t.call('GET', `/api/payments/${payment.id}`, { token: stranger.access_token })).status).toBe(403);
    expect((await t.call('GET', `/api/payments/${payment.id}`)).status).toBe(401);
  });

  it('pages the payer’s payments newest first', async () => {
    const fan = await newUser(t);
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await startPayment(t, fan, topUp('esewa', 100 + i))).payment.id);
    const first = await t.call<{ id: string }[]>('GET', '/api/payments/mine?limit=2', { token: fan.access_token });
    expect(first.body.map((payment) => payment.id)).toEqual([ids[2], ids[1]]);
    const next = await t.call<{ id: string }[]>(
      'GET',
      `/api/payments/mine?limit=2&cursor=${String(first.headers['x-next-cursor'])}`,
      { token: fan.access_token },
    );
    expect(next.body.map((payment) => payment.id)).toEqual([ids[0]]);
  });
});
