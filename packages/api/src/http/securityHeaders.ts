import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Content-Security-Policy the built web app runs under: its own scripts only (index.html has no
 * inline script, the service worker registers from /registerSW.js), its own styles (React sets
 * `style` props through the DOM, which a policy does not govern), images from the site plus the
 * blob: and data: previews and placeholders, audio and video from the site or a blob: preview,
 * fetches and WebSockets (chat, tRPC subscriptions) to the same origin, which 'self' covers.
 * Nothing may frame the site, embed a plugin, rebase its links or post a form elsewhere, but to the
 * payment providers configured (eSewa takes its payments by a form the page posts to its site).
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'blob:', 'data:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

const readOnlyMethods = new Set(['GET', 'HEAD']);

/**
 * A request whose answer belongs to one person: it carries a token (the Authorization header, or the
 * chat socket's `?token=`), or it changes something (a sign-in's answer holds the new token).
 */
export function isPersonalRequest(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    /[?&]token=/.test(request.url) ||
    !readOnlyMethods.has(request.method)
  );
}

/** The headers helmet sets with these options, read from a response that is never sent. */
function helmetHeaders(options: HelmetOptions): OutgoingHttpHeaders {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => undefined);
  return response.getHeaders();
}

/**
 * The headers of every answer: helmet's, with the form targets the payment providers need and the
 * hashes of the app page's inline stylesheet (http/appTemplate.ts).
 */
export function securityHeaderSet(
  formActions: readonly string[] = [],
  styleHashes: readonly string[] = [],
): OutgoingHttpHeaders {
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...contentSecurityPolicy,
        'style-src': [...contentSecurityPolicy['style-src'], ...styleHashes],
        'form-action': [...contentSecurityPolicy['form-action'], ...formActions],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Same-site rather than same-origin: a site's own subdomains (a CDN in front of /api/media) may show its images.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, headers: OutgoingHttpHeaders): void {
  reply.headers(headers);
  if (isPersonalRequest(request)) reply.header('cache-control', 'no-store');
}

/**
 * Security headers on every answer (pages, JSON, media, refusals and 404s alike) through helmet, and
 * `Cache-Control: no-store` on personal answers, so no browser, proxy or service worker keeps one.
 * Both are set on the reply as the request arrives, so a route that names its own caching (a media
 * file is public and immutable whoever asks) still has the last word. Visitors' answers keep the
 * caching their routes give them.
 *
 * helmet's headers depend on no request (no nonces), so they are read once at start-up. Its Fastify
 * plugin builds a new helmet on every request (checking every option again), which cost a cached
 * list more than half its throughput (docs/decisions/011-hardening.md).
 */
export function securityHeaders(app: FastifyInstance, headers: OutgoingHttpHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply, headers);
    done();
  });
}

type FrameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Fastify refuses an address it cannot read (a broken escape) before every hook runs, helmet's
 * included: its refusal gets the same headers here.
 */
export function withSecurityHeaders(
  handler: FrameworkErrorHandler,
  headers: OutgoingHttpHeaders,
): FrameworkErrorHandler {
  return (error, request, reply) => {
    setSecurityHeaders(request, reply, headers);
    return handler(error, request, reply);
  };
}
