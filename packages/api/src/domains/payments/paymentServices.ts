import type { Db, TransactionRunner } from '@tasbir/db';
import type { Config } from '../../config.js';
import type { Notifier } from '../notifications/service.js';
import {
  EsewaProvider,
  KhaltiProvider,
  esewaTestProductCode,
  esewaTestSecretKey,
  readEsewaReturn,
} from './providers/index.js';
import type { EsewaReturnReader } from './http.js';
import { PaymentReconciler } from './reconciler.js';
import { PaymentsRepository, type BookingPaymentSettler } from './repository.js';
import { PaymentsService, type PaymentProviders, type ReturnUrls } from './service.js';

/** Where the sandbox lives on this server, and the Khalti key it takes (no secret: a sandbox moves no money). */
export const sandboxPrefix = '/sandbox';
export const sandboxKhaltiKey = 'test_secret_key_tasbir_sandbox';
export const sandboxEsewa = { productCode: esewaTestProductCode, secretKey: esewaTestSecretKey };

export type PaymentServices = {
  payments: PaymentsService;
  paymentReconciler: PaymentReconciler;
  readEsewaReturn: EsewaReturnReader | undefined;
};

/**
 * The providers this server takes, each at its own servers or at the in-process sandbox (reached
 * through `sandboxFetch`, this server's own routes), the payments service and its reconciler.
 */
export function createPaymentServices(
  config: Config,
  db: Db,
  writes: TransactionRunner,
  notifier: Notifier,
  settleForBooking: BookingPaymentSettler,
  sandboxFetch: typeof fetch,
  logError: (error: unknown, message: string) => void,
  plansChanged: () => void,
): PaymentServices {
  const { esewa, khalti, checkEveryMs, checkAfterMs, timeoutMs } = config.payments;
  const sandboxBase = `${config.publicUrl}${sandboxPrefix}`;
  const providers: PaymentProviders = {};
  let esewaKeys: { productCode: string; secretKey: string } | undefined;
  if (esewa === 'sandbox') {
    esewaKeys = sandboxEsewa;
    // The form's address is the page's own (relative): the browser posts it wherever the site is.
    providers.esewa = new EsewaProvider({
      ...sandboxEsewa,
      formUrl: `${sandboxPrefix}/esewa/api/epay/main/v2/form`,
      statusUrl: `${sandboxBase}/esewa/api/epay/transaction/status/`,
      fetch: sandboxFetch,
      timeoutMs,
    });
  } else if (esewa) {
    esewaKeys = esewa;
    providers.esewa = new EsewaProvider({ ...esewa, timeoutMs });
  }
  if (khalti === 'sandbox')
    providers.khalti = new KhaltiProvider({
      secretKey: sandboxKhaltiKey,
      baseUrl: `${sandboxBase}/khalti/api/v2/`,
      fetch: sandboxFetch,
      timeoutMs,
    });
  else if (khalti) providers.khalti = new KhaltiProvider({ ...khalti, timeoutMs });

  // Return URLs on PUBLIC_URL; in development and tests without it, on the address the payer used.
  const fixedOrigin = config.publicUrlSet || config.env === 'production' ? config.publicUrl : undefined;
  const returnUrls: ReturnUrls = (origin, payment) => {
    const base = fixedOrigin ?? origin;
    return payment.provider === 'esewa'
      ? {
          returnUrl: `${base}/api/payments/esewa/return`,
          failureUrl: `${base}/api/payments/esewa/return?payment=${payment.id}`,
          websiteUrl: base,
        }
      : {
          returnUrl: `${base}/api/payments/khalti/return`,
          failureUrl: `${base}/api/payments/khalti/return`,
          websiteUrl: base,
        };
  };
  const repository = new PaymentsRepository(db, writes, settleForBooking);
  const payments = new PaymentsService({
    repository,
    providers,
    notifier,
    returnUrls,
    graceMs: checkAfterMs,
    plansChanged,
  });
  const reader: EsewaReturnReader | undefined =
    esewaKeys &&
    ((data) => {
      const reading = readEsewaReturn(data, esewaKeys.secretKey);
      if (!reading.ok) return { ok: false, detail: `${reading.reason}: ${reading.detail}` };
      if (reading.value.productCode !== esewaKeys.productCode)
        return { ok: false, detail: `product_code ${reading.value.productCode}` };
      return { ok: true, transactionUuid: reading.value.transactionUuid };
    });
  return {
    payments,
    paymentReconciler: new PaymentReconciler({
      repository,
      payments,
      everyMs: checkEveryMs,
      afterMs: checkAfterMs,
      logError,
    }),
    readEsewaReturn: reader,
  };
}
