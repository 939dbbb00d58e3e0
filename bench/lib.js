// What every bench shares: a deterministic random source, the server pair (the app and a bare
// Fastify route in one child process), autocannon runs and the printed table of ratios.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** The report goes to stdout: it is the bench's output, not a log. */
export const print = (...parts) => process.stdout.write(`${parts.join(' ')}\n`);

/** How many times a second `step` completes, four at a time, over `seconds` (the image benches' loop). */
export async function ratePerSecond(step) {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < until) {
      await step();
      done += 1;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return done / seconds;
}

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
  const child = spawn(
    process.execPath,
    ['--conditions=@tasbir/source', '--import', 'tsx', fileURLToPath(scriptUrl), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
  return false;
}

/**
 * Starts the app on `databaseUrl` and a bare Fastify JSON route in a child process (so autocannon
 * and the servers do not share an event loop). `listCacheMs` 0 measures every request's full work.
 * With `watchRecount`, `recounted` resolves with the figures of the server's own leaderboard recount
 * (see serve.js) when it ends. With `floor` (SQLite only), `floor` is the base URL of the uncached
 * list pages' floor (floor.js), which answers the app's REST list paths.
 */
export async function startServers(databaseUrl, listCacheMs, { watchRecount = false, floor = false } = {}) {
  const port = 30_000 + Math.floor(Math.random() * 5000);
  const script = fileURLToPath(new URL('./serve.js', import.meta.url));
  const args = [
    ...process.execArgv,
    script,
    databaseUrl,
    String(port),
    String(listCacheMs),
    ...(watchRecount ? ['watch-recount'] : []),
    ...(floor ? ['floor'] : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const rejectOnExit = (reject) => child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  const recounted =
    watchRecount &&
    new Promise((resolve, reject) => {
      lines.on('line', (line) => line.startsWith('recount ') && resolve(JSON.parse(line.slice('recount '.length))));
      rejectOnExit(reject);
    });
  await new Promise((resolve, reject) => {
    lines.on('line', (line) => line === 'ready' && resolve());
    rejectOnExit(reject);
  });
  return {
    base: `http://127.0.0.1:${port}`,
    bare: `http://127.0.0.1:${port + 1}/bare`,
    ...(floor && { floor: `http://127.0.0.1:${port + 2}` }),
    ...(recounted && { recounted }),
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * What went wrong in an autocannon run, by cause: `{"HTTP 404": 12, timeouts: 3, "socket errors": 1}`.
 * Autocannon counts a timeout as an error too, so the socket errors are the rest.
 */
export function failuresOf(result) {
  const causes = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    if (!code.startsWith('2')) causes[`HTTP ${code}`] = count;
  if (result.timeouts > 0) causes.timeouts = result.timeouts;
  if (result.errors > result.timeouts) causes['socket errors'] = result.errors - result.timeouts;
  return { errors: result.non2xx + result.errors, causes };
}

/**
 * An autocannon run's figures: successful (2xx) answers per second (an error page is no
 * throughput), the p99 latency in ms (of every answer, unless the run had excludeErrorStats), and
 * the failures.
 */
export function loadFigures(result) {
  return {
    rps: result.duration > 0 ? result['2xx'] / result.duration : 0,
    p99: result.latency.p99,
    ...failuresOf(result),
  };
}

/** Two failure tallies as one (`prefix` marks where the second one's came from). */
export function addFailures(into, from, prefix = '') {
  const causes = { ...into.causes };
  for (const [cause, count] of Object.entries(from.causes))
    causes[`${prefix}${cause}`] = (causes[`${prefix}${cause}`] ?? 0) + count;
  return { errors: into.errors + from.errors, causes };
}

export const causesText = (causes) =>
  Object.entries(causes)
    .map(([cause, count]) => `${cause} ×${count}`)
    .join(', ');

/**
 * One autocannon request that walks `requests` (`{path, headers?}`) in turn, one counter across
 * every connection, so consecutive requests (and the connections' in-flight ones) differ.
 */
export function cycling(requests) {
  let next = 0;
  const setupRequest = (request) => {
    const { path, headers } = requests[next % requests.length];
    next += 1;
    return { ...request, path, headers: { ...request.headers, ...headers } };
  };
  return [{ method: 'GET', setupRequest }];
}

/**
 * Autocannon against one URL, or the `requests` it takes in turn (see cycling), for `seconds`:
 * loadFigures, the p99 of the 2xx answers alone (a quick error page would pull it down; the errors
 * fail the budget by themselves).
 */
export async function measure(url, { headers, requests } = {}) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    excludeErrorStats: true,
    ...(headers && { headers }),
    ...(requests && { requests }),
  });
  return loadFigures(result);
}

/** One request whose answer what follows needs (the read that starts the recount): its time in ms; throws on a non-2xx answer. */
export async function firstRequest(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * Each of `paths` once before timing, so one-off work (the first trending list's score refresh, the
 * JIT) stays out of the steady-state figures: the first one's time in ms (printed beside them), and
 * the failures, counted rather than thrown, so a target that answers errors shows them in its row
 * and fails its budget instead of ending the bench.
 */
export async function warmUp(base, paths, headers) {
  let firstMs;
  let failures = { errors: 0, causes: {} };
  for (const path of paths) {
    const started = performance.now();
    let cause;
    try {
      const response = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (!response.ok) cause = `HTTP ${response.status}`;
    } catch (error) {
      cause = error.name === 'TimeoutError' ? 'timeouts' : 'socket errors';
    }
    firstMs ??= performance.now() - started;
    if (cause) failures = addFailures(failures, { errors: 1, causes: { [cause]: 1 } }, 'warm-up ');
  }
  return { firstMs, ...failures };
}

export const ratioText = (ratio) => `${(ratio * 100).toFixed(1)}%`;

/**
 * Each target (`[name, path or paths, headers?, base?]`; several paths are taken in turn, see
 * cycling; `base` is another server's, the app's by default) right after a run of the bare route,
 * so on a busy machine its ratio compares two runs that shared the same moment, not a target with a
 * bare figure from minutes before. Prints a row per target (and its failures under it); returns
 * the rows (`{name, rps, bareRps, ratio, p99, errors, causes}`) for the run's summary. A failure in the warm-up, the bare run or the target's run
 * counts as the target's error.
 */
export async function measureTargets(title, servers, targets) {
  print(
    `\n${title} (${connections} connections, ${seconds} s each; the bare Fastify JSON route right before each target)`,
  );
  print(
    'target'.padEnd(64),
    'paths'.padStart(5),
    'bare/s'.padStart(8),
    'req/s'.padStart(8),
    'ratio'.padStart(7),
    'p99 ms'.padStart(7),
    'errors'.padStart(7),
    '1st ms'.padStart(7),
  );
  const measured = [];
  for (const [name, pathOrPaths, headers, base = servers.base] of targets) {
    const paths = [pathOrPaths].flat();
    const warm = await warmUp(base, paths, headers);
    const bare = await measure(servers.bare);
    const run = await measure(base, { headers, requests: cycling(paths.map((path) => ({ path }))) });
    const row = {
      name,
      rps: run.rps,
      bareRps: bare.rps,
      ratio: bare.rps > 0 ? run.rps / bare.rps : 0,
      p99: run.p99,
      ...addFailures(addFailures(warm, bare, 'bare route '), run),
    };
    measured.push(row);
    print(
      name.padEnd(64),
      String(paths.length).padStart(5),
      bare.rps.toFixed(0).padStart(8),
      run.rps.toFixed(0).padStart(8),
      ratioText(row.ratio).padStart(7),
      String(run.p99).padStart(7),
      String(row.errors).padStart(7),
      warm.firstMs.toFixed(0).padStart(7),
    );
    if (row.errors > 0) print(`  ✗ errors: ${causesText(row.causes)}`);
  }
  return measured;
}

/**
 * Runs `use(servers)` against the app on `databaseUrl` with `listCacheMs` (and startServers'
 * `options`), stopping the servers after.
 */
export async function withServers(databaseUrl, listCacheMs, use, options) {
  const servers = await startServers(databaseUrl, listCacheMs, options);
  try {
    return await use(servers);
  } finally {
    await servers.stop();
  }
}

/**
 * The built app (packages/api/dist) with the demo data on a fresh SQLite folder, listening on
 * 127.0.0.1 once its health answers: for the benches that drive a browser against it.
 */
export async function startBuiltDemoApp(mainPath, extraEnv = () => ({})) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tasbir-bench-demo-'));
  const port = 36_000 + Math.floor(Math.random() * 2000);
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [mainPath], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${join(dataDir, 'app.db')}`,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...extraEnv(origin),
    },
    stdio: 'inherit',
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, port, dataDir, stop };
    } catch {
      // not listening yet (the demo seed makes photos first)
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('server did not start');
}
