import { Redis } from 'ioredis';
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * Two deployments sharing one Redis (staging beside production, CI beside a dev server) keep their
 * own rate-limit counters: every key starts with a prefix, by default the database's name.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Redis keeps counters between runs: prefixes and addresses of this run alone. */
const runPrefix = () => `tasbir-test-${randomBytes(4).toString('hex')}`;
const runIp = () => `172.${16 + randomInt(16)}.${randomInt(256)}.${randomInt(256)}`;

let redis: Redis;
let staging: TestApp;
let production: TestApp;
let unprefixed: TestApp;
beforeAll(async () => {
  redis = new Redis(redisUrl);
  staging = await startTestApp({ REDIS_URL: redisUrl, RATE_LIMIT_PREFIX: runPrefix() });
  production = await startTestApp({ REDIS_URL: redisUrl, RATE_LIMIT_PREFIX: runPrefix() });
  unprefixed = await startTestApp({ REDIS_URL: redisUrl });
});
afterAll(async () => {
  await Promise.all([staging.close(), production.close(), unprefixed.close()]);
  redis.disconnect();
});

const wrongLogin = (app: TestApp, ip: string, attempt: number) =>
  app.call('POST', '/api/login', { ip, body: { email: `spray${attempt}@example.com`, password: 'not the password' } });

describe('rate-limit keys in Redis', () => {
  it('are not shared by two servers with different prefixes', async () => {
    const ip = runIp();
    for (let attempt = 0; attempt < 25; attempt += 1) expect((await wrongLogin(staging, ip, attempt)).status).toBe(401);
    expect((await wrongLogin(staging, ip, 25)).status).toBe(429);
    expect((await wrongLogin(production, ip, 25)).status).toBe(401);
  });

  it('start with the configured prefix', async () => {
    const ip = runIp();
    await wrongLogin(staging, ip, 0);
    const keys = await redis.keys(`*${ip}*`);
    expect(keys).toEqual([`${staging.config.rateLimitPrefix}:login-ip:${ip}`]);
  });

  it('start with the database’s name when no prefix is configured', async () => {
    const ip = runIp();
    await wrongLogin(unprefixed, ip, 0);
    // A test's SQLite file is test.db (database.ts); a PostgreSQL test database has a name of its own.
    const name = process.env.TEST_DATABASE_URL ? new URL(unprefixed.config.databaseUrl).pathname.slice(1) : 'test';
    expect(await redis.keys(`*${ip}*`)).toEqual([`${name}:login-ip:${ip}`]);
  });
});

describe('the default prefix', () => {
  const prefixOf = (DATABASE_URL: string, RATE_LIMIT_PREFIX?: string) =>
    loadConfig({ DATABASE_URL, ...(RATE_LIMIT_PREFIX ? { RATE_LIMIT_PREFIX } : {}) }).rateLimitPrefix;

  it('is the PostgreSQL database’s name', () => {
    expect(prefixOf('postgres://tasbir:secret@db.internal:5432/tasbir_staging?sslmode=require')).toBe('tasbir_staging');
  });

  it('is the SQLite file’s base name', () => {
    expect(prefixOf('file:./data/app.db')).toBe('app');
    expect(prefixOf('file:/srv/tasbir/production.sqlite')).toBe('production');
  });

  it('gives way to RATE_LIMIT_PREFIX', () => {
    expect(prefixOf('file:./data/app.db', 'staging')).toBe('staging');
  });
});
