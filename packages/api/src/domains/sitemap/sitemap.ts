import type { CacheArea, Freshness } from '../../cache/freshness.js';
import { escapeHtml } from '../../escapeHtml.js';
import type { SitemapPage, SitemapRepository } from './sitemapRepository.js';

/** The sitemap protocol's limit of addresses per file; past it, /sitemap.xml is an index of parts. */
export const addressesPerFile = 50_000;
/** What the listed pages are read from: a write to either makes the kept sitemap stale. */
const areas: readonly CacheArea[] = ['directory', 'media'];

/** The sitemap's files for one origin: `/sitemap.xml` and, past 50,000 addresses, its parts `/sitemaps/{n}.xml`. */
export type SitemapFiles = { main: string; parts: readonly string[] };

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const sitemapPartPath = (number: number) => `/sitemaps/${number}.xml`;

function urlSet(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages.map(
    (page) => `<url><loc>${escapeHtml(origin + page.path)}</loc><lastmod>${page.lastModified}</lastmod></url>`,
  );
  return `${xmlHead}<urlset xmlns="${namespace}">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(origin: string, parts: readonly (readonly SitemapPage[])[]): string {
  const entries = parts.map((pages, i) => {
    const newest = pages.reduce((latest, page) => (page.lastModified > latest ? page.lastModified : latest), '');
    return `<sitemap><loc>${escapeHtml(origin + sitemapPartPath(i + 1))}</loc><lastmod>${newest}</lastmod></sitemap>`;
  });
  return `${xmlHead}<sitemapindex xmlns="${namespace}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The sitemap's files made from `pages`, for `origin`. */
export function sitemapFiles(origin: string, pages: readonly SitemapPage[]): SitemapFiles {
  if (pages.length <= addressesPerFile) return { main: urlSet(origin, pages), parts: [] };
  const parts: SitemapPage[][] = [];
  for (let start = 0; start < pages.length; start += addressesPerFile)
    parts.push(pages.slice(start, start + addressesPerFile));
  return { main: sitemapIndex(origin, parts), parts: parts.map((part) => urlSet(origin, part)) };
}

/**
 * The sitemap, kept: made once from the listed pages and served as it is until a write changes the
 * directory or the media (Freshness), then made again at the next request. Requests that arrive
 * while it is being made wait for the same making.
 */
export class Sitemap {
  private kept: { origin: string; generations: string; files: Promise<SitemapFiles> } | undefined;

  constructor(
    private readonly repository: Pick<SitemapRepository, 'listedPages'>,
    private readonly freshness: Freshness,
  ) {}

  files(origin: string): Promise<SitemapFiles> {
    const generations = areas.map((area) => this.freshness.generation(area)).join('/');
    const kept = this.kept;
    if (kept && kept.origin === origin && kept.generations === generations) return kept.files;
    const files = this.repository.listedPages().then((pages) => sitemapFiles(origin, pages));
    this.kept = { origin, generations, files };
    // A failed read is not kept: the next request reads again.
    files.catch(() => {
      if (this.kept?.files === files) this.kept = undefined;
    });
    return files;
  }
}
