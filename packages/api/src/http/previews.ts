import {
  fillMessage,
  galleryPath,
  type DirectoryItem,
  type Photo,
  type PublicGallery,
  type Reel,
} from '@tasbir/shared';
import { parseMediaKey } from '../files/mediaKeys.js';
import type { LinkPreview, PreviewImage } from './appPage.js';
import type { Site } from './pageAddress.js';

// What each page's link preview says: its title, description and picture, in the page's language.

type OpenGallery = Extract<PublicGallery, { needs_password: false }>;

/** Previews show about two lines; longer text is cut. */
const descriptionLength = 200;

/** One line of at most `descriptionLength` characters, whole characters only. */
function oneLine(parts: ReadonlyArray<string | null>): string {
  const text = parts
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' · ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length <= descriptionLength
    ? text
    : `${chars
        .slice(0, descriptionLength - 1)
        .join('')
        .trimEnd()}…`;
}

/** An image under /api/media/ at the site's address, with its type from its key. */
function mediaImage(
  origin: string,
  url: string,
  alt: string,
  size: { width?: number; height?: number } = {},
): PreviewImage {
  const type = parseMediaKey(url.replace(/^\/api\/media\//, ''))?.contentType;
  return { url: `${origin}${url}`, alt, ...(type ? { type } : {}), ...size };
}

/** A profile picture is always one of the site's media files (uploaded through the media pipeline). */
function avatarUrl(origin: string, value: string | null): string | undefined {
  return value?.startsWith('/api/media/') ? `${origin}${value}` : undefined;
}

export function sitePreview({ t, defaultImage }: Site): LinkPreview {
  const title = `${t.appName} · ${t.appTagline}`;
  return {
    pageTitle: title,
    title,
    description: t.footerAbout,
    siteName: t.appName,
    type: 'website',
    image: defaultImage(t.appName),
    card: 'summary_large_image',
  };
}

export function reelPreview(reel: Reel, { origin, t, defaultImage }: Site): LinkPreview {
  const videoType = parseMediaKey(reel.video_url.replace(/^\/api\/media\//, ''))?.contentType;
  return {
    pageTitle: `${reel.title} · ${t.appName}`,
    title: reel.title,
    description: oneLine([
      fillMessage(t.byUsername, { username: reel.photographer_username }),
      reel.description ?? t.reelDescriptionFallback,
    ]),
    siteName: t.appName,
    type: 'video.other',
    url: `${origin}/reels/${encodeURIComponent(reel.id)}`,
    image: reel.poster_url ? mediaImage(origin, reel.poster_url, reel.title) : defaultImage(reel.title),
    ...(videoType ? { video: { url: `${origin}${reel.video_url}`, type: videoType } } : {}),
    card: 'summary_large_image',
  };
}

export function photoPreview(photo: Photo, { origin, t }: Site): LinkPreview {
  return {
    pageTitle: `${photo.title} · ${t.appName}`,
    title: photo.title,
    description: oneLine([
      fillMessage(t.byUsername, { username: photo.photographer_username }),
      photo.location,
      photo.description ?? t.photosIntro,
    ]),
    siteName: t.appName,
    type: 'article',
    url: `${origin}/photos/${encodeURIComponent(photo.id)}`,
    // The display image: the thumbnail is too small for a large card.
    image: mediaImage(origin, photo.image_url, photo.title, { width: photo.width, height: photo.height }),
    card: 'summary_large_image',
  };
}

export function galleryPreview(gallery: OpenGallery, token: string, { origin, t, defaultImage }: Site): LinkPreview {
  const by = fillMessage(t.byUsername, { username: gallery.photographer.username });
  return {
    pageTitle: `${gallery.title} · ${t.appName}`,
    title: gallery.title,
    description: oneLine([by, gallery.event_date]),
    siteName: t.appName,
    type: 'website',
    url: `${origin}${galleryPath(token)}`,
    // The cover's watermarked preview: the only picture of a gallery that ever leaves it unasked.
    image: gallery.cover
      ? {
          url: `${origin}${gallery.cover.preview_url}`,
          alt: gallery.title,
          type: 'image/webp',
          width: gallery.cover.width,
          height: gallery.cover.height,
        }
      : defaultImage(gallery.title),
    card: 'summary_large_image',
  };
}

export function photographerPreview(card: DirectoryItem, { origin, t, defaultImage }: Site): LinkPreview {
  const avatar = avatarUrl(origin, card.profile_picture);
  return {
    pageTitle: `${card.username} · ${t.appName}`,
    title: card.username,
    description: oneLine([card.location, card.bio ?? t.photographersIntro]),
    siteName: t.appName,
    type: 'profile',
    url: `${origin}/photographers/${encodeURIComponent(card.id)}`,
    image: avatar ? { url: avatar, alt: card.username } : defaultImage(card.username),
    card: avatar ? 'summary' : 'summary_large_image',
    extra: [['profile:username', card.username]],
  };
}
