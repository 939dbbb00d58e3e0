import type { Config } from '../config.js';

/** Fastify's `trustProxy` option: proxy-addr's trust, called with each address from the socket's leftwards. */
type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's option. A number of proxies becomes a trust function over hops, since
 * Fastify 5.12 reads a bare number as "trust nothing"; the client is then the address just before
 * the last that many hops of X-Forwarded-For, whatever a client wrote to the left of it.
 */
export function fastifyTrustProxy(trustProxy: Config['trustProxy']): TrustProxy {
  if (typeof trustProxy !== 'number') return trustProxy;
  const proxies = trustProxy;
  return (_address, hop) => hop < proxies;
}
