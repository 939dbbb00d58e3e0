import type { FastifyInstance, FastifyReply } from 'fastify';
import { signEsewa } from '../providers/esewaSignature.js';
import { paisaToRupees, rupeesToPaisa } from '../providers/money.js';
import { answeredByFault, formFields, outcomeOf, withQuery, type SandboxContext } from './context.js';
import { checkEsewaForm } from './esewaForm.js';
import { checkoutPage, messagePage, rupeesForPeople } from './pages.js';
import {
  afterStatusCall,
  decided,
  randomId,
  sandboxOutcomes,
  type EsewaRecord,
  type SandboxRecord,
} from './records.js';

export type EsewaSandboxOptions = {
  productCode: string;
  secretKey: string;
  /** How long an unpaid checkout answers PENDING before eSewa drops it (NOT_FOUND, "Session expired"); default 5. */
  sessionMinutes?: number;
};

/** eSewa writes amounts as a Java double does: 100.0, 110.5. */
const javaDouble = (paisa: number): string => {
  const rupees = paisaToRupees(paisa);
  return rupees.includes('.') ? rupees : `${rupees}.0`;
};

/** JSON text of these members in order; a `{ raw }` value is written as is, so 1000.0 keeps its ".0" as eSewa writes it. */
function jsonText(members: ReadonlyArray<readonly [string, string | null | { raw: string }]>): string {
  const value = (given: string | null | { raw: string }) =>
    typeof given === 'object' && given !== null ? given.raw : JSON.stringify(given);
  return `{${members.map(([name, given]) => `${JSON.stringify(name)}:${value(given)}`).join(',')}}`;
}

const successSignedFields = 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

/** The `data` eSewa appends to success_url: base64 JSON signed over its signed_field_names, total_amount written 1000.0. */
function successData(record: EsewaRecord, reference: string, secretKey: string): string {
  const total = javaDouble(record.amountPaisa);
  const signed = [
    ['transaction_code', reference],
    ['status', 'COMPLETE'],
    ['total_amount', total],
    ['transaction_uuid', record.transactionUuid],
    ['product_code', record.productCode],
    ['signed_field_names', successSignedFields],
  ] as const;
  const signature = signEsewa(signed.map(([name, value]) => `${name}=${value}`).join(','), secretKey);
  const members = signed.map(([name, value]) => [name, name === 'total_amount' ? { raw: value } : value] as const);
  return Buffer.from(jsonText([...members, ['signature', signature]]), 'utf8').toString('base64');
}

const choices = [
  ['pay', 'Pay'],
  ['cancel', 'Cancel'],
  ['abandon', 'Pay but never come back'],
  ['pending', 'Pending, then complete'],
  ['ambiguous', 'Ambiguous (status AMBIGUOUS)'],
] as const;

const outageBody = { code: 0, error_message: 'Service is currently unavailable' };

/** eSewa ePay v2 at the paths eSewa serves it, under `${prefix}/esewa`. */
export function esewaSandbox(app: FastifyInstance, context: SandboxContext, options: EsewaSandboxOptions): void {
  const sessionMs = (options.sessionMinutes ?? 5) * 60_000;
  const keyOf = (transactionUuid: string) => `esewa-${transactionUuid}`;
  const pagePath = (record: EsewaRecord) =>
    `${context.prefix}/esewa/checkout/${record.transactionUuid}/${record.token}`;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').send(body);

  /** The record a checkout path names, when its token matches. */
  async function recordAt(transactionUuid: string, token: string): Promise<EsewaRecord | undefined> {
    if (!/^[A-Za-z0-9-]{1,100}$/.test(transactionUuid)) return undefined;
    const record = await context.store.read(keyOf(transactionUuid));
    return record?.provider === 'esewa' && record.token === token ? record : undefined;
  }

  app.post('/esewa/api/epay/main/v2/form', async (request, reply) => {
    const checked = checkEsewaForm(formFields(request.body), options);
    if (!checked.ok) return html(reply, 400, messagePage('eSewa: payment request refused', checked.message));
    const { transactionUuid } = checked.request;
    const fresh: EsewaRecord = {
      provider: 'esewa',
      token: randomId(20),
      ...checked.request,
      createdAt: context.now(),
      state: 'initiated',
      reference: null,
      pending: null,
    };
    // A form posted again before a choice starts over; eSewa wants a new transaction_uuid for every other request.
    const stored = await context.store.update(keyOf(transactionUuid), (current) =>
      current && current.state !== 'initiated' ? current : fresh,
    );
    if (stored !== fresh)
      return html(
        reply,
        400,
        messagePage('eSewa: payment request refused', 'This transaction_uuid has been used already.'),
      );
    return reply.redirect(pagePath(fresh), 303);
  });

  app.get<{ Params: { uuid: string; token: string } }>('/esewa/checkout/:uuid/:token', async (request, reply) => {
    const record = await recordAt(request.params.uuid, request.params.token);
    if (!record)
      return html(
        reply,
        404,
        messagePage('eSewa: no such payment', 'This checkout does not exist or was started again.'),
      );
    if (record.state !== 'initiated')
      return html(reply, 409, messagePage('eSewa: payment already decided', 'This checkout has been used already.'));
    const action = `${pagePath(record)}/outcome`;
    const details = [
      ['Merchant', record.productCode],
      ['transaction_uuid', record.transactionUuid],
      ['Amount', rupeesForPeople(record.amountPaisa)],
    ] as const;
    reply.header('x-sandbox-outcome-action', action);
    return html(reply, 200, checkoutPage({ provider: 'eSewa', details, action, choices }));
  });

  app.post<{ Params: { uuid: string; token: string } }>(
    '/esewa/checkout/:uuid/:token/outcome',
    async (request, reply) => {
      const outcome = outcomeOf(request.body, sandboxOutcomes);
      const record = await recordAt(request.params.uuid, request.params.token);
      if (!record || outcome === undefined)
        return html(reply, 404, messagePage('eSewa: no such payment', 'This checkout or choice does not exist.'));
      const reference = randomId(7, 'upper');
      const next = decided(record, outcome, context.now(), context.pending, reference);
      const stillOpen = (current: SandboxRecord | undefined) =>
        current?.provider === 'esewa' && current.token === record.token && current.state === 'initiated';
      const stored = await context.store.update(keyOf(record.transactionUuid), (current) =>
        stillOpen(current) ? next : current,
      );
      if (stored !== next)
        return html(reply, 409, messagePage('eSewa: payment already decided', 'This checkout has been used already.'));
      if (outcome === 'pay')
        return reply.redirect(
          withQuery(record.successUrl, [['data', successData(record, reference, options.secretKey)]]),
          303,
        );
      if (outcome === 'abandon') return reply.redirect(`${context.prefix}/left`, 303);
      // eSewa sends the customer to failure_url "after FAILURE or PENDING transaction", and to success_url only on success.
      return reply.redirect(record.failureUrl, 303);
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/esewa/api/epay/transaction/status/',
    async (request, reply) => {
      if (await answeredByFault(context, reply, outageBody)) return reply;
      const { product_code: productCode, total_amount: totalAmount, transaction_uuid: transactionUuid } = request.query;
      const askedPaisa = totalAmount === undefined ? undefined : rupeesToPaisa(totalAmount);
      if (!productCode || !transactionUuid || askedPaisa === undefined) {
        return reply
          .status(400)
          .send({ error_message: 'product_code, total_amount and transaction_uuid are required.' });
      }
      const now = context.now();
      const stored = /^[A-Za-z0-9-]{1,100}$/.test(transactionUuid)
        ? await context.store.update(keyOf(transactionUuid), (current) =>
            current?.provider === 'esewa' ? afterStatusCall(current, now) : current,
          )
        : undefined;
      // eSewa finds a transaction by all three values; otherwise the answer is NOT_FOUND.
      const record =
        stored?.provider === 'esewa' && stored.productCode === productCode && stored.amountPaisa === askedPaisa
          ? stored
          : undefined;
      const status = record ? esewaStatusOf(record, now, sessionMs) : 'NOT_FOUND';
      const reference = status === 'PENDING' || status === 'NOT_FOUND' ? null : (record?.reference ?? null);
      const json = jsonText([
        ['product_code', productCode],
        ['transaction_uuid', transactionUuid],
        ['total_amount', { raw: javaDouble(askedPaisa) }],
        ['status', status],
        ['ref_id', reference],
      ]);
      return reply.status(200).type('application/json; charset=utf-8').send(json);
    },
  );
}

/** The status eSewa's API would answer for this record (developer.esewa.com.np/pages/Epay, "Status Check"). */
function esewaStatusOf(record: EsewaRecord, now: number, sessionMs: number): string {
  switch (record.state) {
    case 'initiated':
      // "PENDING: Payment Initiated but not been completed yet"; "NOT_FOUND: Session expired".
      return now - record.createdAt < sessionMs ? 'PENDING' : 'NOT_FOUND';
    case 'pending':
      return 'PENDING';
    case 'paid':
      return 'COMPLETE';
    case 'canceled':
      // The customer left eSewa's page: the session ended without a transaction (CANCELED is a reversal on eSewa's side).
      return 'NOT_FOUND';
    case 'ambiguous':
      return 'AMBIGUOUS';
  }
}
