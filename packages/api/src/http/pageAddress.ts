import { languages, uiEn, uiNe, type Language, type UiMessages } from '@tasbir/shared';
import { escapeHtml } from '../escapeHtml.js';
import type { PreviewImage } from './appPage.js';

/** The site a page is served from and the language it is written in. */
export type Site = {
  origin: string;
  language: Language;
  /** The language the address named (`?lang=ne`), kept in the page's canonical address and its links. */
  asked: Language | undefined;
  t: UiMessages;
  defaultImage: (alt: string) => PreviewImage | undefined;
};

const tables: Record<Language, UiMessages> = { en: uiEn, ne: uiNe };

/**
 * A page's language: the one its address names (`?lang=en`, `?lang=ne`, as the web app reads it),
 * else Nepali for a visitor whose first language is Nepali, else English (crawlers mostly name none).
 */
export function pageLanguage(
  url: string,
  acceptLanguage: string | undefined,
): { language: Language; asked: Language | undefined; t: UiMessages } {
  const asked = languageInAddress(url);
  const language = asked ?? (/^\s*ne\b/i.test(acceptLanguage ?? '') ? 'ne' : 'en');
  return { language, asked, t: tables[language] };
}

function languageInAddress(url: string): Language | undefined {
  const query = url.indexOf('?');
  const value = query < 0 ? null : new URLSearchParams(url.slice(query + 1)).get('lang');
  return languages.find((language) => language === value);
}

/** A request's path, normalized (dot segments resolved, unsafe characters percent-encoded), without its query. */
export function requestPath(url: string): string {
  return new URL(url, 'http://page.invalid').pathname;
}

/** A page's address on the site, in a language when one is named. */
export function pageUrl(origin: string, path: string, language?: Language): string {
  return `${origin}${path}${language ? `?lang=${language}` : ''}`;
}

/** The address a page on the site links to: its path, naming the language the page was asked in. */
export function siteLink(site: Site, path: string): string {
  return pageUrl('', path, site.asked);
}

const link = (rel: string, href: string, hreflang?: string) =>
  `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;

/**
 * The page's canonical address and its versions by language: `?lang=en` and `?lang=ne` each its
 * own, the bare address (which follows the visitor's Accept-Language) the x-default. Other query
 * parameters are never part of a canonical address.
 */
export function addressTags(site: Site, path: string): string[] {
  return [
    link('canonical', pageUrl(site.origin, path, site.asked)),
    ...languages.map((language) => link('alternate', pageUrl(site.origin, path, language), language)),
    link('alternate', pageUrl(site.origin, path), 'x-default'),
  ];
}
