import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../app/services.js';
import type { AuthenticatedUser } from '../domains/auth/service.js';
import { bearerToken } from '../http/bearerToken.js';
import { DomainError } from '../errors.js';
import { sessionEndedClose } from '../live/liveEvents.js';

export type Context = {
  services: AppServices;
  /** The client address rate limits key on (from X-Forwarded-For only when TRUST_PROXY is set). */
  ip: string;
  /** With the address, tells visitors apart for counting views once per viewer and day. */
  userAgent: string;
  /**
   * The caller behind the token, refusing a token that is not valid now. Over HTTP it is resolved
   * once per request, when a procedure asks; over a socket, again on every call.
   */
  authenticate: () => Promise<AuthenticatedUser>;
  /** The address the request came to (`https://host`), through trusted proxies (TRUST_PROXY). */
  origin: string;
  /** A delivery gallery's headers (`X-Gallery-Access`, `X-Gallery-Visitor`): a client's unlock and picking key, no account. */
  gallery: { access: string | undefined; visitorKey: string | undefined };
  /** True when the request carried a token at all (a bad one is refused even on public calls that read the user). */
  hasToken: boolean;
};

/** What a WebSocket client sends when it connects (`connectionParams`): browsers cannot set headers there. */
type ConnectionInfo = { connectionParams?: Partial<Record<string, string>> | null };

/** A tRPC WebSocket connection, as far as the context needs it: closed when its account's session ends. */
export type ContextSocket = {
  close: (code: number, reason: string) => void;
  once: (event: 'close', listener: () => void) => unknown;
};

type ContextSource = { req: FastifyRequest; res?: FastifyReply; info?: ConnectionInfo; socket?: ContextSocket };

export function contextFactory(services: AppServices) {
  return ({ req, info, socket }: ContextSource): Context => {
    const token = bearerToken(req) ?? info?.connectionParams?.token;
    let pending: Promise<AuthenticatedUser> | undefined;
    return {
      services,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
      origin: `${req.protocol}://${req.host}`,
      hasToken: token !== undefined,
      gallery: { access: headerText(req, 'x-gallery-access'), visitorKey: headerText(req, 'x-gallery-visitor') },
      authenticate: socket
        ? socketAuthentication(services, token, socket)
        : () => (pending ??= services.auth.authenticate(token)),
    };
  };
}

function headerText(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A socket lives for hours, through suspensions, deletions, demotions and password resets, so
 * each call on it checks the account again, as each REST request does. Once its account has been
 * seen, the socket also closes when that account's session ends: on the event that ends it, or at
 * the first call refused after it (an event another server published and this one missed).
 */
function socketAuthentication(
  services: AppServices,
  token: string | undefined,
  socket: ContextSocket,
): () => Promise<AuthenticatedUser> {
  let watched = false;
  let checking = 0;
  let ending = false;
  // Calls under way get their refusals first, and a subscription its own `session_ended`, so the
  // page hears why it was signed out; a client cannot hold the socket open past the last wait.
  const closeAfter = (ms: number) =>
    setTimeout(() => socket.close(sessionEndedClose.code, sessionEndedClose.reason), ms).unref();
  const end = () => {
    if (ending) return;
    ending = true;
    if (checking === 0) closeAfter(sessionEndedClose.graceMs);
    closeAfter(sessionEndedClose.lastWaitMs);
  };
  const authenticate = async () => {
    checking += 1;
    try {
      const user = await services.auth.authenticate(token);
      if (!watched) {
        watched = true;
        socket.once('close', services.live.onSessionEnded(user.id, end));
      }
      return user;
    } catch (error) {
      if (watched && error instanceof DomainError && error.kind === 'UNAUTHORIZED') end();
      throw error;
    } finally {
      checking -= 1;
      if (ending && checking === 0) closeAfter(sessionEndedClose.graceMs);
    }
  };
  // Watched from the start, so a socket that only listens is closed too.
  if (token !== undefined) authenticate().catch(() => undefined);
  return authenticate;
}
