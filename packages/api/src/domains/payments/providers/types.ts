export type ProviderName = 'esewa' | 'khalti';

/** What the browser must do to pay: eSewa is a form POST the page submits; Khalti a GET to its payment_url. */
export type Checkout = { method: 'POST'; url: string; fields: Record<string, string> } | { method: 'GET'; url: string };

/** A payment as the provider clients need it. id = our transaction_uuid (eSewa) / purchase_order_id (Khalti). */
export type PaymentAtProvider = { id: string; amountPaisa: number; description: string; session: string | null };

/** What the provider says about a payment, mapped from its status strings. */
export type ProviderVerdict =
  | { state: 'pending'; providerStatus: string }
  | { state: 'completed'; providerStatus: string; reference: string; amountPaisa: number; orderId: string }
  | { state: 'failed'; providerStatus: string }
  | { state: 'expired'; providerStatus: string }
  | {
      state: 'ambiguous';
      providerStatus: string;
      reference: string | null;
      amountPaisa: number | null;
      orderId: string | null;
    };

export type CheckoutUrls = { returnUrl: string; failureUrl: string; websiteUrl: string };
export type Customer = { name: string; email: string; phone?: string };

/** Timeout, network error, 5xx, or an answer that cannot be read: the payment stays as it was, to be retried. */
export class ProviderUnavailable extends Error {
  override readonly name = 'ProviderUnavailable';
}

/**
 * The provider read the request and said no (a 4xx that is not a payment status: bad key, a field it
 * refuses). The payment stays as it was too, but retrying the same request will not help.
 */
export class ProviderRefused extends Error {
  override readonly name = 'ProviderRefused';
  constructor(
    /** The provider's own words, for the log and the operator. */
    readonly providerMessage: string,
    readonly httpStatus: number | null,
  ) {
    super(`payment provider refused: ${providerMessage}`);
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** eSewa: builds the signed ePay v2 form (no network). Khalti: POST /epayment/initiate/, answers payment_url and pidx (session). */
  begin(
    payment: PaymentAtProvider,
    urls: CheckoutUrls,
    customer?: Customer,
  ): Promise<{ checkout: Checkout; session: string | null }>;
  /** eSewa: GET transaction status API; Khalti: POST /epayment/lookup/ with the pidx (session). */
  lookup(payment: PaymentAtProvider): Promise<ProviderVerdict>;
}
