import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { comeBack } from './payments.fixtures.js';

describe('a server that offers no provider (production without keys or sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PAYMENTS_SANDBOX: '0' });
  });
  afterAll(() => t.close());

  it('names no provider, refuses a payment through one, records nothing, and serves no sandbox', async () => {
    expect((await t.call('GET', '/api/payments/providers')).body).toEqual({ providers: [] });
    const fan = await newUser(t);
    const reply = await t.call('POST', '/api/payments', {
      token: fan.access_token,
      body: { purpose: 'credits', credits: 500, provider: 'esewa' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'paymentProviderOff',
      detail: 'eSewa payments are not available here. Please choose another way to pay.',
    });
    expect(await t.db.selectFrom('payments').select('id').execute()).toEqual([]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/sandbox/khalti/api/v2/epayment/lookup/', payload: { pidx: 'x' } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('payments that are not there, and lookups that make no sense', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 paymentNotFound to reading or checking an unknown payment', async () => {
    const fan = await newUser(t);
    for (const [method, path] of [
      ['GET', '/api/payments/no-such-payment'],
      ['POST', '/api/payments/no-such-payment/check'],
    ] as const) {
      const reply = await t.call(method, path, { token: fan.access_token, body: method === 'POST' ? {} : undefined });
      expect([path, reply.status, reply.body.code]).toEqual([path, 404, 'paymentNotFound']);
    }
  });

  it('answers an eSewa return naming no payment of ours 404, and one naming nothing 400', async () => {
    expect((await comeBack(t, '/api/payments/esewa/return?payment=0190f000-0000-7000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await comeBack(t, '/api/payments/esewa/return')).body).toMatchObject({ code: 'paymentReturnInvalid' });
  });

  it('refuses an unknown status in the admins’ payment and payout lists', async () => {
    const admin = await newUser(t, { role: 'admin' });
    const payments = await t.call('GET', '/api/admin/payments?status=lost', { token: admin.access_token });
    expect([payments.status, payments.body.code]).toEqual([400, 'paymentStatusInvalid']);
    const payouts = await t.call('GET', '/api/admin/payouts?status=lost', { token: admin.access_token });
    expect([payouts.status, payouts.body.code]).toEqual([400, 'payoutStatusInvalid']);
  });
});
