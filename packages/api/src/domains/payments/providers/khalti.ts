import { callProvider, objectBody, transportOf, type ProviderTransport, type ProviderAnswer } from './providerHttp.js';
import {
  ProviderRefused,
  ProviderUnavailable,
  type Checkout,
  type CheckoutUrls,
  type Customer,
  type PaymentAtProvider,
  type PaymentProvider,
  type ProviderVerdict,
} from './types.js';

/** Khalti's API roots (docs.khalti.com/khalti-epayment, "API Endpoints"). */
export const khaltiTestBaseUrl = 'https://dev.khalti.com/api/v2/';
export const khaltiProductionBaseUrl = 'https://khalti.com/api/v2/';

export type KhaltiOptions = {
  secretKey: string;
  /** Khalti's API root, e.g. khaltiTestBaseUrl; a missing final slash is added. */
  baseUrl: string;
  timeoutMs?: number;
  /** The in-process sandbox's fetch; the network's by default. */
  fetch?: typeof fetch;
};

const pendingStatuses = new Set(['Pending', 'Initiated']);

/** Khalti's words for a refusal: `detail`, or each field's messages ({"amount": ["..."], "error_key": "validation_error"}). */
function refusalMessage(body: Record<string, unknown> | undefined, httpStatus: number): string {
  if (!body) return `HTTP ${httpStatus}`;
  if (typeof body.detail === 'string') return body.detail;
  const fields = Object.entries(body)
    .filter(([name]) => name !== 'error_key' && name !== 'status_code')
    .map(
      ([name, messages]) => `${name}: ${Array.isArray(messages) ? messages.map(String).join(' ') : String(messages)}`,
    );
  return fields.length > 0 ? fields.join('; ') : `HTTP ${httpStatus}`;
}

/** Khalti KPG-2 web checkout: initiate answers a pidx and a payment_url; lookup by pidx tells the outcome. */
export class KhaltiProvider implements PaymentProvider {
  readonly name = 'khalti';
  private readonly transport: ProviderTransport;
  private readonly baseUrl: string;

  constructor(private readonly options: KhaltiOptions) {
    this.transport = transportOf(options);
    // Paths resolve against the root, and 'epayment/lookup/' against '.../api/v2' would drop the v2.
    this.baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  }

  /** Khalti has one return_url for every outcome (its query carries the status), so urls.failureUrl is not sent. */
  async begin(
    payment: PaymentAtProvider,
    urls: CheckoutUrls,
    customer?: Customer,
  ): Promise<{ checkout: Checkout; session: string | null }> {
    const request = {
      return_url: urls.returnUrl,
      website_url: urls.websiteUrl,
      amount: payment.amountPaisa,
      purchase_order_id: payment.id,
      purchase_order_name: payment.description,
      ...(customer
        ? {
            customer_info: {
              name: customer.name,
              email: customer.email,
              ...(customer.phone ? { phone: customer.phone } : {}),
            },
          }
        : {}),
    };
    const answer = await this.post('Khalti initiate', 'epayment/initiate/', request);
    const body = objectBody(answer.body);
    if (answer.status >= 400) throw new ProviderRefused(refusalMessage(body, answer.status), answer.status);
    if (typeof body?.pidx !== 'string' || body.pidx === '' || typeof body.payment_url !== 'string') {
      throw new ProviderUnavailable(`Khalti initiate: unreadable answer (${answer.status})`);
    }
    return { checkout: { method: 'GET', url: body.payment_url }, session: body.pidx };
  }

  /** Khalti answers Expired and User canceled with HTTP 400 and the usual lookup body, so a 4xx with a status is a verdict too. */
  async lookup(payment: PaymentAtProvider): Promise<ProviderVerdict> {
    // Without a pidx the customer never saw Khalti's page, so nothing can have been paid.
    if (payment.session === null) return { state: 'failed', providerStatus: 'never initiated (no pidx)' };
    const answer = await this.post('Khalti lookup', 'epayment/lookup/', { pidx: payment.session });
    const body = objectBody(answer.body);
    const status = body?.status;
    if (body && typeof status === 'string') return this.verdictOf(payment, status, body);
    if (answer.status === 404)
      return {
        state: 'ambiguous',
        providerStatus: `pidx unknown to Khalti: ${refusalMessage(body, 404)}`,
        reference: null,
        amountPaisa: null,
        orderId: null,
      };
    if (answer.status >= 400) throw new ProviderRefused(refusalMessage(body, answer.status), answer.status);
    throw new ProviderUnavailable(`Khalti lookup: unreadable answer (${answer.status})`);
  }

  private verdictOf(payment: PaymentAtProvider, status: string, body: Record<string, unknown>): ProviderVerdict {
    const reference =
      typeof body.transaction_id === 'string' && body.transaction_id !== '' ? body.transaction_id : null;
    const amountPaisa = Number.isSafeInteger(body.total_amount) ? Number(body.total_amount) : null;
    // Lookup does not echo purchase_order_id: the pidx Khalti gave for this payment binds the two.
    const ours = body.pidx === payment.session;
    const orderId = ours ? payment.id : null;
    const ambiguous = (providerStatus: string): ProviderVerdict => ({
      state: 'ambiguous',
      providerStatus,
      reference,
      amountPaisa,
      orderId,
    });

    if (!ours) return ambiguous(`${status}, but for pidx ${String(body.pidx)}`);
    if (pendingStatuses.has(status)) return { state: 'pending', providerStatus: status };
    if (status === 'User canceled') return { state: 'failed', providerStatus: status };
    if (status === 'Expired') return { state: 'expired', providerStatus: status };
    if (status !== 'Completed') return ambiguous(status);
    if (reference === null) return ambiguous('Completed without transaction_id');
    if (amountPaisa === null || orderId === null)
      return ambiguous(`Completed with an unreadable total_amount ${String(body.total_amount)}`);
    return { state: 'completed', providerStatus: status, reference, amountPaisa, orderId };
  }

  private post(what: string, path: string, json: object): Promise<ProviderAnswer> {
    const init = {
      method: 'POST',
      headers: {
        authorization: `Key ${this.options.secretKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(json),
    };
    return callProvider(what, new URL(path, this.baseUrl).href, init, this.transport);
  }
}
