import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { commonEn } from '../shared/src/messages/ui/common.js';

const sharedSource = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
const api = process.env.TASBIR_API_URL ?? 'http://127.0.0.1:3000';
/** index.html's theme-color: the dark top bar. */
const themeColor = '#1c1714';
const day = 24 * 60 * 60;

/**
 * Installable and offline: the manifest (in English, the default language), and a Workbox service
 * worker that precaches the app shell (index.html, the hashed JS and CSS, the icons), keeps the
 * photos and posters it has shown, and answers a visitor's last lists when the network is gone.
 * Answers asked with a token are never stored: one phone may be shared, and a signed-in answer is
 * that person's own.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // A tiny /registerSW.js beside the bundle: the home page's JS stays as it was.
  injectRegister: 'script-defer',
  manifest: {
    name: commonEn.appName,
    short_name: commonEn.appName,
    description: commonEn.appTagline,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: themeColor,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    cleanupOutdatedCaches: true,
    // Any page address opens the app offline; the API's own misses stay the API's, and so do the
    // payment sandbox's checkout pages (served by the API outside production, not app pages).
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/trpc(\/|$)/, /^\/sandbox(\/|$)/],
    runtimeCaching: [
      {
        // Photos, thumbnails, posters, avatars: named by their content, so a stored copy is never stale.
        // Videos are left to the network (range requests, and too large to keep).
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/api\/media\/[0-9a-f]{64}\.(?:webp|jpg|png)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'tasbir-images',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * day, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // A visitor's lists and answers: fresh when the network answers in time, the last copy otherwise.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin &&
          !request.headers.has('Authorization') &&
          /^\/(?:trpc|api)\//.test(url.pathname) &&
          !url.pathname.startsWith('/api/media/'),
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: 'tasbir-answers',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 100, maxAgeSeconds: 7 * day, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig({
  // .br and .gz beside each asset, served as they are by @fastify/static (preCompressed): no per-request compression.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/] }), pwa],
  resolve: {
    // Workspace packages resolve to their TypeScript sources, never a stale dist/.
    conditions: ['@tasbir/source', ...defaultClientConditions],
    alias: [
      // Before the package itself: a subpath would otherwise resolve inside its index file.
      {
        find: '@tasbir/shared/bikramSambat',
        replacement: fileURLToPath(new URL('../shared/src/bikramSambat.ts', import.meta.url)),
      },
      { find: '@tasbir/shared', replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
      // zod, set not to compile code under the app's CSP (src/zodJitless.ts); its subpaths stay zod's own.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/zodJitless.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': { target: api, ws: true },
      '/trpc': { target: api, ws: true },
      '/sandbox': { target: api },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page's module needs, so the server can name them
    // in the page (modulepreload) and they load beside the entry rather than after it.
    manifest: true,
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
