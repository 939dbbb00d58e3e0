import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../escapeHtml.js';
import { AppPage, type LinkPreview } from './appPage.js';

const preview: LinkPreview = {
  pageTitle: 'A & B',
  title: 'A & B',
  description: 'About <it>',
  siteName: 'Tasbir',
  type: 'website',
  card: 'summary_large_image',
};

describe('escaping for the page', () => {
  it('writes the five characters HTML gives meaning as entities', () => {
    expect(escapeHtml(`<a href="x">Tom's & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&#39;s&lt;/a&gt;',
    );
    expect(escapeHtml('काठमाडौं · plain')).toBe('काठमाडौं · plain');
  });
});

describe('the app page with a preview', () => {
  it("puts the tags where the template's title was, in place of its title and description", () => {
    const page = new AppPage(
      '<html><head><meta name="description" content="old" /><title>Old</title><script src="/app.js"></script></head><body></body></html>',
    );
    const html = page.render(preview);
    expect(html).not.toContain('Old');
    expect(html).not.toContain('content="old"');
    expect(html.indexOf('<title>A &amp; B</title>')).toBeLessThan(html.indexOf('<script src="/app.js">'));
    expect(html).toContain('<meta name="description" content="About &lt;it&gt;" />');
  });

  it('puts them at the end of <head> when the template has no title', () => {
    const html = new AppPage('<html><head><script src="/app.js"></script></head><body></body></html>').render(preview);
    expect(html.indexOf('<script src="/app.js">')).toBeLessThan(html.indexOf('<title>'));
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it("puts what loads after the template's own script at the end of <head>, after it", () => {
    const page = new AppPage(
      '<html><head><title>Old</title><script type="module" src="/app.js"></script></head><body><div id="root"></div></body></html>',
    );
    const html = page.render(preview, {
      head: ['<link rel="canonical" href="/x">'],
      headEnd: ['<link rel="modulepreload" href="/a.js">'],
    });
    const order = ['<title>', '<link rel="canonical"', '<script type="module"', '<link rel="modulepreload"', '</head>'];
    const at = order.map((part) => html.indexOf(part));
    expect(at.every((position) => position >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(page.render(preview)).not.toContain('modulepreload');
  });

  it('serves a template without </head> as it is', () => {
    expect(new AppPage('<!doctype html><title>Tasbir</title>').render(preview)).toBe(
      '<!doctype html><title>Tasbir</title>',
    );
  });

  it('leaves out the image and address tags of a preview without them', () => {
    const html = new AppPage('<head></head>').render(preview);
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('twitter:image');
    expect(html).not.toContain('og:url');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it("writes the page's language, its further head lines after the preview's, and its root's content", () => {
    const page = new AppPage(
      '<html lang="en"><head><title>Old</title><script src="/app.js"></script></head><body>\n<div id="root">\n</div></body></html>',
    );
    const html = page.render(preview, {
      language: 'ne',
      head: ['<link rel="canonical" href="https://tasbir.test/" />'],
      root: '<main>पोखरा</main>',
    });
    expect(html).toMatch(/^<html lang="ne">/);
    expect(html.indexOf('twitter:card')).toBeLessThan(html.indexOf('rel="canonical"'));
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('<script src="/app.js">'));
    expect(html).toContain('<body>\n<div id="root"><main>पोखरा</main></div></body></html>');
  });

  it('leaves a template without an empty root as it is below the head', () => {
    const html = new AppPage('<head></head><body><div id="app"></div></body>').render(preview, {
      root: '<main>x</main>',
    });
    expect(html).not.toContain('<main>');
    expect(html).toContain('<body><div id="app"></div></body>');
  });
});
