// Reading the service worker's precache from the build (no browser): `node --test bench/`. Not part of npm test or CI.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { precacheDownloads, precacheManifest } from './precache.js';

/** The shape vite-plugin-pwa's Workbox build writes, cut down. */
const swText =
  'if(!self.define){}define(["./workbox-4e6fe130"],(function(s){"use strict";s.precacheAndRoute([{url:"registerSW.js",revision:"1872c5"},{url:"index.html",revision:"208aae"},{url:"assets/index-CeFFkkYV.js",revision:null},{url:"assets/PhotosPage-CwUeH8UY.js",revision:null}],{}),s.cleanupOutdatedCaches()}));';

describe('service worker precache', () => {
  it("reads every precache entry and the worker's own scripts", () => {
    const manifest = precacheManifest(swText);
    assert.deepEqual(
      manifest.entries.map((entry) => entry.path),
      ['/registerSW.js', '/index.html', '/assets/index-CeFFkkYV.js', '/assets/PhotosPage-CwUeH8UY.js'],
    );
    assert.deepEqual(manifest.workerScripts, ['/sw.js', '/workbox-4e6fe130.js']);
  });

  it('counts revisioned entries and the hashed ones the page did not load, not the hashed ones it did', () => {
    const downloads = precacheDownloads(
      precacheManifest(swText),
      new Set(['/', '/registerSW.js', '/assets/index-CeFFkkYV.js']),
    );
    assert.deepEqual(downloads, [
      '/sw.js',
      '/workbox-4e6fe130.js',
      '/registerSW.js',
      '/index.html',
      '/assets/PhotosPage-CwUeH8UY.js',
    ]);
  });

  it('refuses a worker whose manifest it cannot read rather than weigh it as nothing', () => {
    assert.throws(() => precacheManifest('self.addEventListener("fetch", () => {})'), /no precacheAndRoute/);
    assert.throws(() => precacheManifest('s.precacheAndRoute([],{})'), /precaches nothing/);
  });
});
