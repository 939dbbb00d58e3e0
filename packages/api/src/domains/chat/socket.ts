import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { chatLimits, type SendMessageFields } from '@tasbir/shared';
import { requireOwnSocket } from '../../access.js';
import { refusalBody } from '../../http/refusalBody.js';
import { toHttpError } from '../../rest/httpError.js';
import { forbidden, unauthorized } from '../../errors.js';
import type { EventBus } from '../../live/eventBus.js';
import { sessionEndedClose } from '../../live/liveEvents.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { ChatService } from './service.js';
import { answerFrame, refusedFrame, type SocketAnswer } from './socketFrames.js';

type Options = {
  bus: EventBus;
  chat: ChatService;
  authenticate: (token: string | undefined) => Promise<AuthenticatedUser>;
  /** The app's own address (`PUBLIC_URL`): a browser page elsewhere may not open the socket. */
  publicUrl: string;
  /** How often the server pings; a socket that has not answered the previous ping by then is dropped. */
  pingMs?: number;
};

/** A socket whose unsent data passes this is too slow to keep up: it is dropped, not buffered without bound. */
const maxBufferedBytes = 1024 * 1024;
/** Frames of one socket waiting for their answer; past this the sender is answered "too quickly" at once. */
const maxWaitingFrames = chatLimits.burstMessages;

/**
 * `GET /api/ws/chat/{userId}?token=JWT`: the product's own live socket. The token is checked before
 * the upgrade completes, so a missing or bad token (401), another account's (403) or a page of
 * another site (an `Origin` that is not `PUBLIC_URL`'s: 403; a client that sends none is no
 * browser page) gets an HTTP refusal and never a socket. Every live event of the account goes out
 * as JSON, `new_message` as `{type: "new_message", message: {...}}`. A client sends with
 * `{type: "send_message", recipient_id, message, message_type, idempotency_key?}`, answered
 * `{type: "message_sent", message}` or `{type: "error", code, detail, retry_after?}`. An account
 * keeps at most `chatLimits.socketsPerAccount` sockets on a server: another closes the oldest
 * (4008). The server pings; a silent socket is closed.
 */
export async function chatSocketRoute(
  app: FastifyInstance,
  { bus, chat, authenticate, publicUrl, pingMs = 30_000 }: Options,
): Promise<void> {
  const accounts = new WeakMap<FastifyRequest, { user: AuthenticatedUser; token: string }>();
  const ownOrigin = new URL(publicUrl).origin.toLowerCase();
  const openSockets = new Map<string, WebSocket[]>();
  app.get<{ Params: { userId: string }; Querystring: { token?: string } }>(
    '/ws/chat/:userId',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        try {
          const origin = request.headers.origin;
          if (origin !== undefined && origin.toLowerCase() !== ownOrigin) throw forbidden('chatOriginRefused');
          const token = request.query.token;
          if (!token) throw unauthorized('notAuthenticated');
          const user = await authenticate(token);
          requireOwnSocket(user, request.params.userId);
          accounts.set(request, { user, token });
        } catch (error) {
          const refusal = toHttpError(error);
          if (!refusal) throw error;
          return reply.status(refusal.status).send(refusalBody(refusal, request));
        }
      },
    },
    (socket, request) => {
      const account = accounts.get(request);
      if (!account) return socket.close(1008);
      const accountId = account.user.id;
      const sockets = [...(openSockets.get(accountId) ?? []), socket];
      openSockets.set(accountId, sockets);
      if (sockets.length > chatLimits.socketsPerAccount) sockets[0]?.close(4008, 'too many sockets');
      socket.on('close', () => {
        const left = (openSockets.get(accountId) ?? []).filter((open) => open !== socket);
        if (left.length > 0) openSockets.set(accountId, left);
        else openSockets.delete(accountId);
      });
      serveSocket(socket, accountId, { bus, chat, pingMs });
      // Each send checks the token again, as a REST call would: a suspension or a revoked token stops it.
      const send = async (fields: SendMessageFields) => chat.send(await authenticate(account.token), fields);
      takeFrames(
        socket,
        (text) => answerFrame(text, send),
        (error) => app.log.error({ err: error }, 'chat socket frame failed'),
      );
    },
  );
}

function serveSocket(
  socket: WebSocket,
  accountId: string,
  { bus, chat, pingMs }: Required<Pick<Options, 'bus' | 'chat' | 'pingMs'>>,
): void {
  const stopListening = bus.subscribe(accountId, ({ event }) => {
    if (socket.readyState !== socket.OPEN) return;
    if (event.type === 'session_ended') return socket.close(sessionEndedClose.code, sessionEndedClose.reason);
    if (socket.bufferedAmount > maxBufferedBytes) return socket.terminate();
    socket.send(JSON.stringify(event));
  });
  const left = chat.presence.connected(accountId);
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

/** Answers the client's frames one at a time, in the order they came; an account no longer signed in is closed (4001). */
function takeFrames(
  socket: WebSocket,
  answer: (text: string | undefined) => Promise<SocketAnswer>,
  logError: (error: unknown) => void,
): void {
  let waiting = 0;
  let queue = Promise.resolve();
  const reply = ({ frame, endsSession }: SocketAnswer) => {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(JSON.stringify(frame));
    if (endsSession) socket.close(sessionEndedClose.code, sessionEndedClose.reason);
  };
  socket.on('message', (data, isBinary) => {
    // As many waiting as the ten seconds allow: the next is past them whatever the waiting ones meet.
    if (waiting >= maxWaitingFrames)
      return reply(refusedFrame({ code: 'tooManyMessages', params: { retry_after: chatLimits.burstSeconds } }));
    waiting += 1;
    const text = isBinary ? undefined : data.toString();
    queue = queue
      .then(() => answer(text))
      .then(reply, (error: unknown) => {
        logError(error);
        reply(refusedFrame({ code: 'internal', params: {} }));
      })
      .finally(() => (waiting -= 1));
  });
}
