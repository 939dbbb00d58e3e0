import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusalBody } from '../../http/refusalBody.js';
import type { PaymentRow } from '@tasbir/db';
import type { PaymentsService } from './service.js';

/** The payment id eSewa's signed `data` names, or why it cannot be trusted. */
export type EsewaReturnReader = (data: string) => { ok: true; transactionUuid: string } | { ok: false; detail: string };

type Options = { payments: PaymentsService; readEsewaReturn: EsewaReturnReader | undefined };

/** Where the web shows a payment's outcome (the result page follows a pending one live). */
export const paymentPagePath = (id: string) => `/payments/${encodeURIComponent(id)}`;

/** A query value of these characters only, or undefined: an id (ours or Khalti's pidx) or eSewa's base64 `data`. */
const idText = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(value) ? value : undefined;
const base64Text = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9+/=_-]{1,4096}$/.test(value) ? value : undefined;

/**
 * The providers' return URLs: `GET /api/payments/esewa/return` (`?data=` on success, our `?payment=`
 * on failure) and `GET /api/payments/khalti/return` (`?pidx=`). Neither trusts what the browser
 * brings: a return only says which payment to ask the provider about; settling asks the provider,
 * and the browser goes on (303) to the payment's page. A forged or tampered `data` is refused (400).
 */
export async function paymentReturnRoutes(app: FastifyInstance, { payments, readEsewaReturn }: Options): Promise<void> {
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: 400 | 404) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .send(refusalBody({ code: status === 400 ? 'paymentReturnInvalid' : 'paymentNotFound', params: {} }, request));
  const toPage = (reply: FastifyReply, row: PaymentRow) =>
    reply.header('cache-control', 'no-store').redirect(paymentPagePath(row.id), 303);

  app.get<{ Querystring: Record<string, unknown> }>('/payments/esewa/return', async (request, reply) => {
    const data = request.query.data === undefined ? undefined : (base64Text(request.query.data) ?? '');
    const failed = idText(request.query.payment);
    if (data !== undefined) {
      if (data === '' || !readEsewaReturn) return refuse(request, reply, 400);
      const reading = readEsewaReturn(data);
      if (!reading.ok) {
        request.log.warn({ detail: reading.detail }, 'eSewa return refused');
        return refuse(request, reply, 400);
      }
      const row = await payments.settleById(reading.transactionUuid, { cameBack: true });
      return row && row.provider === 'esewa' ? toPage(reply, row) : refuse(request, reply, 404);
    }
    if (failed === undefined) return refuse(request, reply, 400);
    const row = await payments.settleById(failed, { cameBack: true });
    return row && row.provider === 'esewa' ? toPage(reply, row) : refuse(request, reply, 404);
  });

  app.get<{ Querystring: Record<string, unknown> }>('/payments/khalti/return', async (request, reply) => {
    const pidx = idText(request.query.pidx);
    if (pidx === undefined) return refuse(request, reply, 400);
    const row = await payments.settleBySession('khalti', pidx);
    return row ? toPage(reply, row) : refuse(request, reply, 404);
  });
}
