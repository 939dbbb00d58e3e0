import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

export type TestDatabase = { url: string; drop: () => Promise<void> };

/**
 * How much of its full size a randomised suite (the schema fuzz, the money model) runs: all of it on
 * SQLite, the default run, and a quarter on PostgreSQL, where each request costs about twice as
 * much, so the CI run (both databases) stays within its time. Both still meet every kind of case.
 * TEST_RANDOMISED_SHARE sets it (0.25 for a quicker run on SQLite, say).
 */
export const randomisedShare = Number(process.env.TEST_RANDOMISED_SHARE ?? (process.env.TEST_DATABASE_URL ? 0.25 : 1));

/**
 * A fresh database for one test app: a SQLite file in the app's temp folder, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database created beside it and dropped afterwards.
 */
export async function freshDatabase(dataDir: string): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: `file:${join(dataDir, 'test.db')}`, drop: async () => {} };
  const name = `tasbir_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // pg's Pool.end() resolves before its sockets have closed; a forced drop would then kill
        // them mid-goodbye and they report it as an uncaught error. Wait for them to leave first.
        for (let tries = 0; tries < 50; tries += 1) {
          const open = await client.query('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (Number(open.rows[0]?.n) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
