import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMarkIcon, CheckIcon, CloseIcon, MenuIcon, StarIcon } from './Icon.js';

const srcRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Arrows, box drawing, geometric shapes, miscellaneous symbols, dingbats: few text fonts have them.
 * One asked for as an emoji (U+FE0F after it) is the emoji font's, as the gifts' are. */
const symbolGlyph = /[\u2190-\u21ff\u2500-\u27bf\u2b00-\u2bff](?!\ufe0f)/u;
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('the app’s symbols', () => {
  it('are drawn as icons, not typed as glyphs that send the browser through every font', () => {
    const typed = readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx|css)$/.test(file) && !/\.test\.tsx$/.test(file))
      .flatMap((file) =>
        withoutComments(readFileSync(join(srcRoot, file), 'utf8'))
          .split('\n')
          .filter((line) => symbolGlyph.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(typed).toEqual([]);
  });

  it('are hidden from assistive tech and take the text’s colour', () => {
    for (const icon of [<BrandMarkIcon />, <MenuIcon />, <CloseIcon />, <CheckIcon />, <StarIcon />]) {
      const svg = renderToStaticMarkup(icon);
      expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*focusable="false"/);
      expect(svg).toContain('stroke="currentColor"');
    }
  });

  it('stand in a line of text at the text’s height', () => {
    expect(renderToStaticMarkup(<StarIcon />)).toMatch(/^<svg class="text-icon" width="1em" height="1em"/);
  });
});
