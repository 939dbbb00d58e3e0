import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
/** Where the code and the docs cite a section of a document: sources, tests, benches and the docs themselves. */
const searched = [
  'packages/shared/src',
  'packages/db/src',
  'packages/api/src',
  'packages/api/test',
  'packages/web/src',
  'e2e',
  'bench',
  'docs',
  'README.md',
];

function filesUnder(path: string): string[] {
  const full = join(repo, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|js|md)$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(path, file));
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(document: string): Set<string> {
  const text = readFileSync(join(repo, document), 'utf8');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));
}

describe('the documents the code cites', () => {
  it('have every section a citation names', () => {
    const cited = searched.flatMap(filesUnder).flatMap((file) =>
      [...readFileSync(join(repo, file), 'utf8').matchAll(/\b(docs\/[\w/.-]+\.md)#([\w-]+)/g)].map((match) => ({
        file,
        document: match[1] ?? '',
        anchor: match[2] ?? '',
      })),
    );
    expect(cited.length).toBeGreaterThan(50);
    const anchors = new Map<string, Set<string>>();
    const missing = cited.filter(({ document, anchor }) => {
      if (!anchors.has(document)) anchors.set(document, anchorsOf(document));
      return !anchors.get(document)?.has(anchor);
    });
    expect(missing.map(({ file, document, anchor }) => `${file}: ${document}#${anchor}`)).toEqual([]);
  });
});
