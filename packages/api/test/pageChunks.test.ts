import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { languageModules, pageChunkLinks, pageModules } from '../src/http/pageChunks.js';

// A page whose code loads on demand names its chunks in the page, so they load beside the entry.

const webRoot = fileURLToPath(new URL('../../web/', import.meta.url));
const dists: string[] = [];
afterAll(() => {
  for (const dist of dists) rmSync(dist, { recursive: true, force: true });
});

function builtWith(manifest: unknown): string {
  const dist = mkdtempSync(join(tmpdir(), 'tasbir-chunks-'));
  dists.push(dist);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const manifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: [] },
  'src/pages/photos/PhotosPage.tsx': {
    file: 'assets/PhotosPage-b2.js',
    isDynamicEntry: true,
    imports: ['index.html', '_UploadButton-c3.js', 'src/pages/photos/Lightbox.tsx'],
  },
  '_UploadButton-c3.js': { file: 'assets/UploadButton-c3.js', imports: ['index.html', '_fields-d4.js'] },
  '_fields-d4.js': { file: 'assets/fields-d4.js' },
  'src/textsNe.ts': { file: 'assets/textsNe-f6.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/pages/photos/Lightbox.tsx': { file: 'assets/Lightbox-e5.js', imports: ['_fields-d4.js'] },
};
const link = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

describe("a page's chunks", () => {
  it('are every chunk its module imports, at any depth, each once, without the entry', () => {
    const links = pageChunkLinks(builtWith(manifest));
    const photos = ['PhotosPage-b2', 'UploadButton-c3', 'fields-d4', 'Lightbox-e5'].map((name) =>
      link(`assets/${name}.js`),
    );
    expect(links('/photos', 'en')).toEqual(photos);
    expect(links('/photos/01a22122-efcf-7612-9818-b5dc862b0c88', 'en')).toEqual(photos);
  });

  it("of a page in Nepali start with Nepali's sentences, which the first script does not carry", () => {
    const links = pageChunkLinks(builtWith(manifest));
    const nepali = link('assets/textsNe-f6.js');
    expect(links('/', 'ne')).toEqual([nepali]);
    expect(links('/leaderboard', 'ne')).toEqual([nepali]);
    expect(links('/photos', 'ne')[0]).toBe(nepali);
    expect(links('/photos', 'ne')).toHaveLength(5);
    expect(links('/', 'en')).toEqual([]);
  });

  it('are none for a page in the entry, an address of no page, or a build without a manifest', () => {
    const links = pageChunkLinks(builtWith(manifest));
    for (const path of ['/', '/leaderboard', '/photos/a/b', '/reels']) expect(links(path, 'en')).toEqual([]);
    expect(pageChunkLinks(join(tmpdir(), 'no-such-build'))('/photos', 'ne')).toEqual([]);
    expect(pageChunkLinks(builtWith({ 'index.html': 'not a chunk' }))('/photos', 'ne')).toEqual([]);
    const cutShort = builtWith(manifest);
    writeFileSync(join(cutShort, '.vite', 'manifest.json'), JSON.stringify(manifest).slice(0, 40));
    expect(pageChunkLinks(cutShort)('/photos', 'ne')).toEqual([]);
  });

  it("name modules the web app has, so a page's move shows here", () => {
    for (const modules of [...pageModules.map(([, modules]) => modules), ...Object.values(languageModules)])
      for (const module of modules) expect(existsSync(join(webRoot, module))).toBe(true);
  });
});
