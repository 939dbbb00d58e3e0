import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createDb, type Db, type DbHandle, type Dialect } from './createDb.js';

/** The dialect this run's throwaway databases have: PostgreSQL when TEST_DATABASE_URL is set. */
export const testDialect: Dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** A throwaway database: SQLite in memory, or with TEST_DATABASE_URL a new PostgreSQL database beside it. */
export async function freshDb(): Promise<DbHandle & { drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { ...createDb(':memory:'), drop: async () => {} };
  const name = `tasbir_m_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { ...createDb(url.toString()), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A test on a throwaway PostgreSQL database creates it (a copy of a template database), migrates it
 * (each migration a transaction of its own) and drops it: under a second alone, several seconds on a
 * loaded machine, past vitest's 5-second default. The files that make them wait longer there.
 */
function allowTimeForPostgres(): void {
  if (process.env.TEST_DATABASE_URL) vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
}

/**
 * For a test file whose tests each need their own database: the returned function makes one, and
 * it is closed and dropped after the test.
 */
export function throwawayDbPerTest(): () => Promise<Db> {
  allowTimeForPostgres();
  let handle: (DbHandle & { drop: () => Promise<void> }) | undefined;
  afterEach(async () => {
    await handle?.close();
    await handle?.drop();
    handle = undefined;
  });
  return async () => {
    handle = await freshDb();
    return handle.db;
  };
}

/**
 * For a test file whose tests can share one database: the returned function gives the one made
 * before the first test; it is closed and dropped after the last.
 */
export function throwawayDbPerFile(): () => Db {
  allowTimeForPostgres();
  let handle: (DbHandle & { drop: () => Promise<void> }) | undefined;
  beforeAll(async () => {
    handle = await freshDb();
  });
  afterAll(async () => {
    await handle?.close();
    await handle?.drop();
  });
  return () => {
    if (!handle) throw new Error("The file's database is made before its first test; ask for it inside a test.");
    return handle.db;
  };
}
