import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { objectBody } from '../providers/providerHttp.js';
import { answeredByFault, outcomeOf, withQuery, type SandboxContext } from './context.js';
import { checkKhaltiInitiate, khaltiAuthRefusal, khaltiNotFound } from './khaltiRequests.js';
import { checkoutPage, messagePage, rupeesForPeople } from './pages.js';
import { afterStatusCall, decided, randomId, sandboxOutcomes, type KhaltiRecord } from './records.js';

export type KhaltiSandboxOptions = {
  secretKey: string;
  /** How long a payment link stays open; Khalti's default in production is 60 minutes. */
  linkMinutes: number;
  /** The site's address for payment_url (e.g. PUBLIC_URL); without it, the address the initiate request came to. */
  publicUrl?: string;
};

const choices = [
  ['pay', 'Pay'],
  ['cancel', 'Cancel'],
  ['abandon', 'Pay but never come back'],
  ['pending', 'Pending, then complete'],
  ['ambiguous', 'Pay, then refunded (status Refunded)'],
] as const;

/** Khalti writes times in Nepal time (UTC+05:45) with microseconds: 2023-05-25T16:26:16.471649+05:45. */
function nepalTime(ms: number): string {
  return new Date(ms + 345 * 60_000).toISOString().replace('Z', '000+05:45');
}

/** The lookup status Khalti would answer, and its HTTP code (docs.khalti.com/khalti-epayment, "Payment Status Code"). */
function lookupStatusOf(record: KhaltiRecord, now: number): { status: string; httpStatus: number } {
  switch (record.state) {
    case 'initiated':
      return now >= record.expiresAt
        ? { status: 'Expired', httpStatus: 400 }
        : { status: 'Initiated', httpStatus: 200 };
    case 'pending':
      return { status: 'Pending', httpStatus: 200 };
    case 'paid':
      return { status: 'Completed', httpStatus: 200 };
    case 'canceled':
      return { status: 'User canceled', httpStatus: 400 };
    case 'ambiguous':
      return { status: 'Refunded', httpStatus: 200 };
  }
}

/** The query Khalti adds to return_url (its "Sample Callback Request"), in the same order. */
function returnQuery(
  record: KhaltiRecord,
  status: 'Completed' | 'Pending' | 'User canceled',
  transactionId: string,
): Array<[string, string]> {
  const amount = String(record.amountPaisa);
  const paid = status === 'Completed';
  return [
    ['pidx', record.pidx],
    ...(paid ? [['txnId', transactionId] as [string, string]] : []),
    ['transaction_id', paid ? transactionId : ''],
    ['tidx', paid ? transactionId : ''],
    ['amount', amount],
    ['total_amount', amount],
    ['mobile', paid ? '98XXXXX904' : ''],
    ['status', status],
    ['purchase_order_id', record.purchaseOrderId],
    ['purchase_order_name', record.purchaseOrderName],
  ];
}

/** Khalti KPG-2 under `${prefix}/khalti`: the API at api/v2/ and the payment page at pay/. */
export function khaltiSandbox(app: FastifyInstance, context: SandboxContext, options: KhaltiSandboxOptions): void {
  const keyOf = (pidx: string) => `khalti-${pidx}`;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').send(body);

  async function recordOf(pidx: unknown): Promise<KhaltiRecord | undefined> {
    if (typeof pidx !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(pidx)) return undefined;
    const record = await context.store.read(keyOf(pidx));
    return record?.provider === 'khalti' ? record : undefined;
  }

  /** The API's common gate: faults first, then the Authorization header; true when an answer was sent. */
  async function refused(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (await answeredByFault(context, reply, { detail: 'Service temporarily unavailable, try again later.' }))
      return true;
    const refusal = khaltiAuthRefusal(request.headers.authorization, options.secretKey);
    if (!refusal) return false;
    await reply.status(401).send(refusal);
    return true;
  }

  app.post('/khalti/api/v2/epayment/initiate/', async (request, reply) => {
    if (await refused(request, reply)) return reply;
    const checked = checkKhaltiInitiate(objectBody(request.body) ?? {});
    if (!checked.ok) return reply.status(400).send({ ...checked.errors, error_key: 'validation_error' });
    const now = context.now();
    const expiresIn = Math.round(options.linkMinutes * 60);
    const record: KhaltiRecord = {
      provider: 'khalti',
      pidx: randomId(22),
      ...checked.request,
      createdAt: now,
      expiresAt: now + expiresIn * 1000,
      state: 'initiated',
      reference: null,
      pending: null,
    };
    await context.store.update(keyOf(record.pidx), () => record);
    const origin = options.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
    const paymentUrl = `${origin}${context.prefix}/khalti/pay/?pidx=${record.pidx}`;
    return reply.status(200).send({
      pidx: record.pidx,
      payment_url: paymentUrl,
      expires_at: nepalTime(record.expiresAt),
      expires_in: expiresIn,
    });
  });

  app.post('/khalti/api/v2/epayment/lookup/', async (request, reply) => {
    if (await refused(request, reply)) return reply;
    const pidx = objectBody(request.body)?.pidx;
    if (typeof pidx !== 'string' || pidx === '')
      return reply.status(400).send({ pidx: ['This field is required.'], error_key: 'validation_error' });
    const now = context.now();
    const stored = (await recordOf(pidx))
      ? await context.store.update(keyOf(pidx), (current) =>
          current?.provider === 'khalti' ? afterStatusCall(current, now) : current,
        )
      : undefined;
    if (stored?.provider !== 'khalti') return reply.status(404).send(khaltiNotFound);
    const { status, httpStatus } = lookupStatusOf(stored, now);
    const moneyMoved = status === 'Completed' || status === 'Refunded';
    const body = {
      pidx: stored.pidx,
      total_amount: stored.amountPaisa,
      status,
      transaction_id: moneyMoved ? stored.reference : null,
      fee: 0,
      refunded: status === 'Refunded',
    };
    return reply.status(httpStatus).send(body);
  });

  app.get<{ Querystring: { pidx?: string } }>('/khalti/pay/', async (request, reply) => {
    const record = await recordOf(request.query.pidx);
    if (!record) return html(reply, 404, messagePage('Khalti: no such payment', 'This payment link does not exist.'));
    if (record.state !== 'initiated')
      return html(
        reply,
        409,
        messagePage('Khalti: payment already decided', 'This payment link has been used already.'),
      );
    if (context.now() >= record.expiresAt)
      return html(reply, 400, messagePage('Khalti: link expired', 'This payment link has expired.'));
    const action = `${context.prefix}/khalti/pay/${record.pidx}/outcome`;
    const details = [
      ['Merchant order', record.purchaseOrderName],
      ['purchase_order_id', record.purchaseOrderId],
      ['Amount', rupeesForPeople(record.amountPaisa)],
    ] as const;
    reply.header('x-sandbox-outcome-action', action);
    return html(reply, 200, checkoutPage({ provider: 'Khalti', details, action, choices }));
  });

  app.post<{ Params: { pidx: string } }>('/khalti/pay/:pidx/outcome', async (request, reply) => {
    const outcome = outcomeOf(request.body, sandboxOutcomes);
    const record = await recordOf(request.params.pidx);
    const now = context.now();
    if (!record || outcome === undefined)
      return html(reply, 404, messagePage('Khalti: no such payment', 'This payment link or choice does not exist.'));
    if (now >= record.expiresAt && record.state === 'initiated')
      return html(reply, 400, messagePage('Khalti: link expired', 'This payment link has expired.'));
    const transactionId = randomId(22);
    const next = decided(record, outcome, now, context.pending, transactionId);
    const stored = await context.store.update(keyOf(record.pidx), (current) =>
      current?.provider === 'khalti' && current.state === 'initiated' ? next : current,
    );
    if (stored !== next)
      return html(
        reply,
        409,
        messagePage('Khalti: payment already decided', 'This payment link has been used already.'),
      );
    if (outcome === 'abandon') return reply.redirect(`${context.prefix}/left`, 303);
    // A refund comes after the customer is back: the return says Completed, only a later lookup says Refunded.
    const status = outcome === 'cancel' ? 'User canceled' : outcome === 'pending' ? 'Pending' : 'Completed';
    return reply.redirect(withQuery(record.returnUrl, returnQuery(record, status, transactionId)), 303);
  });
}
