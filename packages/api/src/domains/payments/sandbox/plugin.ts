import type { FastifyInstance } from 'fastify';
import { formFields, type SandboxContext, type SandboxFaults } from './context.js';
import { esewaSandbox } from './esewaSandbox.js';
import { khaltiSandbox } from './khaltiSandbox.js';
import { messagePage } from './pages.js';
import { SandboxStore } from './store.js';

export type PaymentSandboxOptions = {
  /** Transactions live in `${dataDir}/payment-sandbox/`. */
  dataDir: string;
  esewa: { productCode: string; secretKey: string; sessionMinutes?: number };
  khalti: { secretKey: string };
  /** How long a Khalti payment link stays open; default 60, as in production. */
  khaltiLinkMinutes?: number;
  /** "Pending, then complete": PENDING for this many status calls or seconds, whichever ends first; default 2 calls, 30 s. */
  pendingStatusChecks?: number;
  pendingSeconds?: number;
  /** The site's public address for Khalti's payment_url ('' for a link on the page's own site); default: the address the initiate request came to. */
  publicUrl?: string;
  /** Test clock, in ms. */
  now?: () => number;
  /** Test-only faults on the APIs; the object is read on every call. */
  faults?: SandboxFaults;
};

/**
 * eSewa ePay v2 and Khalti KPG-2 as this process's own stand-ins, at the providers' paths under
 * `${prefix}/esewa/` and `${prefix}/khalti/api/v2/`, so the real clients talk to it over HTTP
 * unchanged. The checkout pages let a person pick what happens: pay, cancel, pay but never come back,
 * pending then complete, ambiguous. Register with a prefix, e.g. `{ prefix: '/sandbox' }`.
 */
export async function paymentSandbox(app: FastifyInstance, options: PaymentSandboxOptions): Promise<void> {
  const store = new SandboxStore(options.dataDir);
  await store.open();
  const context: SandboxContext = {
    store,
    now: options.now ?? Date.now,
    prefix: app.prefix,
    pending: { statusChecks: options.pendingStatusChecks ?? 2, seconds: options.pendingSeconds ?? 30 },
    faults: options.faults ?? {},
  };

  // Checkout forms post as browsers do; the parser stays inside this plugin's context.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, formFields(Object.fromEntries(new URLSearchParams(String(body)))));
    });
  }

  // The providers answer their own errors (a body that is not JSON, say) in JSON; so does the stand-in.
  app.setErrorHandler((error, request, reply) => {
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'payment sandbox failed');
    return reply
      .status(status)
      .send({ detail: status >= 500 ? 'Server error.' : error instanceof Error ? error.message : 'Bad request.' });
  });

  esewaSandbox(app, context, options.esewa);
  khaltiSandbox(app, context, {
    secretKey: options.khalti.secretKey,
    linkMinutes: options.khaltiLinkMinutes ?? 60,
    ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
  });

  app.get('/left', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        messagePage(
          'You left the payment page',
          'The provider recorded the payment, but your browser never went back to the shop. The shop learns of it by asking the provider.',
        ),
      ),
  );
}
