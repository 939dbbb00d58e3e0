import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { refusalBody } from '../../http/refusalBody.js';
import { toHttpError } from '../../rest/httpError.js';
import { forbidden, unauthorized } from '../../errors.js';
import type { EventBus } from '../../live/eventBus.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { Presence } from './presence.js';

type Options = {
  bus: EventBus;
  presence: Presence;
  authenticate: (token: string | undefined) => Promise<AuthenticatedUser>;
  /** How often the server pings; a socket that has not answered the previous ping by then is dropped. */
  pingMs?: number;
};

/** A socket whose unsent data passes this is too slow to keep up: it is dropped, not buffered without bound. */
const maxBufferedBytes = 1024 * 1024;

/**
 * `GET /api/ws/chat/{userId}?token=JWT`: the product's own live socket. The token is checked before
 * the upgrade completes, so a missing or bad token (401) or another account's (403) gets an HTTP
 * refusal and never a socket. Every live event of the account goes out as JSON, `new_message`
 * as `{type: "new_message", message: {...}}`. The server pings; a silent socket is closed.
 */
export async function chatSocketRoute(app: FastifyInstance, { bus, presence, authenticate, pingMs = 30_000 }: Options): Promise<void> {
  const accounts = new WeakMap<FastifyRequest, AuthenticatedUser>();
  app.get<{ Params: { userId: string }; Querystring: { token?: string } }>(
    '/ws/chat/:userId',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        try {
          const token = request.query.token;
          if (!token) throw unauthorized('notAuthenticated');
          const user = await authenticate(token);
          if (user.id !== request.params.userId) throw forbidden();
          accounts.set(request, user);
        } catch (error) {
          const refusal = toHttpError(error);
          if (!refusal) throw error;
          return reply.status(refusal.status).send(refusalBody(refusal, request));
        }
      },
    },
    (socket, request) => {
      const user = accounts.get(request);
      if (!user) return socket.close(1008);
      serveSocket(socket, user.id, { bus, presence, pingMs });
    },
  );
}

function serveSocket(socket: WebSocket, accountId: string, { bus, presence, pingMs }: Required<Pick<Options, 'bus' | 'presence' | 'pingMs'>>): void {
  const stopListening = bus.subscribe(accountId, ({ event }) => {
    if (socket.readyState !== socket.OPEN) return;
    if (event.type === 'session_ended') return socket.close(4001, 'session ended');
    if (socket.bufferedAmount > maxBufferedBytes) return socket.terminate();
    socket.send(JSON.stringify(event));
  });
  const left = presence.connected(accountId);
  let answered = true;
  socket.on('pong', () => (answered = true));
  const pinger = setInterval(() => {
    if (!answered) return socket.terminate();
    answered = false;
    socket.ping();
  }, pingMs);
  socket.on('close', () => {
    clearInterval(pinger);
    stopListening();
    left();
  });
}
