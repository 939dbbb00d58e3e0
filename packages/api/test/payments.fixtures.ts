import type { Payment, PaymentRedirect } from '@tasbir/shared';
import { expect } from 'vitest';
import { runSandboxCheckout } from '../src/domains/payments/sandbox/sandbox.testing.js';
import type { SandboxOutcome } from '../src/domains/payments/sandbox/index.js';
import type { NewUser } from './factories.js';
import { nextIp, type Reply, type TestApp } from './harness.js';

export type Created = { payment: Payment; redirect: PaymentRedirect };
export type PaymentView = { payment: Payment; credits: number };

/** Starts a payment through the API, as the credits tab or the plans page does. */
export async function startPayment(t: TestApp, payer: NewUser, body: Record<string, unknown>): Promise<Created> {
  const reply = await t.call<Created>('POST', '/api/payments', { token: payer.access_token, body, ip: nextIp() });
  if (reply.status !== 200) throw new Error(`could not start a payment: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** The part of an address the server routes: path and query. */
export const pathOf = (url: string) =>
  ((parsed) => `${parsed.pathname}${parsed.search}`)(new URL(url, 'http://tasbir.test'));

/** The browser at the provider: pays (or not) on the sandbox's page, and answers where it is sent back to. */
export const atProvider = (t: TestApp, created: Created, outcome: SandboxOutcome): Promise<string> =>
  runSandboxCheckout(t.app, created.redirect, outcome);

/** The browser back on a return URL: where it is sent on (303 to the payment's page), or the refusal. */
export async function comeBack(t: TestApp, location: string): Promise<Reply> {
  const response = await t.app.inject({ method: 'GET', url: pathOf(location) });
  return {
    status: response.statusCode,
    body: response.headers['content-type']?.toString().startsWith('application/json')
      ? (response.json() as Record<string, unknown>)
      : {},
    headers: response.headers,
  };
}

/** Pays in the sandbox and comes back; expects to land on the payment's page. */
export async function payFully(
  t: TestApp,
  payer: NewUser,
  body: Record<string, unknown>,
  outcome: SandboxOutcome = 'pay',
): Promise<{ created: Created; location: string }> {
  const created = await startPayment(t, payer, body);
  const location = await atProvider(t, created, outcome);
  const back = await comeBack(t, location);
  expect(back.status).toBe(303);
  expect(back.headers.location).toBe(`/payments/${created.payment.id}`);
  return { created, location };
}

export async function viewPayment(t: TestApp, payer: NewUser, id: string): Promise<PaymentView> {
  const reply = await t.call<PaymentView>('GET', `/api/payments/${id}`, { token: payer.access_token });
  expect(reply.status).toBe(200);
  return reply.body;
}

export async function paymentStatus(t: TestApp, id: string): Promise<string> {
  return (await t.db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
}
