// Gift purchases per second: 200 fans sending gifts to 20 photographers on mixed plans through
// `POST /api/gifts/purchase` (one transaction each: the conditional debit, the shares, three ledger
// rows, the gift row, the day's and the boards' totals), then the ledger check over the whole
// database. On SQLite, and on PostgreSQL with BENCH_DATABASE_URL (a copy of the same rows).
// Consecutive requests come from different fans, so on PostgreSQL the figure is throughput, not the
// queue for one sender's balance row.
//
//   node bench/gifts.js     (BENCH_SECONDS=10, BENCH_CONNECTIONS=50)
import { benchDatabase } from './data.js';
import { causesText, connections, loadFigures, print, seconds, underTsx, withServers } from './lib.js';
import { postgresCopy } from './postgres.js';
import { record } from './results.js';
import { bearer, benchJwtSecret } from './webRequests.js';

const counts = { photographers: 1000, photos: 0, reels: 0, gifts: 0, fans: 200 };
const recipients = 20;
/** Enough for every fan to keep paying for the whole run. */
const creditsPerFan = 100_000_000;

/**
 * Gives every fan credits the way an approved request will (a ledger row and the balance, together),
 * puts the first photographers on mixed plans, and issues each fan an access token with the bench
 * server's secret: sign-in allows 25 per address in 5 minutes, far fewer than the fans.
 */
async function prepare(url) {
  const { createDb, newId, nowIso } = await import('@tasbir/db');
  const { AccessTokens } = await import('../packages/api/src/domains/auth/accessTokens.ts');
  const handle = createDb(url);
  try {
    const fans = await handle.db
      .selectFrom('users')
      .select(['id', 'token_version'])
      .where('role', '=', 'user')
      .orderBy('id')
      .execute();
    for (const fan of fans) {
      await handle.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ credits: creditsPerFan }).where('id', '=', fan.id).execute();
        await trx
          .insertInto('credit_ledger')
          .values({
            id: newId(),
            account: fan.id,
            delta: creditsPerFan,
            reason: 'credit_request_approved',
            reference: newId(),
            created_at: nowIso(),
          })
          .execute();
      });
    }
    const photographers = await handle.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'photographer')
      .orderBy('id')
      .limit(recipients)
      .execute();
    // Mixed plans, so each split is exercised.
    const plans = ['free', 'silver', 'gold', 'diamond', 'royal'];
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    for (const [index, photographer] of photographers.entries()) {
      await handle.db
        .updateTable('users')
        .set({ subscription_plan: plans[index % plans.length], subscription_expires_at: until })
        .where('id', '=', photographer.id)
        .execute();
    }
    const tokens = new AccessTokens(benchJwtSecret);
    const fanTokens = await Promise.all(
      fans.map((fan) => tokens.issue({ userId: fan.id, role: 'user', tokenVersion: fan.token_version })),
    );
    return { fanTokens, photographerIds: photographers.map((row) => row.id) };
  } finally {
    await handle.close();
  }
}

/** The ledger check over the whole database after the load, as a line for the report. */
async function ledgerAfter(url) {
  const { createDb, checkLedger } = await import('@tasbir/db');
  const handle = createDb(url);
  try {
    const { mismatches, unbalanced, negative } = await checkLedger(handle.db);
    const ok = mismatches.length === 0 && unbalanced.length === 0 && negative.length === 0;
    return {
      ok,
      text: ok
        ? 'adds up'
        : `DOES NOT ADD UP (${mismatches.length} balances off their rows, ${unbalanced.length} movements unbalanced, ${negative.length} negative)`,
    };
  } finally {
    await handle.close();
  }
}

async function measurePurchases(label, url) {
  const { fanTokens, photographerIds } = await prepare(url);
  const { default: autocannon } = await import('autocannon');
  const giftTypes = ['marigold', 'chiya', 'momo', 'film_roll'];
  // One counter over every connection: request n comes from fan n mod 200, so the 50 in flight are
  // 50 different senders; each round of the fans moves on to the next photographer and gift.
  let sent = 0;
  const purchase = (request) => {
    const round = Math.floor(sent / fanTokens.length);
    const fan = sent % fanTokens.length;
    sent += 1;
    const recipient = photographerIds[(fan + round) % photographerIds.length];
    return {
      ...request,
      headers: { ...bearer(fanTokens[fan]), 'content-type': 'application/json' },
      body: JSON.stringify({ recipient_id: recipient, gift_type: giftTypes[round % giftTypes.length] }),
    };
  };
  return withServers(url, 1000, async (servers) => {
    const result = await autocannon({
      url: servers.base,
      connections,
      duration: seconds,
      requests: [{ method: 'POST', path: '/api/gifts/purchase', setupRequest: purchase }],
    });
    const ledger = await ledgerAfter(url);
    // Purchases that went through: a refused one is no purchase.
    const { rps, p99, errors, causes } = loadFigures(result);
    print(
      `${label.padEnd(12)} ${rps.toFixed(0).padStart(7)} purchases/s  p99 ${String(p99).padStart(4)} ms  errors ${errors}${errors > 0 ? ` (${causesText(causes)})` : ''}  ledger ${ledger.text}`,
    );
    record('gifts', label, {
      perSecond: rps,
      giftP99: p99,
      errors,
      ledgerOk: ledger.ok ? 1 : 0,
      note: `${fanTokens.length} fans to ${photographerIds.length} photographers`,
    });
  });
}

async function main() {
  print(
    `\ngift purchases (${connections} connections, ${seconds} s; ${counts.fans} fans in turn to ${recipients} photographers on mixed plans)`,
  );
  const database = await benchDatabase(counts);
  try {
    // Own copy of the database, so the shared bench data stays as made.
    const { copyFileSync, rmSync } = await import('node:fs');
    const path = database.url.slice('file:'.length);
    copyFileSync(path, `${path}.gifts`);
    const url = `file:${path}.gifts`;
    if (process.env.BENCH_DATABASE_URL) {
      const copy = await postgresCopy(process.env.BENCH_DATABASE_URL, database.url);
      try {
        await measurePurchases('PostgreSQL', copy.url);
      } finally {
        await copy.drop();
      }
    }
    try {
      await measurePurchases('SQLite', url);
    } finally {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}.gifts${suffix}`, { force: true });
    }
  } finally {
    database.drop();
  }
}

if (underTsx(import.meta.url)) await main();
