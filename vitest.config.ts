import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run against the packages' TypeScript sources, never a stale dist/.
const source = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));
const alias = {
  // Before the package itself: a subpath would otherwise resolve inside its index file.
  '@tasbir/shared/bikramSambat': fileURLToPath(new URL('./packages/shared/src/bikramSambat.ts', import.meta.url)),
  '@tasbir/shared': source('shared'),
  '@tasbir/db': source('db'),
  '@tasbir/api': source('api'),
};

/**
 * Test files share their worker's loaded modules (isolate: false): each file starts its own app on
 * its own database, so nothing but compiled code is shared, and importing the app once per worker
 * rather than once per file took the whole run from about 25 to about 6 minutes. A worker a core
 * (Vitest leaves one core free by default): the API tests wait on SQLite files, PostgreSQL and
 * sockets much of the time.
 */
const shared = { isolate: false };

export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: { ...shared, name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] },
      },
      { resolve: { alias }, test: { ...shared, name: 'db', root: 'packages/db', include: ['src/**/*.test.ts'] } },
      {
        resolve: { alias },
        test: {
          ...shared,
          name: 'api',
          root: 'packages/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          setupFiles: ['test/setup.ts'],
          globalSetup: ['test/globalSetup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          ...shared,
          name: 'web',
          root: 'packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
