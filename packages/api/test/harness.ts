import { createDb, type Db } from '@tasbir/db';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../src/config.js';
import { buildServer, type BuildOptions } from '../src/app/server.js';
import { freshDatabase, type TestDatabase } from './database.js';
import { recordRest } from './restRecording.js';

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-0123456789';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallOptions = { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> };
export type Reply<T = Record<string, unknown>> = {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
};

let ipCounter = 0;
/** A new client address, so rate limits of one test's callers do not spill into another's. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  /** A second handle on the same database, for arranging states the API cannot reach yet. */
  db: Db;
  call: <T = Record<string, unknown>>(method: Method, path: string, options?: CallOptions) => Promise<Reply<T>>;
  close: () => Promise<void>;
  /** Stops the server only, leaving the database and files for a restart. */
  stopServer: () => Promise<void>;
  storage: Storage;
};

type Storage = { dataDir: string; database: TestDatabase };

/** The whole server in memory on a fresh database (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
export async function startTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tasbir-test-'));
  return startOn({ dataDir, database: await freshDatabase(dataDir) }, env, options);
}

/** Stops a test app's server and starts a new one on the same database and data folder, as a restart would. */
export async function restartTestApp(t: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  await t.stopServer();
  return startOn(t.storage, env, {});
}

/**
 * A second server on the same database and data folder, running beside the first (as two processes
 * behind a load balancer would). Its `close` stops it only; the first app's `close` drops the data.
 */
export async function startTwinApp(t: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  const twin = await startOn(t.storage, env, {});
  return { ...twin, close: twin.stopServer };
}

async function startOn(storage: Storage, env: Record<string, string>, options: BuildOptions): Promise<TestApp> {
  const { dataDir, database } = storage;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    // Tests arrange rows straight in the database; the visitor cache has its own test.
    LIST_CACHE_MS: '0',
    // Tests run the booking clock's rounds themselves, at the moments they choose (bookings.clock.test.ts).
    BOOKING_CLOCK_EVERY_MS: '3600000',
    JWT_SECRET: testJwtSecret,
    PUBLIC_URL: 'http://tasbir.test',
    ...env,
  });
  const app = await buildServer(config, { webDist: join(dataDir, 'no-web'), ...options });
  recordRest(app);
  const side = createDb(database.url);

  const call = async <T>(
    method: Method,
    path: string,
    { body, token, ip, headers }: CallOptions = {},
  ): Promise<Reply<T>> => {
    const response = await app.inject({
      method,
      url: path,
      remoteAddress: ip ?? nextIp(),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined
        ? {}
        : {
            payload: typeof body === 'string' ? body : JSON.stringify(body),
            headers: {
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...headers,
            },
          }),
    });
    const text = response.body;
    const parsed: unknown =
      text && response.headers['content-type']?.toString().includes('json') ? JSON.parse(text) : text;
    return { status: response.statusCode, body: parsed as T, headers: response.headers };
  };

  const stopServer = async () => {
    await side.close();
    await app.close();
  };
  return {
    app,
    config,
    db: side.db,
    call,
    storage,
    stopServer,
    close: async () => {
      await stopServer();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
