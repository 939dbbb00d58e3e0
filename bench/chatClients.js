// The chat bench's client side: the server child (chatServe.js), 1,000 chat sockets counting what
// they receive, and the three ways messages go out: posted at a steady pace (latency), posted flat
// out, and pushed by the server itself (fan-out). The same code drives the app and the bare server,
// so their figures differ only by the server.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { connections } from './lib.js';
import { bearer } from './webRequests.js';

/**
 * How long this process's main thread has waited for a core, in ms (Linux's schedstat; undefined
 * elsewhere). On two cores shared by the server, its clients and their helper threads, a wait is
 * time a message sits unhandled: the latency tail reads against it.
 */
export function mainThreadWaitMs() {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return undefined;
  }
}

/**
 * Starts chatServe.js in `mode` ('app' with the database URL, or 'bare') in a child process, so the
 * clients and the server do not share an event loop. With BENCH_CPU_PROF=DIR the child writes a CPU profile
 * there when it stops. `usage()` asks it for its RSS (bytes), CPU time and longest pauses (ms);
 * `push(n)` has it publish n messages to its sockets itself (chatServe.js).
 */
export async function startChatServer(mode, args = []) {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const script = fileURLToPath(new URL('./chatServe.js', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, ...profile, script, mode, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  // The answers awaited, as [line prefix, resolve, reject]: the first line with the prefix resolves one.
  const waiting = [];
  lines.on('line', (line) => {
    const index = waiting.findIndex(([prefix]) => line.startsWith(prefix));
    if (index >= 0) waiting.splice(index, 1)[0][1](line);
  });
  child.on('exit', (code) =>
    waiting.splice(0).forEach(([, , reject]) => reject(new Error(`chat bench server exited with ${code}`))),
  );
  const next = (prefix) =>
    new Promise((resolve, reject) => waiting.push([prefix, (line) => resolve(line.slice(prefix.length)), reject]));
  const port = await next('ready ');
  return {
    base: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}`,
    usage: async () => {
      const answer = next('usage ');
      child.stdin.write('usage\n');
      return JSON.parse(await answer);
    },
    push: async (count) => {
      const answer = next('pushed');
      child.stdin.write(`push ${count}\n`);
      await answer;
    },
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Everything the sockets receive. Every `new_message` is a delivery; a message the bench is timing
 * (`track`) is matched by its text, unique per message, and its latency taken when it reaches the
 * recipient's socket. Its copy on the sender's socket is counted too: the app sends both.
 */
export class Inbox {
  deliveries = 0;
  tracked = new Map();
  latencies = [];
  echoes = 0;

  track(text, recipientId) {
    this.tracked.set(text, { recipientId, sentAt: performance.now(), arrived: false, echoed: false });
  }

  receive(accountId, data) {
    const at = performance.now();
    const event = JSON.parse(data);
    if (event.type !== 'new_message') return;
    this.deliveries += 1;
    const entry = this.tracked.get(event.message.message);
    if (!entry) return;
    if (accountId === entry.recipientId && !entry.arrived) {
      entry.arrived = true;
      this.latencies.push(at - entry.sentAt);
    } else if (accountId !== entry.recipientId && !entry.echoed) {
      entry.echoed = true;
      this.echoes += 1;
    }
  }

  /** Waits (up to `limitMs`) until every tracked message has reached its recipient. */
  async settle(limitMs = 3000) {
    const until = performance.now() + limitMs;
    while (this.latencies.length < this.tracked.size && performance.now() < until) await sleep(10);
  }

  /** Forgets the timed messages, keeping the delivery count. */
  reset() {
    this.tracked.clear();
    this.latencies = [];
    this.echoes = 0;
  }
}

/** Opens one socket per account (`{id, token}`), `parallel` at a time, all feeding `inbox`. */
export async function openSockets(wsBase, accounts, inbox, parallel = 50) {
  const sockets = [];
  let next = 0;
  const openOne = (account) =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(`${wsBase}/api/ws/chat/${account.id}?token=${encodeURIComponent(account.token)}`, {
        perMessageDeflate: false,
      });
      socket.on('message', (data) => inbox.receive(account.id, data));
      socket.once('open', () => resolve(socket));
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`socket for ${account.id} refused with ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
  const worker = async () => {
    while (next < accounts.length) sockets.push(await openOne(accounts[next++]));
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return sockets;
}

/** Closes every socket and waits for the closes (terminating those that linger past a second). */
export async function closeSockets(sockets) {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          const timer = setTimeout(() => socket.terminate(), 1000);
          socket.once('close', () => (clearTimeout(timer), resolve()));
          socket.close();
        }),
    ),
  );
}

/** The request `POST /api/chat/send` as the web app sends it, for message `k` of `route(k)` = [sender, recipient]. */
const sendRequest = (route, k, text) => {
  const [sender, recipient] = route(k);
  return {
    recipient,
    headers: { ...bearer(sender.token), 'content-type': 'application/json' },
    body: JSON.stringify({ recipient_id: recipient.id, message: text }),
  };
};

/**
 * One POST on a kept-alive connection; resolves with the status. node:http, not fetch: at a few
 * hundred requests a second fetch's own work in this process put tens of ms on the p99 even
 * against the bare server, which would be counted as the server's.
 */
function post(url, agent, { headers, body }) {
  return new Promise((resolve, reject) => {
    const sending = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    sending.on('error', reject);
    sending.end(body);
  });
}

/** Connections the paced sends reuse from one phase to the next (destroy it when done). */
export const keptAlive = () => new Agent({ keepAlive: true, maxSockets: 32 });

/**
 * Sends `rate` messages a second for `ms`, on a schedule that does not wait for answers (an open
 * loop, so a slow answer delays no later message). Each is tracked in `inbox` from just before its
 * POST, on the kept-alive connections of `agent` (see keptAlive). Returns how many were sent and
 * how many answers were not 2xx.
 */
export async function pacedSends(base, route, inbox, { rate, ms, label, agent }) {
  const url = new URL('/api/chat/send', base);
  const started = performance.now();
  const inFlight = new Set();
  let sent = 0;
  let refused = 0;
  const send = (k) => {
    const text = `${label} message #${k}: are you free on Saturday for a shoot by the lake?`;
    const { recipient, ...message } = sendRequest(route, k, text);
    inbox.track(text, recipient.id);
    const sending = post(url, agent, message)
      .then((status) => status >= 300 && (refused += 1))
      .catch(() => (refused += 1))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  };
  while (performance.now() - started < ms) {
    const due = Math.floor(((performance.now() - started) * rate) / 1000);
    while (sent < due) send(sent++);
    await sleep(1);
  }
  await Promise.all(inFlight);
  return { sent, refused };
}

/**
 * One run of fan-out work against `server` and what it took: messages (answered or pushed),
 * deliveries counted on the sockets, errors, wall time, the server's CPU time and this process's.
 */
async function timedRun(server, inbox, work) {
  const deliveredBefore = inbox.deliveries;
  const serverBefore = await server.usage();
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const { messages, errors } = await work();
  const elapsedMs = performance.now() - started;
  const client = process.cpuUsage(clientBefore);
  const serverAfter = await server.usage();
  return {
    messages,
    errors,
    deliveries: inbox.deliveries - deliveredBefore,
    elapsedMs,
    serverCpuMs: serverAfter.cpuMs - serverBefore.cpuMs,
    clientCpuMs: (client.user + client.system) / 1000,
  };
}

/**
 * `connections` senders (autocannon, as the other benches load the servers) posting messages as
 * fast as answers come back for `durationS` seconds: a run (timedRun).
 */
export function floodSends(server, route, inbox, durationS) {
  let k = 0;
  const setupRequest = (request) => {
    const { headers, body } = sendRequest(
      route,
      k,
      `load message #${k}: are you free on Saturday for a shoot by the lake?`,
    );
    k += 1;
    return { ...request, headers, body };
  };
  return timedRun(server, inbox, async () => {
    const { default: autocannon } = await import('autocannon');
    const result = await autocannon({
      url: server.base,
      connections,
      duration: durationS,
      requests: [{ method: 'POST', path: '/api/chat/send', setupRequest }],
    });
    // Messages the server took: a refused POST sent nothing.
    return { messages: result['2xx'], errors: result.non2xx + result.errors };
  });
}

/**
 * The push path alone: the server publishes `count` messages (two deliveries each) itself, timed
 * from asking until the last delivery reaches its socket: a run (timedRun); deliveries missing
 * after 10 s count as errors.
 */
export function pushFanOut(server, inbox, count) {
  return timedRun(server, inbox, async () => {
    const expected = inbox.deliveries + 2 * count;
    await server.push(count);
    const until = performance.now() + 10_000;
    while (inbox.deliveries < expected && performance.now() < until) await sleep(1);
    return { messages: count, errors: Math.max(0, expected - inbox.deliveries) };
  });
}

/** Runs added up as rates: per second of wall time, CPU shares, and deliveries per second of the server's CPU. */
export function rates(runs) {
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  const wallS = sum('elapsedMs') / 1000;
  return {
    messagesPerSecond: sum('messages') / wallS,
    deliveriesPerSecond: sum('deliveries') / wallS,
    serverCpu: sum('serverCpuMs') / 1000 / wallS,
    clientCpu: sum('clientCpuMs') / 1000 / wallS,
    perCpuSecond: sum('deliveries') / (sum('serverCpuMs') / 1000),
    errors: sum('errors'),
  };
}

/** The p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
