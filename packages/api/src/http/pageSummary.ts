import {
  fillMessage,
  formatMoney,
  formatNumber,
  formatRating,
  placeName,
  placeText,
  pricingRangeText,
  type DirectoryItem,
  type Photo,
  type Reel,
} from '@tasbir/shared';
import { escapeHtml } from '../escapeHtml.js';
import { siteLink, type Site } from './pageAddress.js';

// What a crawler that runs no script reads in a page's body: the item's own words, in the page's
// language, from the same item its preview tags describe. It sits in the app's root, a <main> as
// the app's pages are (so the app's styles place it), and the app's first render replaces it.

/** Text people wrote: its language is unknown, marked as the app's `userWritten` marks it. */
const written = (tag: string, text: string) => `<${tag} lang="" dir="auto">${escapeHtml(text)}</${tag}>`;

const facts = (rows: ReadonlyArray<readonly [term: string, value: string]>) =>
  `<dl>${rows.map(([term, value]) => `<div><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl>`;

const summary = (lines: readonly string[]) => `<main class="page-summary">${lines.join('')}</main>`;

/** "@username", linking to the photographer's portfolio in the page's language. */
function byLine(site: Site, id: string, username: string): string {
  const href = siteLink(site, `/photographers/${encodeURIComponent(id)}`);
  return `<p><a href="${escapeHtml(href)}">${escapeHtml(fillMessage(site.t.byUsername, { username }))}</a></p>`;
}

/** Name, city and district, bio, prices and review figures, as the portfolio shows them. */
export function photographerSummary(card: DirectoryItem, site: Site): string {
  const { t, language } = site;
  const rows: Array<readonly [term: string, value: string]> = [];
  if (card.city) rows.push([t.cityLabel, placeName(card.city, language)]);
  if (card.district) rows.push([t.districtLabel, placeName(card.district, language)]);
  rows.push([
    t.portfolioPricingRange,
    card.pricing_range
      ? pricingRangeText(card.pricing_range, language)
      : fillMessage(t.priceFrom, { price: formatMoney(card.price_from, language) }),
  ]);
  if (card.total_ratings > 0) {
    rows.push([t.portfolioReviewCount, formatNumber(card.total_ratings, language)]);
    rows.push([t.portfolioAverageRating, formatRating(card.rating, language)]);
  }
  return summary([
    written('h1', card.username),
    ...(card.bio?.trim() ? [`<h2>${escapeHtml(t.portfolioAbout)}</h2>`, written('p', card.bio)] : []),
    facts(rows),
  ]);
}

export function photoSummary(photo: Photo, site: Site): string {
  return summary([
    written('h1', photo.title),
    byLine(site, photo.photographer_id, photo.photographer_username),
    ...(photo.location ? [written('p', placeText(photo.location, site.language))] : []),
    ...(photo.description ? [written('p', photo.description)] : []),
  ]);
}

export function reelSummary(reel: Reel, site: Site): string {
  return summary([
    written('h1', reel.title),
    byLine(site, reel.photographer_id, reel.photographer_username),
    ...(reel.location ? [written('p', placeText(reel.location, site.language))] : []),
    reel.description ? written('p', reel.description) : `<p>${escapeHtml(site.t.reelDescriptionFallback)}</p>`,
  ]);
}
