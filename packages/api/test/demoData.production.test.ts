import { Writable } from 'node:stream';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { buildServer } from '../src/app/server.js';
import { startTestApp, testJwtSecret } from './harness.js';

/** A log line as pino writes it. */
type LogLine = { level: number; msg: string; demoPasswords?: Record<string, string> };

/** Collects the server's log lines. */
function logCollector() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, stream };
}

const pinoWarn = 40;

describe('demo data in production', () => {
  it('is off by default: an empty database stays empty', async () => {
    const t = await startTestApp({ NODE_ENV: 'production' });
    try {
      // The configuration a production start reads, with DEMO_DATA left unset.
      const config = loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: testJwtSecret,
        DATABASE_URL: t.config.databaseUrl,
        DATA_DIR: t.config.dataDir,
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'http://tasbir.test',
      });
      expect(config.demoData).toBe(false);
      const app = await buildServer(config, { webDist: join(t.config.dataDir, 'no-web') });
      await app.ready();
      await app.close();
      expect(await t.db.selectFrom('users').select('email').execute()).toEqual([]);
      expect(
        (await t.call('POST', '/api/login', { body: { email: 'maya@example.com', password: 'tasbir-demo' } })).status,
      ).toBe(401);
    } finally {
      await t.close();
    }
  });

  // The whole demo seed, with its generated photos: seconds alone, longer on a busy machine.
  it(
    'turned on, gives every demo account a random password, logged once, and says loudly that it is demo data',
    { timeout: 120_000 },
    async () => {
      const log = logCollector();
      const t = await startTestApp(
        { NODE_ENV: 'production', DEMO_DATA: '1', LOG_LEVEL: 'warn' },
        { logStream: log.stream },
      );
      try {
        const accounts = await t.db.selectFrom('users').select('email').execute();
        const withPasswords = log.lines.filter((line) => line.demoPasswords);
        expect(withPasswords).toHaveLength(1);
        const passwords = withPasswords[0]?.demoPasswords ?? {};
        expect(withPasswords[0]?.level).toBe(pinoWarn);
        expect(Object.keys(passwords).sort()).toEqual(accounts.map((account) => account.email).sort());
        expect(new Set(Object.values(passwords)).size).toBe(accounts.length);
        for (const password of Object.values(passwords)) expect(password.length).toBeGreaterThanOrEqual(16);
        expect(
          log.lines.some(
            (line) => line.level >= pinoWarn && /demo data/i.test(line.msg) && /production/i.test(line.msg),
          ),
        ).toBe(true);

        expect(
          (await t.call('POST', '/api/login', { body: { email: 'maya@example.com', password: 'tasbir-demo' } })).status,
        ).toBe(401);
        expect(
          (
            await t.call('POST', '/api/login', {
              body: { email: 'maya@example.com', password: passwords['maya@example.com'] },
            })
          ).status,
        ).toBe(200);
      } finally {
        await t.close();
      }
    },
  );
});

describe('demo data outside production', () => {
  it('is on by default, as `npm start` (development) expects', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: testJwtSecret }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: testJwtSecret, DEMO_DATA: '1' }).demoData).toBe(true);
  });
});
