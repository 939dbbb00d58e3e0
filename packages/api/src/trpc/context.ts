import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../services.js';
import type { AuthenticatedUser } from '../domains/auth/service.js';
import { bearerToken } from '../http/bearerToken.js';

export type Context = {
  services: AppServices;
  /** The client address rate limits key on (from X-Forwarded-For only when TRUST_PROXY is set). */
  ip: string;
  /** With the address, tells visitors apart for counting views once per viewer and day. */
  userAgent: string;
  /** Resolves the bearer token once per request, only when a procedure asks. */
  authenticate: () => Promise<AuthenticatedUser>;
  /** True when the request carried a token at all (a bad one is refused even on public calls that read the user). */
  hasToken: boolean;
};

/** What a WebSocket client sends when it connects (`connectionParams`): browsers cannot set headers there. */
type ConnectionInfo = { connectionParams?: Partial<Record<string, string>> | null };

export function contextFactory(services: AppServices) {
  return ({ req, info }: { req: FastifyRequest; res?: FastifyReply; info?: ConnectionInfo }): Context => {
    const token = bearerToken(req) ?? info?.connectionParams?.token;
    let pending: Promise<AuthenticatedUser> | undefined;
    return {
      services,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
      hasToken: token !== undefined,
      authenticate: () => (pending ??= services.auth.authenticate(token)),
    };
  };
}
