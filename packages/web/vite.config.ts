import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const sharedSource = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
const api = process.env.TASBIR_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // .br and .gz beside each asset, served as they are by @fastify/static (preCompressed): no per-request compression.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/] })],
  resolve: {
    // Workspace packages resolve to their TypeScript sources, never a stale dist/.
    conditions: ['@tasbir/source', ...defaultClientConditions],
    alias: {
      // Before the package itself: a subpath would otherwise resolve inside its index file.
      '@tasbir/shared/bikramSambat': fileURLToPath(new URL('../shared/src/bikramSambat.ts', import.meta.url)),
      '@tasbir/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': { target: api, ws: true },
      '/trpc': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // packages/shared is pure (no top-level effects), so the zod schemas the web app never
      // imports are left out of the bundle instead of pulling zod into the home page's JS.
      treeshake: { moduleSideEffects: (id) => !sharedSource.test(id) },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; they are dropped, harmlessly.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
});
