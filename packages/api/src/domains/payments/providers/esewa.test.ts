import { afterEach, describe, expect, it } from 'vitest';
import { EsewaProvider, esewaFormFields, esewaTestProductCode, esewaTestSecretKey, signEsewa } from './esewa.js';
import { json, startStubServer, type StubAnswer } from './stubServer.testing.js';
import { ProviderRefused, ProviderUnavailable, type PaymentAtProvider } from './types.js';

const docsUrls = {
  successUrl: 'https://developer.esewa.com.np/success',
  failureUrl: 'https://developer.esewa.com.np/failure',
};

describe('the eSewa ePay v2 form', () => {
  it("signs the docs' form example as the docs do", () => {
    expect(signEsewa('total_amount=110,transaction_uuid=241028,product_code=EPAYTEST', esewaTestSecretKey)).toBe(
      'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    );
  });

  it("builds the docs' form-data, with the tax folded into the amount since we charge none", () => {
    const fields = esewaFormFields(
      { amountPaisa: 11_000, transactionUuid: '241028', productCode: 'EPAYTEST', ...docsUrls },
      esewaTestSecretKey,
    );
    expect(fields).toEqual({
      amount: '110',
      failure_url: 'https://developer.esewa.com.np/failure',
      product_delivery_charge: '0',
      product_service_charge: '0',
      product_code: 'EPAYTEST',
      signature: 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      success_url: 'https://developer.esewa.com.np/success',
      tax_amount: '0',
      total_amount: '110',
      transaction_uuid: '241028',
    });
  });

  it('writes paisa as exact rupees and signs that text', () => {
    const fields = esewaFormFields(
      { amountPaisa: 123_456, transactionUuid: 'a-1', productCode: 'EPAYTEST', ...docsUrls },
      esewaTestSecretKey,
    );
    expect(fields.total_amount).toBe('1234.56');
    expect(fields.signature).toBe(
      signEsewa('total_amount=1234.56,transaction_uuid=a-1,product_code=EPAYTEST', esewaTestSecretKey),
    );
  });

  it('begins with a form POST to the configured form URL and no session', async () => {
    const esewa = new EsewaProvider({
      productCode: 'EPAYTEST',
      secretKey: esewaTestSecretKey,
      formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
      statusUrl: 'http://unused.invalid/',
    });
    const payment = { id: '241028', amountPaisa: 11_000, description: 'Top-up', session: null };
    const { checkout, session } = await esewa.begin(payment, {
      returnUrl: docsUrls.successUrl,
      failureUrl: docsUrls.failureUrl,
      websiteUrl: 'https://tasbir.example/',
    });
    expect(session).toBeNull();
    expect(checkout).toMatchObject({
      method: 'POST',
      url: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
      fields: { signature: 'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=' },
    });
  });

  it('refuses a transaction_uuid eSewa would refuse (only letters, digits and hyphens)', async () => {
    const esewa = new EsewaProvider({
      productCode: 'EPAYTEST',
      secretKey: esewaTestSecretKey,
      formUrl: 'http://unused.invalid/',
      statusUrl: 'http://unused.invalid/',
    });
    const urls = {
      returnUrl: docsUrls.successUrl,
      failureUrl: docsUrls.failureUrl,
      websiteUrl: 'https://tasbir.example/',
    };
    await expect(
      esewa.begin({ id: 'top_up/1', amountPaisa: 1000, description: 'x', session: null }, urls),
    ).rejects.toBeInstanceOf(ProviderRefused);
  });
});

describe('the eSewa status check', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  const payment: PaymentAtProvider = { id: '240508-10108', amountPaisa: 10_000, description: 'Top-up', session: null };

  async function esewaAnswering(answer: StubAnswer, timeoutMs = 2000) {
    const stub = await startStubServer(() => answer);
    close = stub.close;
    const esewa = new EsewaProvider({
      productCode: esewaTestProductCode,
      secretKey: esewaTestSecretKey,
      formUrl: `${stub.url}/form`,
      statusUrl: `${stub.url}/api/epay/transaction/status/`,
      timeoutMs,
    });
    return { esewa, requests: stub.requests };
  }

  /** The docs' response format for each status (developer.esewa.com.np/pages/Epay, "Status Check"), as JSON text with its 100.0. */
  const docsAnswer = (status: string, refId: string | null, uuid = payment.id) =>
    json(
      200,
      `{"product_code":"EPAYTEST","transaction_uuid":"${uuid}","total_amount":100.0,"status":"${status}","ref_id":${refId === null ? 'null' : `"${refId}"`}}`,
    );

  it('asks with product_code, total_amount in rupees and transaction_uuid', async () => {
    const { esewa, requests } = await esewaAnswering(docsAnswer('COMPLETE', '0007G36'));
    await esewa.lookup(payment);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.path).toBe(
      '/api/epay/transaction/status/?product_code=EPAYTEST&total_amount=100&transaction_uuid=240508-10108',
    );
  });

  it('calls COMPLETE completed, with ref_id, the amount in paisa and the order', async () => {
    const { esewa } = await esewaAnswering(docsAnswer('COMPLETE', '0007G36'));
    expect(await esewa.lookup(payment)).toEqual({
      state: 'completed',
      providerStatus: 'COMPLETE',
      reference: '0007G36',
      amountPaisa: 10_000,
      orderId: '240508-10108',
    });
  });

  it.each([
    ['PENDING', 'pending', null],
    ['CANCELED', 'failed', '0KDL6NA'],
    ['NOT_FOUND', 'failed', null],
    ['AMBIGUOUS', 'ambiguous', '0KDL6NA'],
    ['FULL_REFUND', 'ambiguous', '0007G36'],
    ['PARTIAL_REFUND', 'ambiguous', '0007G36'],
    ['SOMETHING_NEW', 'ambiguous', null],
  ])('calls %s %s', async (status, state, refId) => {
    const { esewa } = await esewaAnswering(docsAnswer(status, refId));
    expect(await esewa.lookup(payment)).toMatchObject({ state, providerStatus: status });
  });

  it('calls an answer about another transaction_uuid ambiguous, even COMPLETE', async () => {
    const { esewa } = await esewaAnswering(docsAnswer('COMPLETE', '0007G36', 'someone-else'));
    expect(await esewa.lookup(payment)).toMatchObject({
      state: 'ambiguous',
      providerStatus: 'COMPLETE, but for transaction_uuid someone-else',
    });
  });

  it('calls an answer about another product_code ambiguous', async () => {
    const { esewa } = await esewaAnswering(
      json(200, {
        product_code: 'OTHER',
        transaction_uuid: payment.id,
        total_amount: 100,
        status: 'COMPLETE',
        ref_id: '0007G36',
      }),
    );
    expect(await esewa.lookup(payment)).toMatchObject({
      state: 'ambiguous',
      providerStatus: 'COMPLETE, but for product_code OTHER',
    });
  });

  it('calls COMPLETE without a ref_id ambiguous', async () => {
    const { esewa } = await esewaAnswering(docsAnswer('COMPLETE', null));
    expect(await esewa.lookup(payment)).toMatchObject({
      state: 'ambiguous',
      providerStatus: 'COMPLETE without ref_id',
    });
  });

  it("takes eSewa's documented outage answer for unavailable", async () => {
    const { esewa } = await esewaAnswering(json(200, { code: 0, error_message: 'Service is currently unavailable' }));
    await expect(esewa.lookup(payment)).rejects.toThrow(ProviderUnavailable);
  });

  it('takes a 500, a body that is not JSON, and a server that never answers for unavailable', async () => {
    for (const answer of [json(500, { status: 'COMPLETE' }), json(200, '<html>maintenance</html>')]) {
      const { esewa } = await esewaAnswering(answer);
      await expect(esewa.lookup(payment)).rejects.toThrow(ProviderUnavailable);
      await close?.();
    }
    const { esewa } = await esewaAnswering('hang', 100);
    await expect(esewa.lookup(payment)).rejects.toThrow(ProviderUnavailable);
  });

  it('takes a 4xx with an error message for a refusal, carrying the message', async () => {
    const { esewa } = await esewaAnswering(json(400, { code: 1, error_message: 'Invalid product code' }));
    await expect(esewa.lookup(payment)).rejects.toMatchObject({
      name: 'ProviderRefused',
      providerMessage: 'Invalid product code',
      httpStatus: 400,
    });
  });
});
