// The bench's server process: the app on a prepared database, and a bare Fastify JSON route beside it.
//   node --conditions=@tasbir/source --import tsx bench/serve.js DATABASE_URL PORT LIST_CACHE_MS
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildServer, loadConfig } from '@tasbir/api';
import { benchJwtSecret } from './webRequests.js';

const [databaseUrl, portText, cacheMs] = process.argv.slice(2);
const port = Number(portText);
const dataDir = mkdtempSync(join(tmpdir(), 'tasbir-bench-serve-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  DEMO_DATA: '0',
  LOG_LEVEL: 'silent',
  LIST_CACHE_MS: cacheMs,
  JWT_SECRET: benchJwtSecret,
});
const app = await buildServer(config, { webDist: join(dataDir, 'no-web') });
await app.listen({ port, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/bare', async () => ({ hello: 'world' }));
await bare.listen({ port: port + 1, host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
process.stdout.write('ready\n');
