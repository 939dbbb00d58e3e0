import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { esewaTestSecretKey, readEsewaReturn } from '../providers/esewa.js';
import { ProviderUnavailable, type PaymentAtProvider } from '../providers/types.js';
import { runSandboxCheckout } from './sandbox.testing.js';
import { shopUrls, startSandbox, testClock, type SandboxServer } from './sandboxServer.testing.js';

let server: SandboxServer | undefined;
afterEach(async () => {
  await server?.close();
  await server?.removeData();
  server = undefined;
});

const newPayment = (amountPaisa = 110_050): PaymentAtProvider => ({
  id: randomUUID(),
  amountPaisa,
  description: 'Credit top-up',
  session: null,
});

async function begun(overrides: Parameters<typeof startSandbox>[0] = {}) {
  server = await startSandbox(overrides);
  const payment = newPayment();
  const { checkout } = await server.esewa.begin(payment, shopUrls);
  return { sandbox: server, payment, checkout };
}

describe('the eSewa sandbox, through the real eSewa client', () => {
  it('pays: success_url gets data signed as eSewa signs it, and the status API says COMPLETE with that ref_id', async () => {
    const { sandbox, payment, checkout } = await begun();
    const location = new URL(await runSandboxCheckout(sandbox.app, checkout, 'pay'));
    expect(`${location.origin}${location.pathname}`).toBe('https://tasbir.example/pay/done');
    expect(location.searchParams.get('provider')).toBe('x');

    const data = location.searchParams.get('data') ?? '';
    expect(Buffer.from(data, 'base64').toString('utf8')).toContain('"total_amount":1100.5,');
    const read = readEsewaReturn(data, esewaTestSecretKey);
    expect(read).toMatchObject({
      ok: true,
      value: {
        status: 'COMPLETE',
        transactionUuid: payment.id,
        totalAmount: '1100.5',
        amountPaisa: 110_050,
        productCode: 'EPAYTEST',
      },
    });
    const transactionCode = read.ok ? read.value.transactionCode : '';
    expect(transactionCode).toMatch(/^[0-9A-Z]{7}$/);

    expect(await sandbox.esewa.lookup(payment)).toEqual({
      state: 'completed',
      providerStatus: 'COMPLETE',
      reference: transactionCode,
      amountPaisa: 110_050,
      orderId: payment.id,
    });
  });

  it("answers the status API in eSewa's documented shape, total_amount written as a double", async () => {
    const { sandbox, payment, checkout } = await begun();
    await runSandboxCheckout(sandbox.app, checkout, 'pay');
    const answer = await fetch(
      `${sandbox.baseUrl}/sandbox/esewa/api/epay/transaction/status/?product_code=EPAYTEST&total_amount=1100.5&transaction_uuid=${payment.id}`,
    );
    const text = await answer.text();
    expect(answer.status).toBe(200);
    expect(text).toMatch(
      new RegExp(
        `^\\{"product_code":"EPAYTEST","transaction_uuid":"${payment.id}","total_amount":1100\\.5,"status":"COMPLETE","ref_id":"[0-9A-Z]{7}"\\}$`,
      ),
    );
  });

  it('cancels: the customer lands on failure_url and the status API says NOT_FOUND', async () => {
    const { sandbox, payment, checkout } = await begun();
    expect(await runSandboxCheckout(sandbox.app, checkout, 'cancel')).toBe(shopUrls.failureUrl);
    expect(await sandbox.esewa.lookup(payment)).toEqual({ state: 'failed', providerStatus: 'NOT_FOUND' });
  });

  it('pays but never comes back: the browser stays at the sandbox, the status API still says COMPLETE', async () => {
    const { sandbox, payment, checkout } = await begun();
    expect(await runSandboxCheckout(sandbox.app, checkout, 'abandon')).toBe('/sandbox/left');
    expect((await sandbox.app.inject({ method: 'GET', url: '/sandbox/left' })).statusCode).toBe(200);
    expect(await sandbox.esewa.lookup(payment)).toMatchObject({ state: 'completed', amountPaisa: 110_050 });
  });

  it('goes pending (failure_url, as eSewa does for PENDING), then COMPLETE after the set number of status calls', async () => {
    const { sandbox, payment, checkout } = await begun({ pendingStatusChecks: 2 });
    expect(await runSandboxCheckout(sandbox.app, checkout, 'pending')).toBe(shopUrls.failureUrl);
    expect(await sandbox.esewa.lookup(payment)).toEqual({ state: 'pending', providerStatus: 'PENDING' });
    expect(await sandbox.esewa.lookup(payment)).toEqual({ state: 'pending', providerStatus: 'PENDING' });
    expect(await sandbox.esewa.lookup(payment)).toMatchObject({ state: 'completed', providerStatus: 'COMPLETE' });
  });

  it('goes from pending to COMPLETE once the set seconds pass, however few calls came', async () => {
    const clock = testClock();
    const { sandbox, payment, checkout } = await begun({
      pendingStatusChecks: 100,
      pendingSeconds: 30,
      now: clock.now,
    });
    await runSandboxCheckout(sandbox.app, checkout, 'pending');
    expect(await sandbox.esewa.lookup(payment)).toMatchObject({ state: 'pending' });
    clock.advanceSeconds(31);
    expect(await sandbox.esewa.lookup(payment)).toMatchObject({ state: 'completed' });
  });

  it('counts concurrent status calls of a pending payment one by one', async () => {
    const { sandbox, payment, checkout } = await begun({ pendingStatusChecks: 3 });
    await runSandboxCheckout(sandbox.app, checkout, 'pending');
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => sandbox.esewa.lookup(payment)));
    expect(verdicts.filter((verdict) => verdict.state === 'pending')).toHaveLength(3);
    expect(verdicts.filter((verdict) => verdict.state === 'completed')).toHaveLength(7);
  });

  it('answers AMBIGUOUS with a ref_id for the ambiguous outcome, and sends the customer to failure_url', async () => {
    const { sandbox, payment, checkout } = await begun();
    expect(await runSandboxCheckout(sandbox.app, checkout, 'ambiguous')).toBe(shopUrls.failureUrl);
    expect(await sandbox.esewa.lookup(payment)).toMatchObject({
      state: 'ambiguous',
      providerStatus: 'AMBIGUOUS',
      orderId: payment.id,
      amountPaisa: 110_050,
    });
  });

  it('says PENDING for an unpaid checkout during the session and NOT_FOUND once it expires; NOT_FOUND for one never submitted', async () => {
    const clock = testClock();
    const { sandbox, payment, checkout } = await begun({
      now: clock.now,
      esewa: { productCode: 'EPAYTEST', secretKey: esewaTestSecretKey, sessionMinutes: 5 },
    });
    expect(await sandbox.esewa.lookup(newPayment())).toEqual({ state: 'failed', providerStatus: 'NOT_FOUND' });
    if (checkout.method !== 'POST') throw new Error('eSewa checks out by form');
    await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/esewa/api/epay/main/v2/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(checkout.fields).toString(),
    });
    expect(await sandbox.esewa.lookup(payment)).toEqual({ state: 'pending', providerStatus: 'PENDING' });
    clock.advanceMinutes(6);
    expect(await sandbox.esewa.lookup(payment)).toEqual({ state: 'failed', providerStatus: 'NOT_FOUND' });
  });

  it('says NOT_FOUND when asked with another amount than was paid', async () => {
    const { sandbox, payment, checkout } = await begun();
    await runSandboxCheckout(sandbox.app, checkout, 'pay');
    expect(await sandbox.esewa.lookup({ ...payment, amountPaisa: 100 })).toEqual({
      state: 'failed',
      providerStatus: 'NOT_FOUND',
    });
  });

  it('lets a checkout be decided once', async () => {
    const { sandbox, checkout } = await begun();
    if (checkout.method !== 'POST') throw new Error('eSewa checks out by form');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const submitted = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/esewa/api/epay/main/v2/form',
      headers: form,
      payload: new URLSearchParams(checkout.fields).toString(),
    });
    const pagePath = submitted.headers.location ?? '';
    const action = String(
      (await sandbox.app.inject({ method: 'GET', url: pagePath })).headers['x-sandbox-outcome-action'],
    );
    expect(
      (await sandbox.app.inject({ method: 'POST', url: action, headers: form, payload: 'outcome=cancel' })).statusCode,
    ).toBe(303);
    expect(
      (await sandbox.app.inject({ method: 'POST', url: action, headers: form, payload: 'outcome=pay' })).statusCode,
    ).toBe(409);
    expect((await sandbox.app.inject({ method: 'GET', url: pagePath })).statusCode).toBe(409);
  });

  it('is unavailable to the client when its fault switch says so, or when it answers slower than the timeout', async () => {
    const faults = { unavailable: true, latencyMs: 0 };
    const { sandbox, payment } = await begun({ faults, timeoutMs: 200 });
    await expect(sandbox.esewa.lookup(payment)).rejects.toThrow(ProviderUnavailable);
    faults.unavailable = false;
    faults.latencyMs = 1000;
    await expect(sandbox.esewa.lookup(payment)).rejects.toThrow(ProviderUnavailable);
  });
});

describe('the eSewa sandbox form', () => {
  const submit = (sandbox: SandboxServer, fields: Record<string, string>) =>
    sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/esewa/api/epay/main/v2/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('refuses a bad signature, a changed amount, another product code and a missing field with an error page', async () => {
    const { sandbox, checkout } = await begun();
    if (checkout.method !== 'POST') throw new Error('eSewa checks out by form');
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...checkout.fields, signature: 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=' }, 'Invalid signature.'],
      [{ ...checkout.fields, amount: '1', total_amount: '1' }, 'Invalid signature.'],
      [{ ...checkout.fields, product_code: 'OTHER' }, 'Invalid product code.'],
      [{ ...checkout.fields, tax_amount: '' }, 'Required fields are missing or empty: tax_amount.'],
      [
        { ...checkout.fields, tax_amount: '5' },
        'total_amount must equal amount + tax_amount + product_service_charge + product_delivery_charge.',
      ],
    ];
    for (const [fields, message] of cases) {
      const answer = await submit(sandbox, fields);
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain(message);
    }
    expect((await submit(sandbox, checkout.fields)).statusCode).toBe(303);
  });

  it('refuses a transaction_uuid that was already decided', async () => {
    const { sandbox, checkout } = await begun();
    if (checkout.method !== 'POST') throw new Error('eSewa checks out by form');
    await runSandboxCheckout(sandbox.app, checkout, 'pay');
    const again = await submit(sandbox, checkout.fields);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This transaction_uuid has been used already.');
  });

  it('shows a checkout page of plain HTML whose buttons post each outcome, with no script', async () => {
    const { sandbox, checkout } = await begun();
    if (checkout.method !== 'POST') throw new Error('eSewa checks out by form');
    const page = await sandbox.app.inject({
      method: 'GET',
      url: (await submit(sandbox, checkout.fields)).headers.location ?? '',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Rs. 1100.50');
    expect(page.body).toContain(`<form method="post" action="${page.headers['x-sandbox-outcome-action']}">`);
    for (const outcome of ['pay', 'cancel', 'abandon', 'pending', 'ambiguous'])
      expect(page.body).toContain(`name="outcome" value="${outcome}"`);
    expect(page.body).not.toContain('<script');
  });
});
