import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { nextIp, testJwtSecret, type CallOptions, type Reply, type TestApp } from './harness.js';

/** The built server, as `npm start` runs it: a crash test must kill a real process, not a Fastify in the test's own. */
const mainScript = fileURLToPath(new URL('../dist/main.js', import.meta.url));

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  exited: Promise<void>;
  /** A request over HTTP, shaped like `TestApp.call`; `ip` travels as X-Forwarded-For (the process trusts it). */
  call: <T = Record<string, unknown>>(method: string, path: string, options?: CallOptions) => Promise<Reply<T>>;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function answering(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering`);
    const ok = await fetch(`${base}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`server at ${base} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts `packages/api/dist/main.js` in a process of its own on the test app's database and data
 * folder (the in-memory app stays idle beside it), and resolves once it answers `/api/health`.
 */
export async function startServerProcess(t: TestApp, env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(mainScript)) throw new Error(`${mainScript} is missing: run \`npm run build\` first (npm test does)`);
  const port = await freePort();
  const child = spawn(process.execPath, [mainScript], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: t.storage.database.url,
      DATA_DIR: t.storage.dataDir,
      JWT_SECRET: testJwtSecret,
      DEMO_DATA: '0',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  await answering(base, child, 30_000);
  const call = async <T>(
    method: string,
    path: string,
    { body, token, ip, headers }: CallOptions = {},
  ): Promise<Reply<T>> => {
    const reply = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-forwarded-for': ip ?? nextIp(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await reply.text();
    const parsed: unknown = text && reply.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: reply.status, body: parsed as T, headers: Object.fromEntries(reply.headers) };
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { base, child, exited, call, stop };
}
