import type { Language } from '@tasbir/shared';
import { escapeHtml } from '../escapeHtml.js';

/** What a shared link's preview shows. Texts are plain: they are escaped when written into the page. */
export type LinkPreview = {
  /** The document's `<title>`. */
  pageTitle: string;
  title: string;
  description: string;
  siteName: string;
  type: 'website' | 'article' | 'profile' | 'video.other';
  /** The page's own absolute address; absent on the generic page, whose address is whatever was asked. */
  url?: string;
  image?: PreviewImage;
  video?: { url: string; type: string };
  /** A small square image (an avatar) previews as `summary`; a photo or poster as `summary_large_image`. */
  card: 'summary' | 'summary_large_image';
  /** More Open Graph properties of the type, such as `profile:username`. */
  extra?: ReadonlyArray<readonly [property: string, content: string]>;
};

export type PreviewImage = { url: string; alt: string; type?: string; width?: number; height?: number };

const property = (name: string, content: string | number) =>
  `<meta property="${name}" content="${escapeHtml(String(content))}" />`;
const named = (name: string, content: string | number) =>
  `<meta name="${name}" content="${escapeHtml(String(content))}" />`;

/** The `<head>` lines of a preview: title, description, Open Graph and Twitter cards. */
export function previewTags(preview: LinkPreview): string[] {
  const { image, video } = preview;
  return [
    `<title>${escapeHtml(preview.pageTitle)}</title>`,
    named('description', preview.description),
    property('og:site_name', preview.siteName),
    property('og:type', preview.type),
    property('og:title', preview.title),
    property('og:description', preview.description),
    ...(preview.url ? [property('og:url', preview.url)] : []),
    ...(image
      ? [
          property('og:image', image.url),
          ...(image.type ? [property('og:image:type', image.type)] : []),
          ...(image.width && image.height
            ? [property('og:image:width', image.width), property('og:image:height', image.height)]
            : []),
          property('og:image:alt', image.alt),
        ]
      : []),
    ...(video ? [property('og:video', video.url), property('og:video:type', video.type)] : []),
    ...(preview.extra ?? []).map(([name, content]) => property(name, content)),
    named('twitter:card', preview.card),
    named('twitter:title', preview.title),
    named('twitter:description', preview.description),
    ...(image ? [named('twitter:image', image.url), named('twitter:image:alt', image.alt)] : []),
  ];
}

/** What a page holds beside its preview. */
export type PageParts = {
  /** The page's language, written into `<html lang>`; the template's stays when absent. */
  language?: Language;
  /** More `<head>` lines, after the preview's (addresses, structured data): HTML, already escaped. */
  head?: readonly string[];
  /** Lines at the end of `<head>`, after the template's own script and styles (what loads after them). */
  headEnd?: readonly string[];
  /** The app root's content until the app's first render replaces it: HTML, already escaped. */
  root?: string;
};

const htmlLang = /(<html\b[^>]*?\blang=")[^"]*(")/i;
const emptyRoot = /<div id="root">\s*<\/div>/i;

/**
 * The built app's index.html, split once at start where its `<title>` was (or at the end of `<head>`)
 * so each page is the template with a preview's tags in it, ahead of the scripts and styles, where
 * crawlers that read only the start of a page find them. The template's own title and description
 * give way to the preview's. A template without `</head>` is served as it is, and one without an
 * empty root element (`<div id="root"></div>`) without root content.
 */
export class AppPage {
  /** `after` is absent when the template has no empty root: such a page gets no root content. */
  private readonly parts: { before: string; middle: string; after: string | undefined } | null;
  /** Where `</head>` starts in `middle`. */
  private readonly middleHeadEnd: number;

  constructor(private readonly html: string) {
    const withoutOwn = html.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
    const headEnd = withoutOwn.search(/<\/head>/i);
    const title = /<title>[\s\S]*?<\/title>\s*/i.exec(withoutOwn.slice(0, Math.max(headEnd, 0)));
    const at = title ? title.index : headEnd;
    const rest = withoutOwn.slice(at + (title ? title[0].length : 0));
    // The root's content goes between `middle` and `after`.
    const root = emptyRoot.exec(rest);
    const middle = root ? `${rest.slice(0, root.index)}<div id="root">` : rest;
    const after = root ? `</div>${rest.slice(root.index + root[0].length)}` : undefined;
    this.parts =
      headEnd < 0 ? null : { before: withoutOwn.slice(0, at).trimEnd(), middle: title ? `  ${middle}` : middle, after };
    this.middleHeadEnd = this.parts ? this.parts.middle.search(/<\/head>/i) : -1;
  }

  render(preview: LinkPreview, { language, head = [], headEnd = [], root = '' }: PageParts = {}): string {
    if (!this.parts) return this.html;
    const { after } = this.parts;
    const at = this.middleHeadEnd;
    const middle =
      headEnd.length === 0 || at < 0
        ? this.parts.middle
        : `${this.parts.middle.slice(0, at)}  ${headEnd.join('\n    ')}\n  ${this.parts.middle.slice(at)}`;
    const before = language ? this.parts.before.replace(htmlLang, `$1${language}$2`) : this.parts.before;
    const tags = [...previewTags(preview), ...head];
    return `${before}\n    ${tags.join('\n    ')}\n  ${middle}${after === undefined ? '' : `${root}${after}`}`;
  }
}
