// Live chat with 1,000 open sockets: 500 fans, each paired with a photographer, every one of the
// 1,000 holding `/api/ws/chat/{userId}` open. On SQLite, and on PostgreSQL with BENCH_DATABASE_URL
// (a copy of the same rows; its bus is LISTEN/NOTIFY). Beside the app runs a bare server
// (chatServe.js: Fastify and @fastify/websocket like the app, which sends each posted message to
// the recipient's and the sender's sockets and does nothing else) with 1,000 sockets of its own,
// driven by the same client code (chatClients.js); each server is a child process.
//
// Latency: messages go through `POST /api/chat/send` at a steady RATE a second (an open loop, half
// from fans, half answers from photographers), each timed from just before its POST until its
// `new_message` reaches the recipient's socket: p50, p99, max, and how many arrived (all must).
// Beside them the server's longest event-loop and GC pauses meanwhile (a p99 near the first is the
// server's), and how long the server's and the clients' main threads waited for a core.
//
// Fan-out: deliveries per second reaching the sockets, as a ratio of the bare server's, two ways,
// the two servers taking turns (rounds), so a burst of another process's work falls on both:
//  - the push path (budgeted): the server publishes 20,000 messages itself, on the app's own event
//    bus to its socket listeners, or with the bare server's plain send; no HTTP, no database. This
//    is what "fan-out" names: the app's bus and socket listeners against bare `ws` sends.
//  - POST → sockets (a figure): 50 senders post as fast as answers come back: the app's whole send
//    (the account behind the token, validation, the partner and conversation reads, a transaction
//    of three statements, the notice row) against the bare server's post-and-send. The send's own
//    work bounds it, not the fan-out, so it is shown, not budgeted.
// Ratios are of deliveries per second of the server's CPU time (user + system, every thread): on two
// cores the clients need about as much CPU as the bare server, and other processes take some, so
// the wall-clock rate also measures who else had a core. Wall-clock ratios are printed beside them;
// on PostgreSQL they are the fairer ones, as the server's CPU time leaves out PostgreSQL's own.
//
//   node bench/chat.js     (BENCH_SECONDS=10, BENCH_CONNECTIONS=50, BENCH_CHAT_RATE=300)
//   BENCH_CPU_PROF=DIR writes each server's CPU profile into DIR.
import { benchDatabase } from './data.js';
import { connections, print, ratioText, seconds, underTsx } from './lib.js';
import {
  closeSockets,
  floodSends,
  Inbox,
  keptAlive,
  mainThreadWaitMs,
  openSockets,
  pacedSends,
  percentile,
  pushFanOut,
  rates,
  startChatServer,
} from './chatClients.js';
import { postgresCopy } from './postgres.js';
import { record } from './results.js';
import { benchJwtSecret } from './webRequests.js';

const pairs = 500;
const counts = { photographers: pairs, photos: 0, reels: 0, gifts: 0, fans: pairs };
const rate = Number(process.env.BENCH_CHAT_RATE ?? 300);
/** Paced messages before the timed ones, on both ends: the first seconds run cold code (JIT) and open connections. */
const warmUpMs = 3000;
const pushed = 20_000;
const pushRounds = 5;
/** The flood's `seconds` are split into this many turns of each server. */
const floodRounds = 2;

/**
 * The 500 fans and the 500 photographers, in pairs by position, each with an access token issued
 * with the bench server's secret (sign-in allows 25 per address in 5 minutes, far fewer than 1,000).
 */
async function accountsOf(url) {
  const { createDb } = await import('@tasbir/db');
  const { AccessTokens } = await import('../packages/api/src/domains/auth/accessTokens.ts');
  const tokens = new AccessTokens(benchJwtSecret);
  const handle = createDb(url);
  try {
    const withTokens = async (role) => {
      const rows = await handle.db
        .selectFrom('users')
        .select(['id', 'token_version'])
        .where('role', '=', role)
        .orderBy('id')
        .limit(pairs)
        .execute();
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          token: await tokens.issue({ userId: row.id, role, tokenVersion: row.token_version }),
        })),
      );
    };
    return { fans: await withTokens('user'), photographers: await withTokens('photographer') };
  } finally {
    await handle.close();
  }
}

/**
 * Message k goes within pair k mod 500: the first 500 from each fan to their photographer (which
 * opens their conversation), the next 500 the photographers' answers, and so on in turn, so every
 * socket receives as a recipient.
 */
const routeOf =
  ({ fans, photographers }) =>
  (k) => {
    const pair = k % pairs;
    return Math.floor(k / pairs) % 2 === 0 ? [fans[pair], photographers[pair]] : [photographers[pair], fans[pair]];
  };

/**
 * Connects a server's 1,000 sockets and measures its latency. With `open`, each pair's conversation
 * is opened first (one message, before the sockets open, as a chat starts). The server's RSS is read
 * before and after the sockets connect. Returns the figures and the open connection ({server,
 * route, inbox, sockets}) for the fan-out turns; `close` it when done.
 */
async function connectAndTime(server, accounts, { open }) {
  const side = { server, route: routeOf(accounts), inbox: new Inbox(), sockets: [] };
  const agent = keptAlive();
  const paced = (ms, label, pace = rate) =>
    pacedSends(server.base, side.route, side.inbox, { rate: pace, ms, label, agent });
  side.close = () => closeSockets(side.sockets);
  try {
    if (open) {
      const opened = await paced(pairs * 2, 'opening', 500);
      if (opened.refused > 0) throw new Error(`${opened.refused} of the ${opened.sent} first messages were refused`);
      side.inbox.reset();
    }
    const idle = await server.usage();
    const connectStarted = performance.now();
    side.sockets = await openSockets(server.ws, [...accounts.fans, ...accounts.photographers], side.inbox);
    const connectMs = performance.now() - connectStarted;
    const connected = await server.usage();
    await paced(warmUpMs, 'warm-up');
    await side.inbox.settle();
    side.inbox.reset();
    const before = { server: await server.usage(), clientWaitMs: mainThreadWaitMs() };
    const sent = await paced(seconds * 1000, 'timed');
    await side.inbox.settle();
    const { loopMaxMs, gcMaxMs, waitMs } = await server.usage();
    const { latencies, echoes } = side.inbox;
    const latency = {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
      arrived: latencies.length,
      echoes,
      loopMaxMs,
      gcMaxMs,
      ...sent,
    };
    const waits = {
      serverWaitMs: waitMs - before.server.waitMs,
      clientWaitMs: mainThreadWaitMs() - before.clientWaitMs,
    };
    return {
      side,
      figures: {
        connectMs,
        rssMb: connected.rss / 2 ** 20,
        perSocketKb: (connected.rss - idle.rss) / 1024 / side.sockets.length,
        ...latency,
        ...waits,
      },
    };
  } catch (error) {
    await side.close();
    throw error;
  } finally {
    agent.destroy();
  }
}

/** The fan-out of the app and the bare server, in turns: each side's rates per path (chatClients.js `rates`). */
async function fanOutTurns(app, bare) {
  const runs = new Map([app, bare].map((side) => [side, { push: [], flood: [] }]));
  for (const side of [bare, app]) await pushFanOut(side.server, side.inbox, pushed / 4);
  for (let round = 0; round < pushRounds; round += 1) {
    for (const side of [bare, app]) runs.get(side).push.push(await pushFanOut(side.server, side.inbox, pushed));
  }
  for (let round = 0; round < floodRounds; round += 1) {
    for (const side of [bare, app])
      runs.get(side).flood.push(await floodSends(side.server, side.route, side.inbox, seconds / floodRounds));
  }
  const ratesOf = (side) => ({ push: rates(runs.get(side).push), flood: rates(runs.get(side).flood) });
  return { app: ratesOf(app), bare: ratesOf(bare) };
}

const ratiosOf = (app, bare) => ({
  perCpu: app.perCpuSecond / bare.perCpuSecond,
  wall: app.deliveriesPerSecond / bare.deliveriesPerSecond,
});

function printLatency(rows) {
  print(`\ndelivery latency: ${rate} messages/s for ${seconds} s, from just before the POST to the recipient's socket`);
  print(
    'server'.padEnd(12),
    'connect ms'.padStart(10),
    'RSS MB'.padStart(7),
    'KB/socket'.padStart(9),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'max ms'.padStart(7),
    'srv loop max'.padStart(12),
    'srv GC max'.padStart(10),
    'core wait srv/cli'.padStart(17),
    'arrived'.padStart(11),
    'refused'.padStart(7),
  );
  const ms = (value, width = 7) => value.toFixed(1).padStart(width);
  // Not measured off Linux.
  const whole = (value) => (Number.isFinite(value) ? value.toFixed(0) : '–');
  for (const [label, row] of rows) {
    const waits = `${whole(row.serverWaitMs)}/${whole(row.clientWaitMs)} ms`;
    print(
      label.padEnd(12),
      row.connectMs.toFixed(0).padStart(10),
      row.rssMb.toFixed(0).padStart(7),
      row.perSocketKb.toFixed(1).padStart(9),
      ms(row.p50),
      ms(row.p99),
      ms(row.max),
      ms(row.loopMaxMs, 12),
      ms(row.gcMaxMs, 10),
      waits.padStart(17),
      `${row.arrived}/${row.sent}`.padStart(11),
      String(row.refused).padStart(7),
    );
  }
}

function printFanOut(comparisons) {
  print(
    `\nfan-out to the ${2 * pairs} sockets (a message is delivered to its recipient and its sender), the app and the bare server in turns; ratio per CPU-second of the server (wall-clock in brackets)`,
  );
  print(
    'path'.padEnd(36),
    'server'.padEnd(22),
    'msg/s'.padStart(7),
    'deliv/s'.padStart(8),
    'srv CPU'.padStart(8),
    'cli CPU'.padStart(8),
    'deliv/CPU-s'.padStart(11),
    'ratio'.padStart(7),
    '(wall)'.padStart(8),
    'errors'.padStart(6),
  );
  const share = (value) => `${(value * 100).toFixed(0)}%`.padStart(8);
  const paths = [
    ['push', `push path (${pushRounds} × ${pushed / 1000}k messages)`],
    ['flood', `POST → sockets (${connections} senders, ${seconds} s)`],
  ];
  for (const [key, path] of paths) {
    for (const [label, { app, bare }] of comparisons) {
      for (const [name, figures, ratio] of [
        [`bare ws (with ${label})`, bare[key]],
        [label, app[key], ratiosOf(app[key], bare[key])],
      ]) {
        const ratioCells = ratio
          ? [ratioText(ratio.perCpu).padStart(7), `(${ratioText(ratio.wall)})`.padStart(8)]
          : [''.padStart(7), ''.padStart(8)];
        print(
          path.padEnd(36),
          name.padEnd(22),
          figures.messagesPerSecond.toFixed(0).padStart(7),
          figures.deliveriesPerSecond.toFixed(0).padStart(8),
          share(figures.serverCpu),
          share(figures.clientCpu),
          figures.perCpuSecond.toFixed(0).padStart(11),
          ...ratioCells,
          String(figures.errors).padStart(6),
        );
      }
    }
  }
}

/** The app on `url` beside the bare server (`bare`, connected): its figures, recorded for the summary. */
async function measureApp(label, url, bare) {
  const server = await startChatServer('app', [url]);
  let side;
  try {
    const measured = await connectAndTime(server, await accountsOf(url), { open: true });
    side = measured.side;
    const latency = measured.figures;
    const fanOut = await fanOutTurns(side, bare);
    const push = ratiosOf(fanOut.app.push, fanOut.bare.push);
    const send = ratiosOf(fanOut.app.flood, fanOut.bare.flood);
    record('chat', label, {
      deliveryP99: latency.p99,
      allArrived:
        latency.arrived === latency.sent &&
        latency.echoes === latency.sent &&
        latency.refused === 0 &&
        fanOut.app.push.errors === 0
          ? 1
          : 0,
      fanOutRatio: push.perCpu,
      sendRatio: send.perCpu,
      note: `${fanOut.app.push.perCpuSecond.toFixed(0)} vs ${fanOut.bare.push.perCpuSecond.toFixed(0)} deliveries per CPU-second`,
    });
    return { latency, fanOut };
  } finally {
    await side?.close();
    await server.stop();
  }
}

async function main() {
  print(
    `\nchat with ${2 * pairs} open sockets (${pairs} fans each paired with a photographer), the app beside a bare ws server`,
  );
  const database = await benchDatabase(counts);
  const { copyFileSync, rmSync } = await import('node:fs');
  const path = database.url.slice('file:'.length);
  const latencies = [];
  const comparisons = [];
  const bareServer = await startChatServer('bare');
  let bare;
  try {
    // The bare server needs only the accounts' ids and tokens; its sockets stay open for the app's turns.
    const measured = await connectAndTime(bareServer, await accountsOf(database.url), { open: false });
    bare = measured.side;
    latencies.push(['bare ws', measured.figures]);
    const apps = [
      [
        'SQLite',
        async () => {
          // Own copy of the database, so the shared bench data stays as made.
          copyFileSync(path, `${path}.chat`);
          return {
            url: `file:${path}.chat`,
            drop: () => ['', '-wal', '-shm'].forEach((suffix) => rmSync(`${path}.chat${suffix}`, { force: true })),
          };
        },
      ],
    ];
    if (process.env.BENCH_DATABASE_URL)
      apps.push(['PostgreSQL', () => postgresCopy(process.env.BENCH_DATABASE_URL, database.url)]);
    for (const [label, copy] of apps) {
      const { url, drop } = await copy();
      try {
        const { latency, fanOut } = await measureApp(label, url, bare);
        latencies.push([label, latency]);
        comparisons.push([label, fanOut]);
      } finally {
        await drop();
      }
    }
  } finally {
    await bare?.close();
    await bareServer.stop();
    database.drop();
    if (latencies.length > 0) printLatency(latencies);
    if (comparisons.length > 0) printFanOut(comparisons);
  }
}

if (underTsx(import.meta.url)) await main();
