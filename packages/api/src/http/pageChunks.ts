import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Language } from '@tasbir/shared';
import { escapeHtml } from '../escapeHtml.js';

/**
 * The web app's pages that load their code on demand, by address, named by their source modules as
 * the web build's manifest (dist/.vite/manifest.json) names them. A page's chunks are otherwise asked
 * for only once the entry script has run; named in the page, they load beside it.
 */
export const pageModules: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/photos(\/[^/]+)?$/, ['src/pages/photos/PhotosPage.tsx']],
  [/^\/reels(\/[^/]+)?$/, ['src/pages/reels/ReelsPage.tsx']],
  [/^\/photographers$/, ['src/pages/Photographers.tsx']],
  // A portfolio's address opens its dialog over the directory.
  [/^\/photographers\/[^/]+$/, ['src/pages/Photographers.tsx', 'src/pages/photographers/PortfolioModal.tsx']],
];

/**
 * The sentences of a language the first script does not carry (English is in it): a page written
 * in Nepali names their chunk too, so the app can start in Nepali without waiting for it.
 */
export const languageModules: Readonly<Record<Language, readonly string[]>> = {
  en: [],
  ne: ['src/textsNe.ts'],
};

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), isEntry: z.boolean().optional(), imports: z.array(z.string()).optional() }),
);
type Manifest = z.infer<typeof manifestSchema>;

/** A JSON file's value; undefined when it is missing or not JSON (the page then names no chunks). */
function readJson(path: string): unknown {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** The chunk files a module needs, itself first, the entry (already in the page) left out. */
function chunksOf(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, found);
  return found;
}

/**
 * The `<link rel="modulepreload">` lines of the page at each address in each language (none where
 * the build has no manifest, or the address's page is in the entry), read once from the build.
 */
export function pageChunkLinks(webDist: string): (pathname: string, language: Language) => readonly string[] {
  const parsed = manifestSchema.safeParse(readJson(join(webDist, '.vite', 'manifest.json')));
  if (!parsed.success) return () => [];
  const manifest = parsed.data;
  const linksTo = (modules: readonly string[]) => {
    const files = new Set<string>();
    for (const module of modules) chunksOf(manifest, module, files);
    return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
  };
  const pages = pageModules.map(([pattern, modules]) => [pattern, linksTo(modules)] as const);
  const languages = Object.fromEntries(
    Object.entries(languageModules).map(([language, modules]) => [language, linksTo(modules)]),
  );
  return (pathname, language) => [
    ...(languages[language] ?? []),
    ...(pages.find(([pattern]) => pattern.test(pathname))?.[1] ?? []),
  ];
}
