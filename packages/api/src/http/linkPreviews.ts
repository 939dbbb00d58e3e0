import {
  fillMessage,
  idInput,
  photographerIdInput,
  uiEn,
  uiNe,
  galleryPath,
  type DirectoryItem,
  type PublicGallery,
  type Photo,
  type Reel,
  type UiMessages,
} from '@tasbir/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMediaKey } from '../files/mediaKeys.js';
import type { PhotographersService } from '../domains/photographers/service.js';
import type { PhotosService } from '../domains/photos/service.js';
import type { ReelsService } from '../domains/reels/service.js';
import type { GalleryVisitsService } from '../domains/galleries/visitService.js';
import { DomainError } from '../errors.js';
import { AppPage, type LinkPreview, type PreviewImage } from './appPage.js';

/** The reads a preview needs: one public item, as every visitor may see it. */
export type PreviewSources = {
  reels: Pick<ReelsService, 'get'>;
  photos: Pick<PhotosService, 'get'>;
  photographers: Pick<PhotographersService, 'get'>;
  galleryVisits: Pick<GalleryVisitsService, 'linkPreview'>;
};

type Options = {
  webDist: string;
  sources: PreviewSources;
  /** PUBLIC_URL, or its default: where absolute links point, whatever the request's host says. */
  publicUrl: string;
  /**
   * Whether the request's host names the site instead: only in development without PUBLIC_URL,
   * where the dev server's own address is wanted. Anywhere else a client could write another
   * site's address into pages that caches and crawlers keep.
   */
  followRequestHost: boolean;
};

type OpenGallery = Extract<PublicGallery, { needs_password: false }>;

/** The site-wide share image (packages/web/public/share-card.png), used when an item has no image of its own. */
const shareCard = { path: '/share-card.png', type: 'image/png', width: 1200, height: 630 };
/** Previews show about two lines; longer text is cut. */
const descriptionLength = 200;
const hostPattern = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

type Site = { origin: string; t: UiMessages; defaultImage: (alt: string) => PreviewImage | undefined };

/**
 * Serves the web app's page with Open Graph and Twitter tags: `/reels/{id}`, `/photos/{id}` and
 * `/photographers/{id}` describe their item (title, description, poster, photo or avatar), every
 * other page address the site. Every visitor gets the same page, crawler or browser, and the app
 * boots from it as from index.html. An item that cannot be shown gets the site's page, not an error.
 * Returns the sender of the site's page, for the not-found handler's page addresses.
 */
export function serveAppPages(
  app: FastifyInstance,
  options: Options,
): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const page = new AppPage(readFileSync(join(options.webDist, 'index.html'), 'utf8'));
  const hasShareCard = existsSync(join(options.webDist, shareCard.path));
  const { reels, photos, photographers, galleryVisits } = options.sources;

  const siteFor = (request: FastifyRequest): Site => {
    const origin = siteOrigin(request, options);
    const image = {
      url: `${origin}${shareCard.path}`,
      type: shareCard.type,
      width: shareCard.width,
      height: shareCard.height,
    };
    return { origin, t: textsFor(request), defaultImage: (alt) => (hasShareCard ? { ...image, alt } : undefined) };
  };
  const send = (reply: FastifyReply, preview: LinkPreview) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page.render(preview));
  const sendSite = (request: FastifyRequest, reply: FastifyReply) => send(reply, sitePreview(siteFor(request)));

  const route = <T>(
    path: string,
    validId: (id: string) => boolean,
    read: (id: string) => Promise<T>,
    describe: (item: T, site: Site) => LinkPreview,
  ) => {
    app.get<{ Params: { id: string } }>(path, async (request, reply) => {
      const { id } = request.params;
      const item = validId(id) ? await readShown(() => read(id), request) : undefined;
      const site = siteFor(request);
      return send(reply, item === undefined ? sitePreview(site) : describe(item, site));
    });
  };
  route(
    '/reels/:id',
    (id) => idInput.safeParse({ id }).success,
    (id) => reels.get(null, id),
    reelPreview,
  );
  route(
    '/photos/:id',
    (id) => idInput.safeParse({ id }).success,
    (id) => photos.get(null, id),
    photoPreview,
  );
  route(
    '/photographers/:id',
    (id) => photographerIdInput.safeParse({ photographer_id: id }).success,
    (id) => photographers.get(id),
    photographerPreview,
  );
  // A delivery gallery's private link: its title, who made it and its watermarked cover, never indexed.
  // A locked, expired or unknown one previews as the site does (the door counts the guess).
  app.get<{ Params: { token: string } }>('/g/:token', async (request, reply) => {
    const visit = {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      access: undefined,
      visitorKey: undefined,
    };
    const gallery = await readShown(() => galleryVisits.linkPreview(request.params.token, visit), request);
    const site = siteFor(request);
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    return send(
      reply,
      gallery && !gallery.needs_password ? galleryPreview(gallery, request.params.token, site) : sitePreview(site),
    );
  });
  return sendSite;
}

/** The item, or undefined when it is not there to show (a refusal) or could not be read (logged). */
async function readShown<T>(read: () => Promise<T>, request: FastifyRequest): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof DomainError)) request.log.warn({ err: error }, 'link preview could not be read');
    return undefined;
  }
}

/** Nepali for a visitor whose first language is Nepali; English otherwise (crawlers mostly name none). */
function textsFor(request: FastifyRequest): UiMessages {
  return /^\s*ne\b/i.test(request.headers['accept-language'] ?? '') ? uiNe : uiEn;
}

/** PUBLIC_URL; in development without it, the address the request came to (through trusted proxies, per TRUST_PROXY). */
function siteOrigin(request: FastifyRequest, { publicUrl, followRequestHost }: Options): string {
  return followRequestHost && hostPattern.test(request.host) ? `${request.protocol}://${request.host}` : publicUrl;
}

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

function sitePreview({ t, defaultImage }: Site): LinkPreview {
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

function reelPreview(reel: Reel, { origin, t, defaultImage }: Site): LinkPreview {
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

function photoPreview(photo: Photo, { origin, t }: Site): LinkPreview {
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

function galleryPreview(gallery: OpenGallery, token: string, { origin, t, defaultImage }: Site): LinkPreview {
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

function photographerPreview(card: DirectoryItem, { origin, t, defaultImage }: Site): LinkPreview {
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
