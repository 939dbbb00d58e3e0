import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signEsewa } from '../src/domains/payments/providers/index.js';
import { creditsOf, expectLedgerAddsUp, sendGift } from './economy.factories.js';
import { newPhotographer, newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { atProvider, comeBack, payFully, paymentStatus, startPayment } from './payments.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerAddsUp(t));

const esewaTopUp = { purpose: 'credits', credits: 500, provider: 'esewa' };
const encode = (body: object) => Buffer.from(JSON.stringify(body)).toString('base64');

/** eSewa's success `data` with every field signed as eSewa signs it, by `secret`. */
function signedData(
  fields: {
    transaction_code: string;
    status: string;
    total_amount: string;
    transaction_uuid: string;
    product_code: string;
  },
  secret: string,
): string {
  const names = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';
  const message = `transaction_code=${fields.transaction_code},status=${fields.status},total_amount=${fields.total_amount},transaction_uuid=${fields.transaction_uuid},product_code=${fields.product_code},signed_field_names=${names}`;
  return encode({ ...fields, signed_field_names: names, signature: signEsewa(message, secret) });
}

describe('eSewa returns that cannot be trusted', () => {
  it('refuses a tampered data (400) and credits nothing', async () => {
    const fan = await newUser(t);
    const created = await startPayment(t, fan, esewaTopUp);
    const location = new URL(await atProvider(t, created, 'pay'), 'http://tasbir.test');
    const decoded = JSON.parse(
      Buffer.from(location.searchParams.get('data') ?? '', 'base64').toString('utf8'),
    ) as Record<string, unknown>;
    const tampered = encode({ ...decoded, total_amount: '50000.0' });
    const reply = await comeBack(t, `/api/payments/esewa/return?data=${encodeURIComponent(tampered)}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'paymentReturnInvalid' });
    expect(await paymentStatus(t, created.payment.id)).toBe('initiated');
    expect(await creditsOf(t, fan.user.id)).toBe(0);
  });

  it('refuses a data re-signed with another key, and one that is not base64 JSON', async () => {
    const fan = await newUser(t);
    const { payment } = await startPayment(t, fan, esewaTopUp);
    const forged = signedData(
      {
        transaction_code: '000FAKE',
        status: 'COMPLETE',
        total_amount: '500.0',
        transaction_uuid: payment.id,
        product_code: 'EPAYTEST',
      },
      'not-the-merchant-secret',
    );
    for (const data of [forged, 'bm90IGpzb24=', '!!!']) {
      const reply = await comeBack(t, `/api/payments/esewa/return?data=${encodeURIComponent(data)}`);
      expect(reply.status, data).toBe(400);
    }
    expect(await creditsOf(t, fan.user.id)).toBe(0);
  });

  it('credits nothing for a correctly signed COMPLETE that eSewa itself does not confirm (the test key is public)', async () => {
    const fan = await newUser(t);
    const { payment } = await startPayment(t, fan, esewaTopUp);
    const data = signedData(
      {
        transaction_code: '000FAKE',
        status: 'COMPLETE',
        total_amount: '500.0',
        transaction_uuid: payment.id,
        product_code: 'EPAYTEST',
      },
      '8gBm/:&EnhH.1/q',
    );
    const reply = await comeBack(t, `/api/payments/esewa/return?data=${encodeURIComponent(data)}`);
    expect(reply.status).toBe(303);
    expect(await paymentStatus(t, payment.id)).not.toBe('completed');
    expect(await creditsOf(t, fan.user.id)).toBe(0);
  });

  it('answers 404 for a Khalti return naming no payment of ours', async () => {
    expect((await comeBack(t, '/api/payments/khalti/return?pidx=UnknownPidx123')).status).toBe(404);
    expect((await comeBack(t, '/api/payments/khalti/return')).status).toBe(400);
  });
});

describe('settling exactly once', () => {
  it('credits once when 50 settles of one payment run at once', async () => {
    const fan = await newUser(t);
    const created = await startPayment(t, fan, esewaTopUp);
    // Paid at eSewa, but the browser never came back: every settle below finds COMPLETE there.
    await atProvider(t, created, 'abandon');
    const settles = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? t.call('POST', `/api/payments/${created.payment.id}/check`, { token: fan.access_token })
        : comeBack(t, `/api/payments/esewa/return?payment=${created.payment.id}`),
    );
    const replies = await Promise.all(settles);
    expect(replies.map((reply) => reply.status).filter((status) => status !== 200 && status !== 303)).toEqual([]);
    expect(await paymentStatus(t, created.payment.id)).toBe('completed');
    expect(await creditsOf(t, fan.user.id)).toBe(500);
    const rows = await t.db
      .selectFrom('credit_ledger')
      .select(['account', 'delta'])
      .where('reference', '=', created.payment.id)
      .execute();
    expect(rows).toHaveLength(2);
  });
});

describe('refunds', () => {
  it('gives the money back with reversing ledger rows, once', async () => {
    const fan = await newUser(t);
    const admin = await newUser(t, { role: 'admin' });
    const { created } = await payFully(t, fan, { purpose: 'credits', credits: 700, provider: 'khalti' });
    const refund = await t.call('POST', `/api/admin/payments/${created.payment.id}/refund`, {
      token: admin.access_token,
      body: { reference: 'KHALTI-RF-42' },
    });
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({
      status: 'refunded',
      refund_reference: 'KHALTI-RF-42',
      user_username: fan.user.username,
    });
    expect(await creditsOf(t, fan.user.id)).toBe(0);
    const rows = await t.db
      .selectFrom('credit_ledger')
      .select(['reason', 'delta'])
      .where('reference', '=', created.payment.id)
      .orderBy('created_at')
      .execute();
    expect(rows.map((row) => row.reason).sort()).toEqual([
      'payment_completed',
      'payment_completed',
      'payment_refunded',
      'payment_refunded',
    ]);
    const again = await t.call('POST', `/api/admin/payments/${created.payment.id}/refund`, {
      token: admin.access_token,
      body: { reference: 'KHALTI-RF-43' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'paymentNotRefundable' });
    const found = await t.call<{ payments: { id: string }[] }>('GET', '/api/admin/payments?query=KHALTI-RF-42', {
      token: admin.access_token,
    });
    expect(found.body.payments.map((payment) => payment.id)).toEqual([created.payment.id]);
  });

  it('refuses a refund once the credits are spent, and changes nothing', async () => {
    const fan = await newUser(t);
    const admin = await newUser(t, { role: 'admin' });
    const photographer = await newPhotographer(t);
    const { created } = await payFully(t, fan, esewaTopUp);
    expect(
      (await sendGift(t, fan.access_token, { recipient_id: photographer.user.id, gift_type: 'momo' })).status,
    ).toBe(200);
    const left = await creditsOf(t, fan.user.id);
    const refund = await t.call('POST', `/api/admin/payments/${created.payment.id}/refund`, {
      token: admin.access_token,
      body: { reference: 'ESW-RF-1' },
    });
    expect(refund.status).toBe(409);
    expect(refund.body).toMatchObject({ code: 'refundCreditsSpent', params: { available: left, needed: 500 } });
    expect(await paymentStatus(t, created.payment.id)).toBe('completed');
    expect(await creditsOf(t, fan.user.id)).toBe(left);
  });

  it('refuses to refund the credits of a deleted account, which holds none, and keeps the books exact', async () => {
    const fan = await newUser(t);
    const admin = await newUser(t, { role: 'admin' });
    const { created } = await payFully(t, fan, { purpose: 'credits', credits: 700, provider: 'khalti' });
    expect((await t.call('DELETE', `/api/admin/users/${fan.user.id}`, { token: admin.access_token })).status).toBe(200);
    const refund = await t.call('POST', `/api/admin/payments/${created.payment.id}/refund`, {
      token: admin.access_token,
      body: { reference: 'KHALTI-RF-9' },
    });
    expect(refund.status).toBe(409);
    expect(refund.body).toMatchObject({ code: 'refundCreditsSpent', params: { available: 0, needed: 700 } });
    expect(await paymentStatus(t, created.payment.id)).toBe('completed');
  });

  it('ends a refunded plan', async () => {
    const photographer = await newPhotographer(t);
    const admin = await newUser(t, { role: 'admin' });
    const { created } = await payFully(t, photographer, { purpose: 'plan', plan: 'silver', provider: 'esewa' });
    expect(
      (
        await t.call('POST', `/api/admin/payments/${created.payment.id}/refund`, {
          token: admin.access_token,
          body: { reference: 'ESW-RF-2' },
        })
      ).status,
    ).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('subscription_plan')
      .where('id', '=', photographer.user.id)
      .executeTakeFirstOrThrow();
    expect(row.subscription_plan).toBe('free');
  });
});
