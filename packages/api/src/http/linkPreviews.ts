import { idInput, photographerIdInput, type Language } from '@tasbir/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PhotographersService } from '../domains/photographers/service.js';
import type { PhotosService } from '../domains/photos/service.js';
import type { ReelsService } from '../domains/reels/service.js';
import type { GalleryVisitsService } from '../domains/galleries/visitService.js';
import { DomainError } from '../errors.js';
import { escapeHtml } from '../escapeHtml.js';
import { AppPage, type LinkPreview } from './appPage.js';
import { KeptBody, markEncoded } from './compression.js';
import { siteOrigin, type SiteAddress } from './siteOrigin.js';
import { addressTags, pageLanguage, pageUrl, requestPath, type Site } from './pageAddress.js';
import { photographerSummary, photoSummary, reelSummary } from './pageSummary.js';
import { galleryPreview, photographerPreview, photoPreview, reelPreview, sitePreview } from './previews.js';
import { jsonLdTag, photographerData, photoData, reelData, type JsonLd } from './structuredData.js';

/** The reads a preview needs: one public item, as every visitor may see it. */
export type PreviewSources = {
  reels: Pick<ReelsService, 'get'>;
  photos: Pick<PhotosService, 'get'>;
  photographers: Pick<PhotographersService, 'get'>;
  galleryVisits: Pick<GalleryVisitsService, 'linkPreview'>;
};

/**
 * An image the page asks for with itself: one address, or the sources and sizes its `<img>` will
 * choose from (the browser then picks the same one the image will).
 */
export type PreloadedImage = { href: string; srcset?: string; sizes?: string };

/**
 * Writes the answers to the lists the page at a path asks first, as an HTML element, with the
 * image the page will draw largest from them when that is known (app/firstAnswers.ts).
 */
export type FirstAnswers = (
  request: FastifyRequest,
  pathname: string,
) => Promise<{ tag: string; largestImage?: PreloadedImage } | undefined>;

/** `template` is the built index.html as served (http/appTemplate.ts); `webDist` holds its files. */
type Options = SiteAddress & {
  webDist: string;
  template: string;
  sources: PreviewSources;
  firstAnswers?: FirstAnswers;
  /** The `<link rel="modulepreload">` lines of the code the page at a path loads (http/pageChunks.ts). */
  chunkLinks?: (pathname: string, language: Language) => readonly string[];
};

/** The site-wide share image (packages/web/public/share-card.png), used when an item has no image of its own. */
const shareCard = { path: '/share-card.png', type: 'image/png', width: 1200, height: 630 };

/** What readShown answers for an item not there to show, or one that could not be read. */
const missing = Symbol('missing');
const unreadable = Symbol('unreadable');

/**
 * A page beside its address: its preview, its structured data, the text crawlers read in its body,
 * and the image it draws largest, when that is known.
 */
type Described = { preview: LinkPreview; data?: JsonLd; summary?: string; largestImage?: PreloadedImage };

/** Asks for the page's largest image with the page, at high priority, before its script has run. */
const imagePreload = ({ href, srcset, sizes }: PreloadedImage) => {
  const sources = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${sources} fetchpriority="high">`;
};

/** How one kind of item is read and described at `/{kind}/{id}`; `url` is the page's canonical address. */
type ItemPages<T> = {
  validId: (id: string) => boolean;
  read: (id: string) => Promise<T>;
  describe: (item: T, site: Site, url: string) => Described;
};

/**
 * Serves the web app's page with Open Graph and Twitter tags, a canonical address and its English
 * and Nepali versions (`?lang=`): `/reels/{id}`, `/photos/{id}` and `/photographers/{id}` describe
 * their item (title, description, poster, photo or avatar), with its JSON-LD and its own words in
 * the body for crawlers that run no script; every other page address describes the site. Every
 * visitor gets the same page, crawler or browser, and the app boots from it as from index.html,
 * with the answers to the lists the page asks first already in it (`firstAnswers`). An
 * item that is not there to show gets the site's page as a 404 (the app says what is missing), one
 * that could not be read the site's page as it is. Returns the sender of the site's
 * page, for the not-found handler's page addresses.
 */
export function serveAppPages(
  app: FastifyInstance,
  options: Options,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const page = new AppPage(options.template);
  const keptPages = new KeptPages();
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
    return {
      origin,
      ...pageLanguage(request.url, request.headers['accept-language']),
      defaultImage: (alt) => (hasShareCard ? { ...image, alt } : undefined),
    };
  };
  const send = async (
    reply: FastifyReply,
    site: Site,
    path: string,
    { preview, data, summary, largestImage }: Described,
  ) => {
    const answers = await options.firstAnswers?.(reply.request, path);
    // An address without ?lang= is written in the language the visitor's browser asks for; the
    // first photo asked for with a list page follows the browser's data saver (app/firstAnswers.ts).
    const varies = [...(site.asked ? [] : ['Accept-Language']), ...(answers?.largestImage ? ['Save-Data'] : [])];
    if (varies.length > 0) reply.header('Vary', varies.join(', '));
    const image = largestImage ?? answers?.largestImage;
    const html = page.render(preview, {
      language: site.language,
      head: [
        ...addressTags(site, path),
        ...(data ? [jsonLdTag(data)] : []),
        ...(image ? [imagePreload(image)] : []),
        ...(answers ? [answers.tag] : []),
      ],
      headEnd: options.chunkLinks?.(path, site.language),
      root: summary,
    });
    // Revalidated at every visit (a new build must reach every browser), answered 304 when unchanged.
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (reply.statusCode === 200 && matchesEtag(reply.request.headers['if-none-match'], etag)) {
      return reply.status(304).send();
    }
    const { body, encoding } = keptPages.get(etag, html).for(reply.request);
    return markEncoded(reply, encoding).type('text/html; charset=utf-8').send(body);
  };
  const sendSite = (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const site = siteFor(request);
    return send(reply, site, requestPath(request.url), { preview: sitePreview(site) });
  };
  // An item that is not there (never was, deleted, hidden) is a 404 that boots the app, which says
  // so, rather than a page crawlers would keep as the site's own ("soft 404").
  const sendMissing = (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    reply.status(404).header('X-Robots-Tag', 'noindex');
    return sendSite(request, reply);
  };

  const route = <T>(kind: 'reels' | 'photos' | 'photographers', { validId, read, describe }: ItemPages<T>) => {
    app.get<{ Params: { id: string } }>(`/${kind}/:id`, async (request, reply) => {
      const { id } = request.params;
      const item = validId(id) ? await readShown(() => read(id), request) : missing;
      if (item === missing) return sendMissing(request, reply);
      if (item === unreadable) return sendSite(request, reply);
      const site = siteFor(request);
      const path = `/${kind}/${encodeURIComponent(id)}`;
      return send(reply, site, path, describe(item, site, pageUrl(site.origin, path, site.asked)));
    });
  };
  route('reels', {
    validId: (id) => idInput.safeParse({ id }).success,
    read: (id) => reels.get(null, id),
    describe: (reel, site, url) => {
      const preview = reelPreview(reel, site);
      const data = reelData(reel, site, { url, thumbnail: preview.image?.url });
      return {
        preview,
        data,
        summary: reelSummary(reel, site),
        largestImage: reel.poster_url ? { href: reel.poster_url } : undefined,
      };
    },
  });
  route('photos', {
    validId: (id) => idInput.safeParse({ id }).success,
    read: (id) => photos.get(null, id),
    describe: (photo, site, url) => ({
      preview: photoPreview(photo, site),
      data: photoData(photo, site, url),
      summary: photoSummary(photo, site),
    }),
  });
  route('photographers', {
    validId: (id) => photographerIdInput.safeParse({ photographer_id: id }).success,
    read: (id) => photographers.get(id),
    describe: (card, site, url) => {
      const preview = photographerPreview(card, site);
      const data = photographerData(card, site, { url, image: preview.image?.url });
      return { preview, data, summary: photographerSummary(card, site) };
    },
  });
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
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    if (gallery === missing || gallery === unreadable || gallery.needs_password) return sendSite(request, reply);
    const site = siteFor(request);
    return send(reply, site, requestPath(request.url), {
      preview: galleryPreview(gallery, request.params.token, site),
    });
  });
  return sendSite;
}

/**
 * The item; `missing` when it is not there to show (a refusal); `unreadable` when it could not be
 * read (logged), which says nothing about whether it exists.
 */
async function readShown<T>(
  read: () => Promise<T>,
  request: FastifyRequest,
): Promise<T | typeof missing | typeof unreadable> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DomainError) return missing;
    request.log.warn({ err: error }, 'link preview could not be read');
    return unreadable;
  }
}

/**
 * Pages compressed as they were sent, by ETag: most visitors get one of a few pages (a list's page
 * changes when the list does), so each is compressed once per encoding. Compressed here rather than
 * by the compression plugin, which does not see the not-found handler's answers (every page address
 * but an item's).
 */
class KeptPages {
  private static readonly most = 64;
  private readonly pages = new Map<string, KeptBody>();

  get(etag: string, html: string): KeptBody {
    let kept = this.pages.get(etag);
    if (!kept) {
      kept = new KeptBody(html);
      this.pages.set(etag, kept);
      // Oldest first: a Map iterates in insertion order.
      if (this.pages.size > KeptPages.most) this.pages.delete(this.pages.keys().next().value ?? etag);
    }
    return kept;
  }
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 has it for GET and HEAD). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch?.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag)) ?? false;
}
