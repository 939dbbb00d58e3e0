// Payment settles per second: payments that 200 fans paid at the in-process sandbox (eSewa and
// Khalti in turn) but never came back from, each settled by its owner's "check again"
// (`POST /api/payments/:id/check`: ask the provider through the sandbox's own API, then the
// conditional update and the gateway's ledger move in one transaction), then the ledger check over
// the whole database. SQLite only: the budget is SQLite's.
//
//   node bench/settles.js     (BENCH_SETTLES=4000, BENCH_CONNECTIONS=50)
import { benchDatabase } from './data.js';
import { causesText, connections, failuresOf, print, underTsx, withServers } from './lib.js';
import { record } from './results.js';
import { bearer, benchJwtSecret } from './webRequests.js';

const counts = { photographers: 10, photos: 0, reels: 0, gifts: 0, fans: 200 };
/** Each payment is settled once; the run is this many settles, timed from first to last. */
const settles = Number(process.env.BENCH_SETTLES ?? 4000);
const form = { 'content-type': 'application/x-www-form-urlencoded' };

async function fanTokens(url) {
  const { createDb } = await import('@tasbir/db');
  const { AccessTokens } = await import('../packages/api/src/domains/auth/accessTokens.ts');
  const handle = createDb(url);
  try {
    const fans = await handle.db
      .selectFrom('users')
      .select(['id', 'token_version'])
      .where('role', '=', 'user')
      .orderBy('id')
      .execute();
    const tokens = new AccessTokens(benchJwtSecret);
    return Promise.all(
      fans.map((fan) => tokens.issue({ userId: fan.id, role: 'user', tokenVersion: fan.token_version })),
    );
  } finally {
    await handle.close();
  }
}

/** A payer who pays at the sandbox and closes the tab: the provider holds COMPLETE, the shop nothing yet. */
async function paidAndGone(base, token, index) {
  const created = await fetch(`${base}/api/payments`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({
      purpose: 'credits',
      credits: 100 + (index % 900),
      provider: index % 2 === 0 ? 'esewa' : 'khalti',
    }),
  });
  if (!created.ok) throw new Error(`POST /api/payments answered ${created.status}`);
  const { payment, redirect } = await created.json();
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
  await checkout.arrayBuffer();
  const action = new URL(checkout.headers.get('x-sandbox-outcome-action') ?? '', base).href;
  const chosen = await fetch(action, { method: 'POST', headers: form, body: 'outcome=abandon', redirect: 'manual' });
  if (chosen.status !== 303) throw new Error(`the sandbox answered ${chosen.status} to "abandon"`);
  return { id: payment.id, token };
}

async function ledgerAndPayments(url, ids) {
  const { createDb, checkLedger } = await import('@tasbir/db');
  const handle = createDb(url);
  try {
    const { mismatches, unbalanced, negative } = await checkLedger(handle.db);
    const completed = await handle.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    const moves = await handle.db
      .selectFrom('credit_ledger')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('reason', '=', 'payment_completed')
      .executeTakeFirstOrThrow();
    return {
      ledgerOk: mismatches.length + unbalanced.length + negative.length === 0,
      completed: Number(completed.n),
      once: Number(moves.n) === 2 * ids.length,
    };
  } finally {
    await handle.close();
  }
}

async function main() {
  print(`\npayment settles (${connections} connections, ${settles} payments paid at the sandbox, each settled once)`);
  const database = await benchDatabase(counts);
  const { copyFileSync, rmSync } = await import('node:fs');
  const path = database.url.slice('file:'.length);
  copyFileSync(path, `${path}.settles`);
  const url = `file:${path}.settles`;
  try {
    const tokens = await fanTokens(url);
    await withServers(url, 1000, async (servers) => {
      const started = Date.now();
      const payments = [];
      for (let next = 0; next < settles; next += connections) {
        const batch = Array.from({ length: Math.min(connections, settles - next) }, (_, i) =>
          paidAndGone(servers.base, tokens[(next + i) % tokens.length], next + i),
        );
        payments.push(...(await Promise.all(batch)));
      }
      print(`prepared ${payments.length} paid payments in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const { default: autocannon } = await import('autocannon');
      let sent = 0;
      const check = (request) => {
        const { id, token } = payments[sent % payments.length];
        sent += 1;
        return {
          ...request,
          path: `/api/payments/${id}/check`,
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: '{}',
        };
      };
      const result = await autocannon({
        url: servers.base,
        connections,
        amount: payments.length,
        requests: [{ method: 'POST', setupRequest: check }],
      });
      // Checks that answered 2xx: a refused check settled nothing.
      const perSecond = result['2xx'] / (result.duration || 1);
      const after = await ledgerAndPayments(url, payments);
      const { errors, causes } = failuresOf(result);
      const settledAll = after.completed === payments.length && after.once;
      print(
        `SQLite       ${perSecond.toFixed(0).padStart(7)} settles/s  p99 ${String(result.latency.p99).padStart(4)} ms  errors ${errors}${errors > 0 ? ` (${causesText(causes)})` : ''}  completed ${after.completed}/${payments.length}, each credited once: ${after.once ? 'yes' : 'NO'}  ledger ${after.ledgerOk ? 'adds up' : 'DOES NOT ADD UP'}`,
      );
      record('settles', 'SQLite', {
        perSecond,
        settleP99: result.latency.p99,
        errors,
        ledgerOk: after.ledgerOk && settledAll ? 1 : 0,
        note: `${payments.length} payments, eSewa and Khalti in turn`,
      });
    });
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}.settles${suffix}`, { force: true });
    database.drop();
  }
}

if (underTsx(import.meta.url)) await main();
