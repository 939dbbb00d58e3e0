import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRedirect } from '@tasbir/shared';
import { creditsOf, expectLedgerAddsUp } from './economy.factories.js';
import { newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { randomisedShare } from './database.js';
import { startServerProcess, type ServerProcess } from './serverProcess.js';
import { seededRandom as random } from './seededRandom.js';

/**
 * Crash safety of payments: payers pay at the sandbox and come back while the built server is
 * killed with SIGKILL at a random moment. A payment the provider completed but that the server never
 * committed (the kill fell between the provider's "complete" and our commit, or before the payer
 * came back) is credited after the restart by the reconciler, once.
 */
const kills = Math.max(3, Math.round(12 * randomisedShare));
const sandboxEnv = { PAYMENTS_SANDBOX: '1', PAYMENT_CHECK_SECONDS: '1', PAYMENT_CHECK_AFTER_SECONDS: '0' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** A browser paying at the sandbox over HTTP: answers where the provider sends it back. */
async function payAtSandbox(base: string, redirect: PaymentRedirect): Promise<string> {
  let page = new URL(redirect.url, base).href;
  if (redirect.method === 'POST') {
    const submitted = await fetch(page, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams(redirect.fields).toString(),
      redirect: 'manual',
    });
    page = new URL(submitted.headers.get('location') ?? '', base).href;
  }
  const checkout = await fetch(page);
  const action = new URL(checkout.headers.get('x-sandbox-outcome-action') ?? '', base).href;
  const chosen = await fetch(action, {
    method: 'POST',
    headers: form,
    body: new URLSearchParams({ outcome: 'pay' }).toString(),
    redirect: 'manual',
  });
  return chosen.headers.get('location') ?? '';
}

/**
 * One payer's top-ups until the server dies: start, pay, come back (or, when `comesBack` is false,
 * close the tab once paid). Errors (the server died under it) end the loop.
 */
async function topUps(
  server: ServerProcess,
  payer: NewUser,
  provider: 'esewa' | 'khalti',
  next: () => number,
  paid: Map<string, number>,
  comesBack: boolean,
): Promise<void> {
  try {
    for (;;) {
      const credits = 10 + Math.floor(next() * 990);
      const created = await server.call<{ payment: { id: string }; redirect: PaymentRedirect }>(
        'POST',
        '/api/payments',
        { token: payer.access_token, body: { purpose: 'credits', credits, provider } },
      );
      if (created.status !== 200) return;
      const back = await payAtSandbox(server.base, created.body.redirect);
      paid.set(created.body.payment.id, credits);
      if (comesBack) await fetch(new URL(back, server.base).href, { redirect: 'manual' });
    }
  } catch {
    // The kill: what the provider recorded is settled after the restart.
  }
}

describe('SIGKILL during online payments', () => {
  it(
    `credits every payment the provider completed exactly once through ${kills} kills`,
    { timeout: 600_000 },
    async () => {
      const next = random(22);
      const payers: NewUser[] = [];
      for (let i = 0; i < 6; i += 1) payers.push(await newUser(t));
      // What the sandbox took from each payer, by payment: the provider's side of the books.
      const paid = new Map<string, number>();
      for (let kill = 0; kill < kills; kill += 1) {
        const server = await startServerProcess(t, sandboxEnv);
        // The last payer pays and never comes back: the provider confirmed, the server committed nothing.
        const load = Promise.all(
          payers.map((payer, i) =>
            topUps(server, payer, i % 2 === 0 ? 'esewa' : 'khalti', next, paid, i < payers.length - 1),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 200 + next() * 800));
        server.child.kill('SIGKILL');
        await server.exited;
        await load;
        await expectLedgerAddsUp(t);
      }
      // A last server settles what the kills left: the reconciler asks the sandbox about every unfinished payment.
      const server = await startServerProcess(t, sandboxEnv);
      try {
        const ids = [...paid.keys()];
        const deadline = Date.now() + 60_000;
        let completed = 0;
        while (Date.now() < deadline) {
          const rows =
            ids.length === 0
              ? []
              : await t.db
                  .selectFrom('payments')
                  .select('status')
                  .where('id', 'in', ids)
                  .where('status', '=', 'completed')
                  .execute();
          completed = rows.length;
          if (completed === ids.length) break;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(completed).toBe(ids.length);
      } finally {
        await server.stop();
      }
      await expectLedgerAddsUp(t);
      const expected = new Map<string, number>();
      const owners = await t.db
        .selectFrom('payments')
        .select(['id', 'user_id', 'credits'])
        .where('status', '=', 'completed')
        .execute();
      for (const row of owners)
        expected.set(row.user_id ?? '', (expected.get(row.user_id ?? '') ?? 0) + (row.credits ?? 0));
      for (const payer of payers) expect(await creditsOf(t, payer.user.id)).toBe(expected.get(payer.user.id) ?? 0);
      // Every payment the payers saw paid is credited; a kill can also fall after the provider took a
      // payment but before its page answered, which only the reconciler then knows of.
      const completedIds = new Set(owners.map((row) => row.id));
      expect([...paid.keys()].filter((id) => !completedIds.has(id))).toEqual([]);
      for (const row of owners) if (paid.has(row.id)) expect(row.credits).toBe(paid.get(row.id));
      const ledger = await t.db
        .selectFrom('credit_ledger')
        .select(['reference', (eb) => eb.fn.countAll<number>().as('rows')])
        .where('reason', '=', 'payment_completed')
        .groupBy('reference')
        .execute();
      expect(ledger.filter((row) => Number(row.rows) !== 2)).toEqual([]);
      expect(paid.size).toBeGreaterThan(0);
    },
  );
});
