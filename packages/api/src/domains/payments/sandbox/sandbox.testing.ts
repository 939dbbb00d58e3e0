import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Checkout } from '../providers/types.js';
import type { SandboxOutcome } from './records.js';

const pathOf = (url: string): string => {
  const parsed = new URL(url, 'http://sandbox.invalid');
  return `${parsed.pathname}${parsed.search}`;
};

function expectStatus(response: LightMyRequestResponse, status: number, step: string): void {
  if (response.statusCode !== status)
    throw new Error(`${step}: expected ${status}, got ${response.statusCode}: ${response.body.slice(0, 500)}`);
}

function headerOf(response: LightMyRequestResponse, name: string, step: string): string {
  const value = response.headers[name];
  if (typeof value !== 'string') throw new Error(`${step}: no ${name} header`);
  return value;
}

/**
 * Runs a Checkout through the sandbox mounted in `app` as a browser would (submit eSewa's form or open
 * Khalti's payment_url, then press the outcome's button) and answers where the browser is sent last:
 * success_url?data=…, failure_url, return_url?pidx=…, or the sandbox's own page after "abandon".
 */
export async function runSandboxCheckout(
  app: FastifyInstance,
  checkout: Checkout,
  outcome: SandboxOutcome,
): Promise<string> {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  let pagePath = pathOf(checkout.url);
  if (checkout.method === 'POST') {
    const submitted = await app.inject({
      method: 'POST',
      url: pagePath,
      headers: form,
      payload: new URLSearchParams(checkout.fields).toString(),
    });
    expectStatus(submitted, 303, 'submitting the eSewa form');
    pagePath = pathOf(headerOf(submitted, 'location', 'submitting the eSewa form'));
  }
  const page = await app.inject({ method: 'GET', url: pagePath });
  expectStatus(page, 200, 'opening the checkout page');
  const action = headerOf(page, 'x-sandbox-outcome-action', 'opening the checkout page');
  const chosen = await app.inject({
    method: 'POST',
    url: action,
    headers: form,
    payload: new URLSearchParams({ outcome }).toString(),
  });
  expectStatus(chosen, 303, `choosing ${outcome}`);
  return headerOf(chosen, 'location', `choosing ${outcome}`);
}
