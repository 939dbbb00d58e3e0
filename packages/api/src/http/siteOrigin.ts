import type { FastifyRequest } from 'fastify';

/** Where the site's absolute links point. */
export type SiteAddress = {
  /** PUBLIC_URL, or its default: where absolute links point, whatever the request's host says. */
  publicUrl: string;
  /**
   * Whether the request's host names the site instead: only in development without PUBLIC_URL,
   * where the dev server's own address is wanted. Anywhere else a client could write another
   * site's address into pages that caches and crawlers keep.
   */
  followRequestHost: boolean;
};

const hostPattern = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** PUBLIC_URL; in development without it, the address the request came to (through trusted proxies, per TRUST_PROXY). */
export function siteOrigin(request: FastifyRequest, { publicUrl, followRequestHost }: SiteAddress): string {
  return followRequestHost && hostPattern.test(request.host) ? `${request.protocol}://${request.host}` : publicUrl;
}
