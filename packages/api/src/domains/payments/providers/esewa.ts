import { callProvider, objectBody, transportOf, type ProviderTransport } from './providerHttp.js';
import { esewaSignedMessage, signEsewa } from './esewaSignature.js';
import { jsonRupeesToPaisa, paisaToRupees } from './money.js';
import {
  ProviderRefused,
  ProviderUnavailable,
  type Checkout,
  type CheckoutUrls,
  type PaymentAtProvider,
  type PaymentProvider,
  type ProviderVerdict,
} from './types.js';

export { signEsewa } from './esewaSignature.js';
export { readEsewaReturn, type EsewaReturn, type EsewaReturnReading, type EsewaReturnRefusal } from './esewaReturn.js';

/** eSewa's hosts (developer.esewa.com.np/pages/Epay): the form and the status API live on different hosts in the test environment. */
export const esewaTestFormUrl = 'https://rc-epay.esewa.com.np/api/epay/main/v2/form';
export const esewaTestStatusUrl = 'https://rc.esewa.com.np/api/epay/transaction/status/';
export const esewaProductionFormUrl = 'https://epay.esewa.com.np/api/epay/main/v2/form';
export const esewaProductionStatusUrl = 'https://epay.esewa.com.np/api/epay/transaction/status/';
/** The test merchant the docs give; its secret is public, so it is good for nothing but the test server. */
export const esewaTestProductCode = 'EPAYTEST';
export const esewaTestSecretKey = '8gBm/:&EnhH.1/q';

/** The request form's signed fields, mandatory and in this order. */
export const esewaRequestSignedFields = ['total_amount', 'transaction_uuid', 'product_code'] as const;

export type EsewaFormInput = {
  amountPaisa: number;
  transactionUuid: string;
  productCode: string;
  successUrl: string;
  failureUrl: string;
};

/** The ePay v2 form: no tax, service or delivery charge, so amount = total_amount, signed over total_amount,transaction_uuid,product_code. */
export function esewaFormFields(input: EsewaFormInput, secretKey: string): Record<string, string> {
  const total = paisaToRupees(input.amountPaisa);
  const fields: Record<string, string> = {
    amount: total,
    tax_amount: '0',
    total_amount: total,
    transaction_uuid: input.transactionUuid,
    product_code: input.productCode,
    product_service_charge: '0',
    product_delivery_charge: '0',
    success_url: input.successUrl,
    failure_url: input.failureUrl,
    signed_field_names: esewaRequestSignedFields.join(','),
  };
  const message = esewaSignedMessage(esewaRequestSignedFields, (name) => fields[name]) ?? '';
  return { ...fields, signature: signEsewa(message, secretKey) };
}

export type EsewaOptions = {
  productCode: string;
  secretKey: string;
  formUrl: string;
  statusUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const pendingStatuses = new Set(['PENDING']);
const failedStatuses = new Set(['CANCELED', 'NOT_FOUND']);

/** eSewa ePay v2: a signed form the browser posts, and the transaction status API to learn the outcome. */
export class EsewaProvider implements PaymentProvider {
  readonly name = 'esewa';
  private readonly transport: ProviderTransport;

  constructor(private readonly options: EsewaOptions) {
    this.transport = transportOf(options);
  }

  async begin(payment: PaymentAtProvider, urls: CheckoutUrls): Promise<{ checkout: Checkout; session: string | null }> {
    // eSewa's rule for transaction_uuid; refused here rather than on eSewa's page in front of the customer.
    if (!/^[A-Za-z0-9-]+$/.test(payment.id))
      throw new ProviderRefused('transaction_uuid takes letters, digits and hyphens only', null);
    const input = {
      amountPaisa: payment.amountPaisa,
      transactionUuid: payment.id,
      productCode: this.options.productCode,
      successUrl: urls.returnUrl,
      failureUrl: urls.failureUrl,
    };
    const fields = esewaFormFields(input, this.options.secretKey);
    return { checkout: { method: 'POST', url: this.options.formUrl, fields }, session: null };
  }

  async lookup(payment: PaymentAtProvider): Promise<ProviderVerdict> {
    const url = new URL(this.options.statusUrl);
    url.searchParams.set('product_code', this.options.productCode);
    url.searchParams.set('total_amount', paisaToRupees(payment.amountPaisa));
    url.searchParams.set('transaction_uuid', payment.id);
    const answer = await callProvider(
      'eSewa status',
      url.href,
      { method: 'GET', headers: { accept: 'application/json' } },
      this.transport,
    );
    const body = objectBody(answer.body);
    const status = body?.status;
    if (!body || typeof status !== 'string') {
      const message =
        typeof body?.error_message === 'string' ? body.error_message : `unreadable answer (${answer.status})`;
      // eSewa's documented outage body is {"code":0,"error_message":"Service is currently unavailable"}.
      if (answer.status < 400 || body?.code === 0) throw new ProviderUnavailable(`eSewa status: ${message}`);
      throw new ProviderRefused(message, answer.status);
    }
    return this.verdictOf(payment, status, body);
  }

  private verdictOf(payment: PaymentAtProvider, status: string, body: Record<string, unknown>): ProviderVerdict {
    const reference = typeof body.ref_id === 'string' && body.ref_id !== '' ? body.ref_id : null;
    const amountPaisa = jsonRupeesToPaisa(body.total_amount) ?? null;
    const orderId = typeof body.transaction_uuid === 'string' ? body.transaction_uuid : null;
    const ambiguous = (providerStatus: string): ProviderVerdict => ({
      state: 'ambiguous',
      providerStatus,
      reference,
      amountPaisa,
      orderId,
    });

    if (body.product_code !== this.options.productCode)
      return ambiguous(`${status}, but for product_code ${String(body.product_code)}`);
    if (orderId !== payment.id)
      return ambiguous(`${status}, but for transaction_uuid ${String(body.transaction_uuid)}`);
    if (pendingStatuses.has(status)) return { state: 'pending', providerStatus: status };
    if (failedStatuses.has(status)) return { state: 'failed', providerStatus: status };
    if (status !== 'COMPLETE') return ambiguous(status);
    if (reference === null) return ambiguous('COMPLETE without ref_id');
    if (amountPaisa === null) return ambiguous(`COMPLETE with an unreadable total_amount ${String(body.total_amount)}`);
    return { state: 'completed', providerStatus: status, reference, amountPaisa, orderId };
  }
}
