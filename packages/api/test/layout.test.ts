import { parseCircular, parseDependencyTree } from 'dpdm';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const sources = readdirSync(`${apiRoot}/src`, { recursive: true, encoding: 'utf8' })
  .map((file) => `src/${file}`)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('the layout of packages/api/src', () => {
  it('has no import circle, type imports included', async () => {
    // `transform: false` keeps type-only imports in the tree: a circle of types is a circle too.
    const tree = await parseDependencyTree('src/**/*.ts', {
      cwd: apiRoot,
      context: apiRoot,
      transform: false,
      exclude: /node_modules|\.test\.ts$/,
      tsconfig: 'tsconfig.json',
    });
    expect(Object.keys(tree).length).toBeGreaterThan(50);
    expect(parseCircular(tree)).toEqual([]);
  });

  it('defines procedure builders only in trpc/', () => {
    const outside = sources.filter(
      (file) =>
        !file.startsWith('src/trpc/') &&
        /\b(?:t\.procedure|(?:public|authed|viewer)Procedure\.use\()/.test(readFileSync(`${apiRoot}/${file}`, 'utf8')),
    );
    expect(outside).toEqual([]);
  });

  it('keeps the composition roots in app/, imported by nothing below them', () => {
    // Only the entry points import app/. The tRPC context names the services it carries, a type the
    // compiler erases: a building block cannot build them, and every router reads them through it.
    const importsApp = sources.filter(
      (file) =>
        !file.startsWith('src/app/') &&
        /from '(?:\.\.?\/)+app\/[^']+'/.test(readFileSync(`${apiRoot}/${file}`, 'utf8')),
    );
    expect(importsApp.sort()).toEqual(['src/index.ts', 'src/main.ts', 'src/trpc/context.ts']);
    const contextImports = readFileSync(`${apiRoot}/src/trpc/context.ts`, 'utf8').match(/^import .*app\/.*$/gm);
    expect(contextImports).toEqual(["import type { AppServices } from '../app/services.js';"]);
  });

  it('lets only photos, reels and the composition roots import the media domain', () => {
    // Paging, stored files, body limits and the plan in force live in building blocks and their domains.
    const importsMedia = sources.filter(
      (file) =>
        !file.startsWith('src/domains/media/') &&
        /from '[./]*(?:domains\/)?media\/[^']+'/.test(readFileSync(`${apiRoot}/${file}`, 'utf8')),
    );
    expect(importsMedia.filter((file) => !/^src\/(?:app|domains\/photos|domains\/reels)\//.test(file))).toEqual([]);
  });

  it('keeps Kysely out of services and tRPC out of repositories', () => {
    const read = (file: string) => readFileSync(`${apiRoot}/${file}`, 'utf8');
    expect(
      sources.filter((file) => /repository\.ts$/i.test(file) && /from '@trpc\/server'|trpc\/trpc\.js/.test(read(file))),
    ).toEqual([]);
    expect(sources.filter((file) => /\/service\.ts$/.test(file) && /from 'kysely'/.test(read(file)))).toEqual([]);
  });

  it('writes balances and ledger rows only in domains/credits/ledger.ts', () => {
    // A write to the ledger table, or a `credits` column given to an update's set or a user's insert.
    const writesMoney = [
      /(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*'credit_ledger'/,
      /\b(?:update|insert\s+into|delete\s+from)\s+"?credit_ledger\b/i,
      /\.set\(.{0,120}?\bcredits\s*:/,
      /insertInto\(\s*'users'\s*\)[\s\S]{0,400}?\bcredits\s*:/,
      /\bset\s+"?credits"?\s*=/i,
    ];
    const writers = sources.filter((file) =>
      writesMoney.some((pattern) => pattern.test(readFileSync(`${apiRoot}/${file}`, 'utf8'))),
    );
    expect(writers).toEqual(['src/domains/credits/ledger.ts']);
  });
});
