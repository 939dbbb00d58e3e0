import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxInlineStylesheetBytes, readAppTemplate } from '../src/http/appTemplate.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * The app page carries its stylesheet inline (no round trip before the first paint on a slow
 * network), and the security policy allows exactly that text and no other inline style.
 */
const css = 'body{margin:0;color:#222}.card{display:grid}';
const page = (links: string) =>
  `<!doctype html><html lang="en"><head><title>Tasbir</title><script type="module" crossorigin src="/assets/index-abc.js"></script>${links}</head><body><div id="root"></div></body></html>`;
const link = (name: string) => `<link rel="stylesheet" crossorigin href="/assets/${name}">`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let t: TestApp;
let webDist: string;

function builtApp(links: string, files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'tasbir-template-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page(links));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, 'assets', name), text);
  return dist;
}

beforeAll(async () => {
  webDist = builtApp(link('index-abc.css'), { 'index-abc.js': 'console.log(1)', 'index-abc.css': css });
  t = await startTestApp({}, { webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the app page', () => {
  it('carries its stylesheet inline instead of a link', async () => {
    for (const url of ['/', '/photos', '/some/deep/link']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(`<style>${css}</style>`);
      expect(answer.body).not.toContain('rel="stylesheet"');
    }
  });

  it("is allowed that style by the policy's hash, and no other inline style", async () => {
    const policy = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' ${sha256(css)};`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('still serves the stylesheet itself, for the copy of the page the service worker keeps', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/assets/index-abc.css' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(css);
  });
});

describe('reading the built page', () => {
  it('leaves a stylesheet past the size limit, or one the build lacks, as a link', () => {
    const big = `.a{color:red}${' '.repeat(maxInlineStylesheetBytes)}`;
    const dist = builtApp(link('big.css') + link('missing.css'), { 'big.css': big });
    try {
      const template = readAppTemplate(dist);
      expect(template?.styleHashes).toEqual([]);
      expect(template?.html).toContain(link('big.css'));
      expect(template?.html).toContain(link('missing.css'));
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('keeps a stylesheet that could close the style element as a link', () => {
    const dist = builtApp(link('odd.css'), { 'odd.css': '.a::after{content:"</style><script>"}' });
    try {
      expect(readAppTemplate(dist)?.html).toContain(link('odd.css'));
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('is absent when the web app is not built', () => {
    expect(readAppTemplate(join(tmpdir(), 'no-such-web-build'))).toBeNull();
  });
});
