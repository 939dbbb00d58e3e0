import type { FastifyRequest } from 'fastify';

/** `Bearer`, spaces, one token68 (RFC 6750): nothing before it and nothing after it but spaces. */
const bearerHeader = /^bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/** The token of an `Authorization: Bearer …` header, or undefined when there is none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return bearerHeader.exec(header)?.[1];
}
