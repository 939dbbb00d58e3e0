// Gift purchases per second: fans sending gifts to photographers on mixed plans through
// `POST /api/gifts/purchase` (one transaction each: the conditional debit, the shares, three ledger
// rows, the gift row, the day's and the boards' totals), then the ledger check over the whole
// database. On SQLite, and on PostgreSQL with BENCH_DATABASE_URL (a copy of the same rows).
//
//   node bench/gifts.js     (BENCH_SECONDS=10, BENCH_CONNECTIONS=50)
import { benchDatabase } from './data.js';
import { connections, print, seconds, underTsx, withServers } from './lib.js';
import { postgresCopy } from './postgres.js';
import { record } from './results.js';
import { bearer, signIn } from './webRequests.js';

const counts = { photographers: 1000, photos: 0, reels: 0, gifts: 0, fans: 8 };
/** Enough for every fan to keep paying for the whole run. */
const creditsPerFan = 100_000_000;

/** Gives every fan credits the way an approved request will: a ledger row and the balance, together. */
async function fundFans(url) {
  const { createDb, newId, nowIso } = await import('@tasbir/db');
  const handle = createDb(url);
  try {
    const fans = await handle.db.selectFrom('users').select('id').where('role', '=', 'user').execute();
    for (const fan of fans) {
      await handle.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ credits: creditsPerFan }).where('id', '=', fan.id).execute();
        await trx.insertInto('credit_ledger').values({ id: newId(), account: fan.id, delta: creditsPerFan, reason: 'credit_request_approved', reference: newId(), created_at: nowIso() }).execute();
      });
    }
    const photographers = await handle.db.selectFrom('users').select('id').where('role', '=', 'photographer').orderBy('id').limit(20).execute();
    // Mixed plans, so each split is exercised.
    const plans = ['free', 'silver', 'gold', 'diamond', 'royal'];
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    for (const [index, photographer] of photographers.entries()) {
      await handle.db.updateTable('users').set({ subscription_plan: plans[index % plans.length], subscription_expires_at: until }).where('id', '=', photographer.id).execute();
    }
    return photographers.map((row) => row.id);
  } finally {
    await handle.close();
  }
}

async function ledgerAddsUp(url) {
  const { createDb, checkLedger } = await import('@tasbir/db');
  const handle = createDb(url);
  try {
    const check = await checkLedger(handle.db);
    return check.mismatches.length === 0 && check.unbalanced.length === 0 && check.negative.length === 0;
  } finally {
    await handle.close();
  }
}

async function measurePurchases(label, url) {
  const photographerIds = await fundFans(url);
  const { default: autocannon } = await import('autocannon');
  return withServers(url, 1000, async (servers) => {
    const tokens = await Promise.all(Array.from({ length: counts.fans }, (_, index) => signIn(servers.base, index)));
    const giftTypes = ['marigold', 'chiya', 'momo', 'film_roll'];
    const requests = photographerIds.flatMap((recipient, index) =>
      tokens.map((token, fan) => ({
        method: 'POST',
        path: '/api/gifts/purchase',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ recipient_id: recipient, gift_type: giftTypes[(index + fan) % giftTypes.length] }),
      })),
    );
    const result = await autocannon({ url: servers.base, connections, duration: seconds, requests });
    const ok = await ledgerAddsUp(url);
    const errors = result.non2xx + result.errors;
    print(`${label.padEnd(12)} ${result.requests.average.toFixed(0).padStart(7)} purchases/s  p99 ${String(result.latency.p99).padStart(4)} ms  errors ${errors}  ledger ${ok ? 'adds up' : 'DOES NOT ADD UP'}`);
    record('gifts', label, { perSecond: result.requests.average, giftP99: result.latency.p99, errors, ledgerOk: ok ? 1 : 0 });
  });
}

async function main() {
  print(`\ngift purchases (${connections} connections, ${seconds} s; 8 fans to 20 photographers on mixed plans)`);
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
