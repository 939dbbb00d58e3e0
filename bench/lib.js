// What every bench shares: a deterministic random source, the server pair (the app and a bare
// Fastify route in one child process), autocannon runs and the printed table of ratios.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** The report goes to stdout: it is the bench's output, not a log. */
export const print = (...parts) => process.stdout.write(`${parts.join(' ')}\n`);

/** A small deterministic random source, so every run measures the same data. */
export function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A migrated, empty SQLite database under `dataDir`, opened directly with better-sqlite3 so a bench
 * can bulk-insert its data in plain prepared statements. Close `sqlite` before serving `url`.
 */
export async function migratedSqlite(dataDir) {
  const { createDb, migrateToLatest } = await import('@tasbir/db');
  const { join } = await import('node:path');
  const url = `file:${join(dataDir, 'bench.db')}`;
  const handle = createDb(url);
  await migrateToLatest(handle.db);
  await handle.close();
  const { default: Database } = await import('better-sqlite3');
  const sqlite = new Database(url.slice('file:'.length));
  sqlite.pragma('journal_mode = WAL');
  return { url, sqlite };
}

/**
 * The workspace packages are TypeScript: a bench re-runs itself through tsx with the source
 * condition. Returns true in the re-run (the caller goes on), false in the launcher.
 */
export function underTsx(scriptUrl) {
  if (process.execArgv.some((arg) => arg.includes('tsx'))) return true;
  const child = spawn(process.execPath, ['--conditions=@tasbir/source', '--import', 'tsx', fileURLToPath(scriptUrl), ...process.argv.slice(2)], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
  return false;
}

/**
 * Starts the app on `databaseUrl` and a bare Fastify JSON route in a child process (so autocannon
 * and the servers do not share an event loop). `listCacheMs` 0 measures every request's full work.
 */
export async function startServers(databaseUrl, listCacheMs) {
  const port = 30_000 + Math.floor(Math.random() * 5000);
  const script = fileURLToPath(new URL('./serve.js', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script, databaseUrl, String(port), String(listCacheMs)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    bare: `http://127.0.0.1:${port + 1}/bare`,
    stop: () => new Promise((resolve) => {
      child.removeAllListeners('exit');
      child.on('exit', resolve);
      child.kill('SIGTERM');
    }),
  };
}

async function measure(url) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

/** Measures the bare route, then each target, printing throughput as a ratio of the bare route. */
export async function measureTargets(title, servers, targets) {
  print(`\n${title} (${connections} connections, ${seconds} s each)`);
  print('target'.padEnd(58), 'req/s'.padStart(9), 'ratio'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
  const rows = [['bare Fastify JSON route', servers.bare], ...targets.map(([name, path]) => [name, `${servers.base}${path}`])];
  let bare = 0;
  for (const [name, url] of rows) {
    const { rps, p99, errors } = await measure(url);
    if (!bare) bare = rps;
    print(name.padEnd(58), rps.toFixed(0).padStart(9), `${((rps / bare) * 100).toFixed(1)}%`.padStart(8), String(p99).padStart(8), String(errors).padStart(7));
  }
}

/** Both passes: as visitors see it (micro-cache on, the default) and with every request doing its full work. */
export async function measureBothWays(databaseUrl, targets) {
  for (const [title, cacheMs] of [['list caches on (LIST_CACHE_MS=1000, the default)', 1000], ['list caches off (every request runs its query)', 0]]) {
    const servers = await startServers(databaseUrl, cacheMs);
    try {
      await measureTargets(title, servers, targets);
    } finally {
      await servers.stop();
    }
  }
}
