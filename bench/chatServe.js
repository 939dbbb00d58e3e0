// The chat bench's server process: the app on a prepared database, or the bare reference beside
// which its fan-out is measured. It answers two lines on stdin: `usage` with `usage {json}` (RSS,
// CPU time, how long the main thread has waited for a core, and the event loop's and the garbage
// collector's longest pauses since the last `usage`),
// and `push N` with `pushed` once it has handed N messages to its sockets without an HTTP request
// (the push path alone: the app's event bus and socket listeners, or the bare server's send).
//   node --conditions=@tasbir/source --import tsx bench/chatServe.js app DATABASE_URL
//   node --conditions=@tasbir/source --import tsx bench/chatServe.js bare
// It listens on a free port of 127.0.0.1 and says which: `ready PORT`.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { setImmediate as turn } from 'node:timers/promises';
import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import { mainThreadWaitMs } from './chatClients.js';
import { benchJwtSecret } from './webRequests.js';

/**
 * The app exactly as serve.js builds it, quiet, in a data folder of its own. Its event bus (either
 * kind) is caught as sockets subscribe to it, as serve.js catches the leaderboard recount: the same
 * modules the app imports, so `push` publishes on the app's own bus to its own socket listeners.
 */
async function appServer(databaseUrl) {
  const { InProcessEventBus } = await import('../packages/api/src/live/eventBus.ts');
  const { PostgresEventBus } = await import('../packages/api/src/live/postgresEventBus.ts');
  const listening = new Set();
  const buses = new Set();
  for (const Bus of [InProcessEventBus, PostgresEventBus]) {
    const subscribe = Bus.prototype.subscribe;
    Bus.prototype.subscribe = function caughtSubscribe(accountId, listener) {
      buses.add(this);
      listening.add(accountId);
      return subscribe.call(this, accountId, listener);
    };
  }
  const { buildServer, loadConfig } = await import('@tasbir/api');
  const dataDir = mkdtempSync(join(tmpdir(), 'tasbir-bench-chat-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    LIST_CACHE_MS: '1000',
    JWT_SECRET: benchJwtSecret,
  });
  const app = await buildServer(config, { webDist: join(dataDir, 'no-web') });
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  let bus;
  return {
    app,
    accounts: () => [...listening],
    publish: (to, event) => (bus ??= buses.values().next().value).publish(to, event),
  };
}

/** The account a bearer token names, read without checking its signature (the bare server checks nothing). */
const subjectOf = (authorization = '') =>
  JSON.parse(Buffer.from(authorization.split('.')[1] ?? '', 'base64url').toString() || '{}').sub;

/** A stored message's fields as the app's `new_message` carries them (the same names, ids as long). */
const messageRow = (senderId, recipientId, message) => ({
  id: randomUUID(),
  conversation_id: randomUUID(),
  sender_id: senderId,
  recipient_id: recipientId,
  message,
  message_type: 'text',
  created_at: new Date().toISOString(),
  read_at: null,
});

/**
 * The least a chat server must do, on the same Fastify and @fastify/websocket as the app and the
 * same paths: each POST's message goes out as `new_message` JSON to the recipient's and the
 * sender's sockets, as the app sends it, and comes back as the answer. No token check, validation,
 * database, bus or presence: what the app adds to this is what the ratios weigh.
 */
async function bareServer() {
  const app = Fastify();
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  const sockets = new Map();
  app.get('/api/ws/chat/:userId', { websocket: true }, (socket, request) => {
    const { userId } = request.params;
    sockets.set(userId, socket);
    socket.on('close', () => sockets.get(userId) === socket && sockets.delete(userId));
  });
  const publish = (to, event) => {
    const text = JSON.stringify(event);
    for (const id of to) sockets.get(id)?.send(text);
  };
  app.post('/api/chat/send', async (request) => {
    const senderId = subjectOf(request.headers.authorization);
    const { recipient_id: recipientId, message } = request.body;
    const row = messageRow(senderId, recipientId, message);
    publish([recipientId, senderId], { type: 'new_message', message: row });
    return row;
  });
  return { app, accounts: () => [...sockets.keys()], publish };
}

/** Messages handed over per turn of the event loop, so the sockets' writes go out between turns. */
const pushTurn = 100;

/**
 * `count` messages between connected accounts (k and the account half the list away, both ways
 * round, as a send reaches both parties), each built then published as a send publishes it.
 */
async function push(server, count) {
  const accounts = server.accounts().sort();
  const half = Math.floor(accounts.length / 2);
  for (let k = 0; k < count; k += pushTurn) {
    const published = [];
    for (let j = k; j < Math.min(count, k + pushTurn); j += 1) {
      const [from, to] = [accounts[j % accounts.length], accounts[(j + half) % accounts.length]];
      published.push(
        server.publish([to, from], {
          type: 'new_message',
          message: messageRow(from, to, `pushed message #${j}: are you free on Saturday for a shoot by the lake?`),
        }),
      );
    }
    await Promise.all(published);
    await turn();
  }
}

const [mode, databaseUrl] = process.argv.slice(2);
const server = mode === 'app' ? await appServer(databaseUrl) : await bareServer();
// A port the system picks: the bench's own 2,000 client sockets take ports from the same range.
await server.app.listen({ port: 0, host: '127.0.0.1' });

/** Sampled every 10 ms, so an idle loop reads about 10. */
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let gcMaxMs = 0;
new PerformanceObserver((entries) => {
  for (const entry of entries.getEntries()) gcMaxMs = Math.max(gcMaxMs, entry.duration);
}).observe({ entryTypes: ['gc'] });

createInterface({ input: process.stdin }).on('line', async (line) => {
  if (line.startsWith('push ')) {
    await push(server, Number(line.slice('push '.length)));
    process.stdout.write('pushed\n');
  } else if (line === 'usage') {
    const { user, system } = process.cpuUsage();
    const figures = {
      rss: process.memoryUsage().rss,
      cpuMs: (user + system) / 1000,
      waitMs: mainThreadWaitMs(),
      loopMaxMs: loop.max / 1e6,
      gcMaxMs,
    };
    loop.reset();
    gcMaxMs = 0;
    process.stdout.write(`usage ${JSON.stringify(figures)}\n`);
  }
});
process.on('SIGTERM', async () => {
  await server.app.close();
  // A plain exit, so a --cpu-prof profile (BENCH_CPU_PROF) is written.
  process.exit(0);
});
process.stdout.write(`ready ${server.app.server.address().port}\n`);
