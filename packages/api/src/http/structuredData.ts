import { placeName, placeText, pricingRangeText, type DirectoryItem, type Photo, type Reel } from '@tasbir/shared';
import { pageUrl, type Site } from './pageAddress.js';
import { scriptJson } from './scriptJson.js';

type JsonValue = string | number | boolean | null | readonly JsonValue[] | JsonObject;
/** A JSON object; an undefined member is left out of its text, as JSON.stringify does. */
type JsonObject = { readonly [key: string]: JsonValue | undefined };
export type JsonLd = JsonObject;

const context = 'https://schema.org';

/** A JSON-LD block, escaped so nothing in it can end the script (scriptJson). */
export function jsonLdTag(data: JsonLd): string {
  return `<script type="application/ld+json">${scriptJson(JSON.stringify(data))}</script>`;
}

/** The photographer whose work an item is, with their portfolio's address. */
function creator(site: Site, id: string, username: string): JsonLd {
  return {
    '@type': 'Person',
    name: username,
    url: pageUrl(site.origin, `/photographers/${encodeURIComponent(id)}`, site.asked),
  };
}

/**
 * A portfolio as the business it is: where it works, its price range when the photographer has set
 * one (in English digits, for machines), and its rating only once there are reviews to make it.
 */
export function photographerData(
  card: DirectoryItem,
  site: Site,
  page: { url: string; image: string | undefined },
): JsonLd {
  return {
    '@context': context,
    '@type': 'ProfessionalService',
    name: card.username,
    description: card.bio ?? undefined,
    url: page.url,
    image: page.image,
    address: {
      '@type': 'PostalAddress',
      addressLocality: card.city ? placeName(card.city, site.language) : undefined,
      addressRegion: card.district ? placeName(card.district, site.language) : undefined,
      addressCountry: 'NP',
    },
    priceRange: card.pricing_range ? pricingRangeText(card.pricing_range, 'en') : undefined,
    aggregateRating:
      card.total_ratings > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: card.rating,
            reviewCount: card.total_ratings,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
}

export function photoData(photo: Photo, site: Site, url: string): JsonLd {
  return {
    '@context': context,
    '@type': 'ImageObject',
    name: photo.title,
    description: photo.description ?? undefined,
    url,
    contentUrl: `${site.origin}${photo.image_url}`,
    thumbnailUrl: `${site.origin}${photo.thumb_url}`,
    uploadDate: photo.created_at,
    contentLocation: photo.location ? { '@type': 'Place', name: placeText(photo.location, site.language) } : undefined,
    creator: creator(site, photo.photographer_id, photo.photographer_username),
  };
}

/** `thumbnail`: the poster, or the site's share card for a reel without one (search engines require one). */
export function reelData(reel: Reel, site: Site, page: { url: string; thumbnail: string | undefined }): JsonLd {
  return {
    '@context': context,
    '@type': 'VideoObject',
    name: reel.title,
    description: reel.description ?? site.t.reelDescriptionFallback,
    url: page.url,
    contentUrl: `${site.origin}${reel.video_url}`,
    encodingFormat: reel.video_type || undefined,
    thumbnailUrl: page.thumbnail,
    uploadDate: reel.created_at,
    creator: creator(site, reel.photographer_id, reel.photographer_username),
  };
}
