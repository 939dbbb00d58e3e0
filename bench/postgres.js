// The bench data on PostgreSQL (BENCH_DATABASE_URL): a database of its own on that server, migrated
// by the app's migrations and filled with the rows of a SQLite bench database, dropped afterwards.
import Database from 'better-sqlite3';

/** The tables the web app's lists read, parents first (foreign keys). */
const tables = [
  'users',
  'photographer_profiles',
  // The day's trust rows: without them the server's trust clock recomputes every photographer
  // while the pages are measured.
  'photographer_trust',
  'photographer_specialties',
  'photos',
  'reels',
  'photo_likes',
  'reel_likes',
  'gift_transactions',
];
const rowsPerInsert = 1000;

/** Copies `table` in multi-row inserts of bound values (the same columns: both come from the same migrations). */
async function copyTable(sqlite, client, table) {
  const select = sqlite.prepare(`select * from ${table}`);
  const columns = select.columns().map((column) => column.name);
  let batch = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const tuples = batch.map(
      (_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
    );
    await client.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, batch.flat());
    batch = [];
  };
  for (const row of select.raw().iterate()) {
    batch.push(row);
    if (batch.length === rowsPerInsert) await flush();
  }
  await flush();
}

/**
 * A new database on the server of `serverUrl` holding the rows of the SQLite database at
 * `sqliteUrl`: `{url, drop}`. Its name carries the process id, so two runs never share one.
 */
export async function postgresCopy(serverUrl, sqliteUrl) {
  const { default: pg } = await import('pg');
  const { createDb, migrateToLatest } = await import('@tasbir/db');
  const name = `tasbir_bench_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const drop = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const handle = createDb(url.href);
    await migrateToLatest(handle.db);
    await handle.close();
    const sqlite = new Database(sqliteUrl.slice('file:'.length), { readonly: true });
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    try {
      await client.query('begin');
      for (const table of tables) await copyTable(sqlite, client, table);
      await client.query('commit');
      await client.query('analyze');
    } finally {
      await client.end();
      sqlite.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { url: url.href, drop };
}
