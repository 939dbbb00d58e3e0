import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  json,
  startStubServer,
  type RecordedRequest,
  type StubAnswer,
} from '../src/domains/payments/providers/stubServer.testing.js';
import { creditsOf, expectLedgerAddsUp } from './economy.factories.js';
import { newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { paymentStatus, startPayment, type PaymentView } from './payments.fixtures.js';

/**
 * The providers' own servers stood in for by a stub that answers what each test says: the statuses
 * the sandbox never gives, a provider that hangs or fails, and amounts that do not match.
 */
let answer: (request: RecordedRequest) => StubAnswer = () => json(500, {});
const stub = await startStubServer((request) => answer(request));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    ESEWA_PRODUCT_CODE: 'EPAYTEST',
    ESEWA_SECRET_KEY: '8gBm/:&EnhH.1/q',
    ESEWA_BASE_URL: stub.url,
    KHALTI_SECRET_KEY: 'test_secret_key_for_the_stub',
    KHALTI_BASE_URL: `${stub.url}/api/v2/`,
    PAYMENT_PROVIDER_TIMEOUT_SECONDS: '0.3',
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
afterEach(() => expectLedgerAddsUp(t));

const khaltiInitiated = (request: RecordedRequest): StubAnswer =>
  request.path === '/api/v2/epayment/initiate/'
    ? json(200, {
        pidx: `pidx${request.body.length}${Date.now()}`,
        payment_url: 'https://test-pay.khalti.com/?pidx=x',
        expires_at: '2026-11-26T20:00:00+05:45',
        expires_in: 3600,
      })
    : json(404, { detail: 'Not found.' });
const esewaStatus =
  (fields: Record<string, unknown>) =>
  (request: RecordedRequest): StubAnswer => {
    const query = new URL(request.path, stub.url).searchParams;
    return json(200, {
      product_code: 'EPAYTEST',
      transaction_uuid: query.get('transaction_uuid'),
      total_amount: Number(query.get('total_amount')),
      ref_id: `REF-${query.get('transaction_uuid') ?? ''}`,
      ...fields,
    });
  };
const check = (token: string, id: string) => t.call<PaymentView>('POST', `/api/payments/${id}/check`, { token });

describe('a provider that does not answer', () => {
  it.each([
    ['hangs', (): StubAnswer => 'hang'],
    ['answers 500', (): StubAnswer => json(500, { detail: 'Server error.' })],
    [
      'answers eSewa’s outage body',
      (): StubAnswer => json(503, { code: 0, error_message: 'Service is currently unavailable' }),
    ],
  ])('leaves the payment as it was when eSewa %s, and settles it once eSewa answers', async (_what, fault) => {
    const fan = await newUser(t);
    const { payment } = await startPayment(t, fan, { purpose: 'credits', credits: 300, provider: 'esewa' });
    answer = fault;
    expect((await check(fan.access_token, payment.id)).body.payment.status).toBe('initiated');
    answer = esewaStatus({ status: 'COMPLETE' });
    expect((await check(fan.access_token, payment.id)).body).toMatchObject({
      payment: { status: 'completed', provider_reference: `REF-${payment.id}` },
      credits: 300,
    });
  });

  it('refuses to start a Khalti payment when Khalti fails (503), and marks it failed', async () => {
    const fan = await newUser(t);
    answer = () => json(500, { detail: 'Server error.' });
    const reply = await t.call('POST', '/api/payments', {
      token: fan.access_token,
      body: { purpose: 'credits', credits: 300, provider: 'khalti' },
    });
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({
      code: 'paymentProviderDown',
      detail: 'Khalti did not answer. Please try again in a minute.',
    });
    const rows = await t.db.selectFrom('payments').select('status').where('user_id', '=', fan.user.id).execute();
    expect(rows).toEqual([{ status: 'failed' }]);
  });
});

describe('what the provider says', () => {
  it.each([
    ['PENDING', 'pending'],
    ['CANCELED', 'failed'],
    ['NOT_FOUND', 'failed'],
    ['AMBIGUOUS', 'ambiguous'],
    ['FULL_REFUND', 'ambiguous'],
    ['PARTIAL_REFUND', 'ambiguous'],
  ])('eSewa %s makes the payment %s and credits nothing', async (status, expected) => {
    const fan = await newUser(t);
    const { payment } = await startPayment(t, fan, { purpose: 'credits', credits: 300, provider: 'esewa' });
    answer = esewaStatus({ status });
    expect((await check(fan.access_token, payment.id)).body.payment.status).toBe(expected);
    expect(await creditsOf(t, fan.user.id)).toBe(0);
  });

  it.each([
    ['Pending', 'pending'],
    ['Initiated', 'initiated'],
    ['User canceled', 'failed'],
    ['Expired', 'expired'],
    ['Refunded', 'ambiguous'],
    ['Partially Refunded', 'ambiguous'],
  ])('Khalti %s makes the payment %s and credits nothing', async (status, expected) => {
    const fan = await newUser(t);
    answer = khaltiInitiated;
    const { payment } = await startPayment(t, fan, { purpose: 'credits', credits: 300, provider: 'khalti' });
    const session = (
      await t.db
        .selectFrom('payments')
        .select('provider_session')
        .where('id', '=', payment.id)
        .executeTakeFirstOrThrow()
    ).provider_session;
    // Khalti answers Expired and User canceled with HTTP 400, the rest with 200.
    answer = () =>
      json(status === 'Expired' || status === 'User canceled' ? 400 : 200, {
        pidx: session,
        total_amount: 30_000,
        status,
        transaction_id: null,
        fee: 0,
        refunded: status.includes('Refunded'),
      });
    const view = await check(fan.access_token, payment.id);
    expect(view.body.payment.status).toBe(expected === 'initiated' ? 'pending' : expected);
    expect(await creditsOf(t, fan.user.id)).toBe(0);
  });

  it('sends an amount that does not match to the admins instead of crediting it', async () => {
    const fan = await newUser(t);
    const { payment } = await startPayment(t, fan, { purpose: 'credits', credits: 5000, provider: 'esewa' });
    answer = esewaStatus({ status: 'COMPLETE', total_amount: 50.0 });
    expect((await check(fan.access_token, payment.id)).body.payment.status).toBe('ambiguous');
    expect(await creditsOf(t, fan.user.id)).toBe(0);
  });

  it('never settles two payments with one provider reference', async () => {
    const fan = await newUser(t);
    const first = await startPayment(t, fan, { purpose: 'credits', credits: 100, provider: 'esewa' });
    const second = await startPayment(t, fan, { purpose: 'credits', credits: 100, provider: 'esewa' });
    answer = esewaStatus({ status: 'COMPLETE', ref_id: 'SAME-REF' });
    await check(fan.access_token, first.payment.id);
    await check(fan.access_token, second.payment.id);
    expect([await paymentStatus(t, first.payment.id), await paymentStatus(t, second.payment.id)]).toEqual([
      'completed',
      'ambiguous',
    ]);
    expect(await creditsOf(t, fan.user.id)).toBe(100);
  });
});
