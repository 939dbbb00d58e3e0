import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The built app's page as every page address serves it, and the inline styles the policy must allow. */
export type AppTemplate = { html: string; styleHashes: string[] };

/**
 * A stylesheet larger than this stays a link: inlined, it would travel with every page, and past a
 * few kilobytes a cached file beats bytes that cannot be cached (the page is revalidated each visit).
 */
export const maxInlineStylesheetBytes = 48 * 1024;

const stylesheetLink = /<link\s+rel="stylesheet"(?:\s+crossorigin)?\s+href="(\/assets\/[\w.-]+\.css)"\s*\/?>/gi;

/** A CSP source that allows exactly this inline `<style>`'s text. */
const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/**
 * Reads the built app's index.html (null when the web app is not built) with its own stylesheet
 * written into the page: a linked stylesheet blocks the first paint for a round trip more, which on
 * a slow phone's network is the page's first text shown ~150 ms later. The styles stay under
 * `style-src 'self'` plus each inlined text's hash, so no other inline style is allowed. A link the
 * template names but the build lacks, or one past the size limit, stays as it is.
 */
export function readAppTemplate(webDist: string): AppTemplate | null {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) return null;
  const styleHashes: string[] = [];
  const html = readFileSync(indexPath, 'utf8').replace(stylesheetLink, (link, href: string) => {
    const file = join(webDist, href);
    if (!existsSync(file)) return link;
    const css = readFileSync(file, 'utf8');
    if (Buffer.byteLength(css) > maxInlineStylesheetBytes || css.includes('</')) return link;
    styleHashes.push(styleHash(css));
    return `<style>${css}</style>`;
  });
  return { html, styleHashes };
}
