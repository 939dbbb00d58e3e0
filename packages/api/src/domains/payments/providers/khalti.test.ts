import { afterEach, describe, expect, it } from 'vitest';
import { KhaltiProvider } from './khalti.js';
import { json, startStubServer, type RecordedRequest, type StubAnswer } from './stubServer.testing.js';
import { ProviderUnavailable, type PaymentAtProvider } from './types.js';

/** docs.khalti.com/khalti-epayment: the initiate sample payload's required fields and customer_info. */
const docsInitiateRequest = {
  return_url: 'https://example.com/payment/',
  website_url: 'https://example.com/',
  amount: 1300,
  purchase_order_id: 'test12',
  purchase_order_name: 'test',
  customer_info: { name: 'Khalti Bahadur', email: 'example@gmail.com', phone: '9800000123' },
};
const docsInitiateAnswer = {
  pidx: 'bZQLD9wRVWo4CdESSfuSsB',
  payment_url: 'https://test-pay.khalti.com/?pidx=bZQLD9wRVWo4CdESSfuSsB',
  expires_at: '2023-05-25T16:26:16.471649+05:45',
  expires_in: 1800,
};
const docsLookup = (status: string, transactionId: string | null, refunded = false) => ({
  pidx: 'HT6o6PEZRWFJ5ygavzHWd5',
  total_amount: 1000,
  status,
  transaction_id: transactionId,
  fee: 0,
  refunded,
});

const docsUrls = {
  returnUrl: 'https://example.com/payment/',
  failureUrl: 'https://example.com/failed/',
  websiteUrl: 'https://example.com/',
};
const paid: PaymentAtProvider = {
  id: 'test12',
  amountPaisa: 1000,
  description: 'test',
  session: 'HT6o6PEZRWFJ5ygavzHWd5',
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function khaltiAnswering(answer: (request: RecordedRequest) => StubAnswer, timeoutMs = 2000) {
  const stub = await startStubServer(answer);
  close = stub.close;
  // No final slash on purpose: the client must still keep /api/v2.
  return {
    khalti: new KhaltiProvider({ secretKey: 'live_secret_key_test', baseUrl: `${stub.url}/api/v2`, timeoutMs }),
    requests: stub.requests,
  };
}

describe('Khalti initiate', () => {
  it("posts the docs' payload with the Key authorization and answers payment_url and pidx", async () => {
    const { khalti, requests } = await khaltiAnswering(() => json(200, docsInitiateAnswer));
    const begun = await khalti.begin(
      { id: 'test12', amountPaisa: 1300, description: 'test', session: null },
      docsUrls,
      docsInitiateRequest.customer_info,
    );
    expect(begun).toEqual({
      checkout: { method: 'GET', url: docsInitiateAnswer.payment_url },
      session: 'bZQLD9wRVWo4CdESSfuSsB',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/v2/epayment/initiate/' });
    expect(requests[0]?.headers.authorization).toBe('Key live_secret_key_test');
    expect(requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(docsInitiateRequest);
  });

  it('leaves customer_info out when there is no customer', async () => {
    const { khalti, requests } = await khaltiAnswering(() => json(200, docsInitiateAnswer));
    await khalti.begin({ id: 'test12', amountPaisa: 1300, description: 'test', session: null }, docsUrls);
    expect(JSON.parse(requests[0]?.body ?? '')).not.toHaveProperty('customer_info');
  });

  it("refuses with Khalti's own words on a validation error or a bad key", async () => {
    const tooSmall = {
      amount: ['Amount should be greater than Rs. 10, that is 1000 paisa.'],
      error_key: 'validation_error',
    };
    const small = await khaltiAnswering(() => json(400, tooSmall));
    await expect(small.khalti.begin({ ...paid, amountPaisa: 999, session: null }, docsUrls)).rejects.toMatchObject({
      name: 'ProviderRefused',
      providerMessage: 'amount: Amount should be greater than Rs. 10, that is 1000 paisa.',
      httpStatus: 400,
    });
    await close?.();
    const badKey = await khaltiAnswering(() => json(401, { detail: 'Invalid token.', status_code: 401 }));
    await expect(badKey.khalti.begin({ ...paid, session: null }, docsUrls)).rejects.toMatchObject({
      name: 'ProviderRefused',
      providerMessage: 'Invalid token.',
      httpStatus: 401,
    });
  });

  it('takes a 500, an unreadable answer, a hang and a closed port for unavailable', async () => {
    for (const answer of [json(500, {}), json(200, { payment_url: 'https://x/' }), json(200, 'Bad gateway')]) {
      const { khalti } = await khaltiAnswering(() => answer);
      await expect(khalti.begin({ ...paid, session: null }, docsUrls)).rejects.toThrow(ProviderUnavailable);
      await close?.();
    }
    const { khalti } = await khaltiAnswering(() => 'hang', 100);
    await expect(khalti.begin({ ...paid, session: null }, docsUrls)).rejects.toThrow(ProviderUnavailable);
    await close?.();
    const stopped = new KhaltiProvider({ secretKey: 'k', baseUrl: 'http://127.0.0.1:9/api/v2/', timeoutMs: 1000 });
    await expect(stopped.begin({ ...paid, session: null }, docsUrls)).rejects.toThrow(ProviderUnavailable);
  });
});

describe('Khalti lookup', () => {
  it("posts the docs' request data and calls the docs' success response completed", async () => {
    const { khalti, requests } = await khaltiAnswering(() =>
      json(200, docsLookup('Completed', 'GFq9PFS7b2iYvL8Lir9oXe')),
    );
    expect(await khalti.lookup(paid)).toEqual({
      state: 'completed',
      providerStatus: 'Completed',
      reference: 'GFq9PFS7b2iYvL8Lir9oXe',
      amountPaisa: 1000,
      orderId: 'test12',
    });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/v2/epayment/lookup/' });
    expect(requests[0]?.headers.authorization).toBe('Key live_secret_key_test');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ pidx: 'HT6o6PEZRWFJ5ygavzHWd5' });
  });

  // HTTP codes from the docs' "Payment Status Code" table: Expired and User canceled come with 400.
  it.each([
    ['Pending', 200, 'pending'],
    ['Initiated', 200, 'pending'],
    ['User canceled', 400, 'failed'],
    ['Expired', 400, 'expired'],
    ['Refunded', 200, 'ambiguous'],
    ['Partially Refunded', 200, 'ambiguous'],
    ['Something new', 200, 'ambiguous'],
  ])('calls %s (HTTP %i) %s', async (status, httpStatus, state) => {
    const { khalti } = await khaltiAnswering(() =>
      json(httpStatus, docsLookup(status, null, status.includes('Refunded'))),
    );
    expect(await khalti.lookup(paid)).toMatchObject({ state, providerStatus: status });
  });

  it('calls an answer about another pidx ambiguous, even Completed', async () => {
    const { khalti } = await khaltiAnswering(() =>
      json(200, { ...docsLookup('Completed', 'GFq9PFS7b2iYvL8Lir9oXe'), pidx: 'someoneElse' }),
    );
    expect(await khalti.lookup(paid)).toMatchObject({
      state: 'ambiguous',
      orderId: null,
      reference: 'GFq9PFS7b2iYvL8Lir9oXe',
    });
  });

  it('calls Completed without a transaction_id ambiguous', async () => {
    const { khalti } = await khaltiAnswering(() => json(200, docsLookup('Completed', null)));
    expect(await khalti.lookup(paid)).toMatchObject({
      state: 'ambiguous',
      providerStatus: 'Completed without transaction_id',
    });
  });

  it('calls a pidx Khalti does not know ambiguous (it gave us that pidx), and a bad key a refusal', async () => {
    const unknown = await khaltiAnswering(() => json(404, { detail: 'Not found.', error_key: 'validation_error' }));
    expect(await unknown.khalti.lookup(paid)).toMatchObject({
      state: 'ambiguous',
      providerStatus: 'pidx unknown to Khalti: Not found.',
    });
    await close?.();
    const badKey = await khaltiAnswering(() => json(401, { detail: 'Invalid token.', status_code: 401 }));
    await expect(badKey.khalti.lookup(paid)).rejects.toMatchObject({ name: 'ProviderRefused', httpStatus: 401 });
  });

  it('calls a payment that never got a pidx failed without asking Khalti', async () => {
    const { khalti, requests } = await khaltiAnswering(() => json(500, {}));
    expect(await khalti.lookup({ ...paid, session: null })).toMatchObject({ state: 'failed' });
    expect(requests).toHaveLength(0);
  });

  it('takes a 502 and a hang for unavailable', async () => {
    const failing = await khaltiAnswering(() => json(502, 'Bad gateway'));
    await expect(failing.khalti.lookup(paid)).rejects.toThrow(ProviderUnavailable);
    await close?.();
    const { khalti } = await khaltiAnswering(() => 'hang', 100);
    const started = Date.now();
    await expect(khalti.lookup(paid)).rejects.toThrow(ProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
