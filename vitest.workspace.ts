import { fileURLToPath } from 'node:url';
import { defineWorkspace } from 'vitest/config';

// Tests run against the packages' TypeScript sources, never a stale dist/.
const source = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));
const alias = {
  // Before the package itself: a subpath would otherwise resolve inside its index file.
  '@tasbir/shared/bikramSambat': fileURLToPath(new URL('./packages/shared/src/bikramSambat.ts', import.meta.url)),
  '@tasbir/shared': source('shared'),
  '@tasbir/db': source('db'),
  '@tasbir/api': source('api'),
};

export default defineWorkspace([
  { resolve: { alias }, test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
  { resolve: { alias }, test: { name: 'db', root: 'packages/db', include: ['src/**/*.test.ts'] } },
  {
    resolve: { alias },
    test: {
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
    test: { name: 'web', root: 'packages/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
  },
]);
