// What the web app's service worker downloads on a first visit, read from the build
// (packages/web/dist/sw.js, made by vite-plugin-pwa's Workbox): its precache manifest, and the
// scripts the worker itself is (sw.js and the Workbox runtime it imports).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The precache entries (`{path, revision}`, revision null for hashed files) and the worker's own
 * scripts, from sw.js's text. Throws when the text holds no manifest: a build whose worker the
 * bench cannot read must not weigh as nothing.
 */
export function precacheManifest(swText) {
  const call = swText.indexOf('precacheAndRoute([');
  if (call === -1)
    throw new Error('sw.js has no precacheAndRoute([...]): the bench cannot read what the service worker precaches');
  const list = swText.slice(call, swText.indexOf('])', call));
  const entries = [...list.matchAll(/\{url:"([^"]+)",revision:(null|"[^"]*")\}/g)].map(([, url, revision]) => ({
    path: `/${url}`,
    revision: revision === 'null' ? null : revision.slice(1, -1),
  }));
  if (entries.length === 0) throw new Error('sw.js precaches nothing the bench can read');
  const imported = [...swText.matchAll(/define\(\[([^\]]*)\]/g)].flatMap(([, names]) =>
    [...names.matchAll(/"\.\/([^"]+)"/g)].map(([, name]) => `/${name}.js`),
  );
  return { entries, workerScripts: ['/sw.js', ...imported] };
}

/** precacheManifest of the built web app in `webDist`. */
export const builtPrecache = (webDist) => precacheManifest(readFileSync(join(webDist, 'sw.js'), 'utf8'));

/**
 * The paths a first visit's service worker fetches over the network, given the paths the page
 * itself fetched (`pageFetched`): its own scripts; each revisioned entry (Workbox asks for those
 * with cache mode "reload", past the HTTP cache); and each hashed entry the page did not load (the
 * ones it did are in the HTTP cache, served immutable, and Workbox asks for them with cache mode
 * "default").
 */
export function precacheDownloads({ entries, workerScripts }, pageFetched) {
  const fromEntries = entries
    .filter((entry) => entry.revision !== null || !pageFetched.has(entry.path))
    .map((entry) => entry.path);
  return [...workerScripts, ...fromEntries];
}
