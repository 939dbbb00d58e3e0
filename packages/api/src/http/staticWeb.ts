import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built web app (packages/web/dist), from both src/ and dist/ of this package. */
export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built web app: hashed assets cached for a year, everything else (index.html, the
 * service worker sw.js, manifest.webmanifest as application/manifest+json, the icons) revalidated
 * each time, so a new service worker reaches every browser; and index.html for every other page
 * address so deep links and reload work.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(`${webDist}/index.html`)) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each asset; the best one the browser accepts is sent.
    preCompressed: true,
    setHeaders: (res, path) => {
      const hashedAsset = /[\\/]assets[\\/]/.test(path);
      res.header('Cache-Control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/**
 * Whether an address no route answered gets the app's page: GET or HEAD of a page address. Not the
 * API's, not a missing built file under /assets/ (a stale or mistyped script must fail, not run
 * HTML), and not a dot-file such as /.env or /.git/config (none is served; a 200 would tell
 * scanners otherwise). Read decoded, so /%2eenv is a dot-file too.
 */
export function isAppPageAddress(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = decodedPath(url);
  if (path === undefined || /^\/(api|trpc|assets)(\/|$)/.test(path)) return false;
  return !path.split('/').some((segment) => segment.startsWith('.'));
}

function decodedPath(url: string): string | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}
