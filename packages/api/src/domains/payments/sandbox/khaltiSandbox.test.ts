import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { KhaltiProvider } from '../providers/khalti.js';
import { ProviderRefused, type PaymentAtProvider } from '../providers/types.js';
import { runSandboxCheckout } from './sandbox.testing.js';
import { khaltiTestKey, shopUrls, startSandbox, testClock, type SandboxServer } from './sandboxServer.testing.js';

let server: SandboxServer | undefined;
afterEach(async () => {
  await server?.close();
  await server?.removeData();
  server = undefined;
});

const customer = { name: 'Khalti Bahadur', email: 'example@gmail.com', phone: '9800000123' };

async function begun(overrides: Parameters<typeof startSandbox>[0] = {}, description = 'Credit top-up') {
  server = await startSandbox(overrides);
  const unstarted: PaymentAtProvider = { id: randomUUID(), amountPaisa: 150_000, description, session: null };
  const { checkout, session } = await server.khalti.begin(unstarted, shopUrls, customer);
  return { sandbox: server, payment: { ...unstarted, session }, checkout };
}

const queryOf = (location: string) => Object.fromEntries(new URL(location).searchParams);

/** Lookup's HTTP code, which the client ignores but Khalti sets: 400 for Expired and User canceled. */
const lookupHttpStatus = async (sandbox: SandboxServer, pidx: string | null) =>
  (
    await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/khalti/api/v2/epayment/lookup/',
      headers: { authorization: `Key ${khaltiTestKey}` },
      payload: { pidx },
    })
  ).statusCode;

describe('the Khalti sandbox, through the real Khalti client', () => {
  it("initiates with a payment_url on the sandbox, pays, returns with Khalti's query, and looks up Completed", async () => {
    const { sandbox, payment, checkout } = await begun();
    expect(payment.session).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(checkout).toEqual({ method: 'GET', url: `${sandbox.baseUrl}/sandbox/khalti/pay/?pidx=${payment.session}` });

    const location = await runSandboxCheckout(sandbox.app, checkout, 'pay');
    expect(location.startsWith('https://tasbir.example/pay/done?provider=x&pidx=')).toBe(true);
    const query = queryOf(location);
    expect(Object.keys(query)).toEqual([
      'provider',
      'pidx',
      'txnId',
      'transaction_id',
      'tidx',
      'amount',
      'total_amount',
      'mobile',
      'status',
      'purchase_order_id',
      'purchase_order_name',
    ]);
    expect(query).toMatchObject({
      pidx: payment.session,
      status: 'Completed',
      amount: '150000',
      total_amount: '150000',
      purchase_order_id: payment.id,
      purchase_order_name: 'Credit top-up',
    });
    expect(query.tidx).toBe(query.transaction_id);

    expect(await sandbox.khalti.lookup(payment)).toEqual({
      state: 'completed',
      providerStatus: 'Completed',
      reference: query.transaction_id,
      amountPaisa: 150_000,
      orderId: payment.id,
    });
  });

  it("answers lookup in Khalti's documented shape", async () => {
    const { sandbox, payment, checkout } = await begun();
    await runSandboxCheckout(sandbox.app, checkout, 'pay');
    const answer = await fetch(`${sandbox.baseUrl}/sandbox/khalti/api/v2/epayment/lookup/`, {
      method: 'POST',
      headers: { authorization: `Key ${khaltiTestKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pidx: payment.session }),
    });
    const body: unknown = await answer.json();
    expect(body).toEqual({
      pidx: payment.session,
      total_amount: 150_000,
      status: 'Completed',
      transaction_id: expect.stringMatching(/^[A-Za-z0-9]{22}$/),
      fee: 0,
      refunded: false,
    });
  });

  it('cancels: the return says User canceled with no transaction, and lookup answers it with HTTP 400', async () => {
    const { sandbox, payment, checkout } = await begun();
    const query = queryOf(await runSandboxCheckout(sandbox.app, checkout, 'cancel'));
    expect(query).toMatchObject({
      pidx: payment.session,
      status: 'User canceled',
      transaction_id: '',
      tidx: '',
      mobile: '',
      amount: '150000',
    });
    expect(await sandbox.khalti.lookup(payment)).toEqual({ state: 'failed', providerStatus: 'User canceled' });
    expect(await lookupHttpStatus(sandbox, payment.session)).toBe(400);
  });

  it('says Initiated for an unpaid link and Expired once its minutes pass; the page then refuses', async () => {
    const clock = testClock();
    const { sandbox, payment, checkout } = await begun({ now: clock.now, khaltiLinkMinutes: 60 });
    expect(await sandbox.khalti.lookup(payment)).toEqual({ state: 'pending', providerStatus: 'Initiated' });
    expect(await lookupHttpStatus(sandbox, payment.session)).toBe(200);
    clock.advanceMinutes(61);
    expect(await sandbox.khalti.lookup(payment)).toEqual({ state: 'expired', providerStatus: 'Expired' });
    expect(await lookupHttpStatus(sandbox, payment.session)).toBe(400);
    await expect(runSandboxCheckout(sandbox.app, checkout, 'pay')).rejects.toThrow(/expected 200, got 400/);
  });

  it('goes Pending, then Completed after the set number of lookups', async () => {
    const { sandbox, payment, checkout } = await begun({ pendingStatusChecks: 1 });
    expect(queryOf(await runSandboxCheckout(sandbox.app, checkout, 'pending'))).toMatchObject({
      status: 'Pending',
      transaction_id: '',
    });
    expect(await sandbox.khalti.lookup(payment)).toEqual({ state: 'pending', providerStatus: 'Pending' });
    expect(await sandbox.khalti.lookup(payment)).toMatchObject({ state: 'completed', amountPaisa: 150_000 });
  });

  it('pays then refunds for the ambiguous outcome: the return says Completed, lookup says Refunded', async () => {
    const { sandbox, payment, checkout } = await begun();
    expect(queryOf(await runSandboxCheckout(sandbox.app, checkout, 'ambiguous'))).toMatchObject({
      status: 'Completed',
    });
    expect(await sandbox.khalti.lookup(payment)).toMatchObject({
      state: 'ambiguous',
      providerStatus: 'Refunded',
      orderId: payment.id,
    });
  });

  it('pays but never comes back: the browser stays at the sandbox, lookup says Completed', async () => {
    const { sandbox, payment, checkout } = await begun();
    expect(await runSandboxCheckout(sandbox.app, checkout, 'abandon')).toBe('/sandbox/left');
    expect(await sandbox.khalti.lookup(payment)).toMatchObject({ state: 'completed' });
  });

  it('escapes what the merchant sent on the payment page', async () => {
    const { sandbox, checkout } = await begun({}, '<script>alert("x")</script> & more');
    const page = await sandbox.app.inject({
      method: 'GET',
      url: new URL(checkout.url).pathname + new URL(checkout.url).search,
    });
    expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(page.body).not.toContain('<script');
  });
});

describe('the Khalti sandbox API', () => {
  const post = (
    sandbox: SandboxServer,
    path: string,
    body: unknown,
    authorization: string | undefined = `Key ${khaltiTestKey}`,
  ) =>
    sandbox.app.inject({
      method: 'POST',
      url: `/sandbox/khalti/api/v2/epayment/${path}`,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: JSON.stringify(body),
    });
  const docsPayload = {
    return_url: 'https://example.com/payment/',
    website_url: 'https://example.com/',
    amount: 1300,
    purchase_order_id: 'test12',
    purchase_order_name: 'test',
  };

  it("refuses a wrong key and a missing Key prefix with Khalti's 401 bodies", async () => {
    server = await startSandbox();
    expect((await post(server, 'initiate/', docsPayload, 'Key wrong')).json()).toEqual({
      detail: 'Invalid token.',
      status_code: 401,
    });
    const bare = await post(server, 'lookup/', { pidx: 'x' }, khaltiTestKey);
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toEqual({ detail: 'Authentication credentials were not provided.', status_code: 401 });
    expect((await post(server, 'initiate/', docsPayload, `key ${khaltiTestKey}`)).statusCode).toBe(200);
    const wrongKey = new KhaltiProvider({ secretKey: 'wrong', baseUrl: `${server.baseUrl}/sandbox/khalti/api/v2/` });
    await expect(
      wrongKey.begin({ id: 'a', amountPaisa: 1000, description: 'x', session: null }, shopUrls),
    ).rejects.toEqual(new ProviderRefused('Invalid token.', 401));
  });

  it("validates initiate as Khalti does, field by field, in Khalti's words", async () => {
    server = await startSandbox();
    const small = await post(server, 'initiate/', { ...docsPayload, amount: 999 });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toEqual({
      amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'],
      error_key: 'validation_error',
    });
    expect(
      (
        await post(server, 'initiate/', {
          ...docsPayload,
          return_url: '',
          website_url: 'not a url',
          purchase_order_name: ' ',
        })
      ).json(),
    ).toEqual({
      return_url: ['This field may not be blank.'],
      website_url: ['Enter a valid URL.'],
      purchase_order_name: ['This field may not be blank.'],
      error_key: 'validation_error',
    });
    expect((await post(server, 'initiate/', { ...docsPayload, amount: '13.5' })).json()).toEqual({
      amount: ['A valid integer is required.'],
      error_key: 'validation_error',
    });
    const breakdown = [
      { label: 'Mark Price', amount: 1000 },
      { label: 'VAT', amount: 200 },
    ];
    expect((await post(server, 'initiate/', { ...docsPayload, amount_breakdown: breakdown })).json()).toEqual({
      amount: ['Amount Breakdown mismatch.'],
      error_key: 'validation_error',
    });
    const { purchase_order_id: _left, ...withoutId } = docsPayload;
    expect((await post(server, 'initiate/', withoutId)).json()).toEqual({
      purchase_order_id: ['This field is required.'],
      error_key: 'validation_error',
    });
    const accepted = await post(server, 'initiate/', { ...docsPayload, amount: '1300' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      expires_in: 3600,
      expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+05:45$/),
    });
  });

  it('builds payment_url on the public address when one is given', async () => {
    server = await startSandbox({ publicUrl: 'https://tasbir.example/' });
    expect((await post(server, 'initiate/', docsPayload)).json()).toMatchObject({
      payment_url: expect.stringMatching(/^https:\/\/tasbir\.example\/sandbox\/khalti\/pay\/\?pidx=[A-Za-z0-9]{22}$/),
    });
  });

  it("answers 404 with Khalti's body for a pidx it never gave", async () => {
    server = await startSandbox();
    const answer = await post(server, 'lookup/', { pidx: 'HT6o6PEZRWFJ5ygavzHWd5' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ detail: 'Not found.', error_key: 'validation_error' });
  });
});
