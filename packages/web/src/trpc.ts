import { TRPCClientError, createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@tasbir/api';
import { errorText as codeText, isErrorCode, type Language, type Refusal, type UiMessageKey } from '@tasbir/shared';
import { messagesFor } from './i18n.js';

export const trpc = createTRPCReact<AppRouter>();

/** The product reconnects a closed live socket after 3 s, every time. */
export const liveReconnectMs = 3_000;
/** How long the socket stays open with nothing subscribed (after signing out) before it closes. */
const liveIdleCloseMs = 5_000;
/** A socket silent this long is pinged; without a pong soon after it is closed (a dropped network sends no close). */
const liveKeepAlive = { enabled: true, intervalMs: 25_000, pongTimeoutMs: 5_000 };

/** The WebSocket address beside the page's own: `/trpc` on the same host, secure when the page is. */
export function liveSocketUrl(page: Pick<Location, 'protocol' | 'host'>): string {
  return `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}/trpc`;
}

/**
 * The tRPC client: queries and mutations batched over HTTP at /trpc with the bearer token read at
 * each request; subscriptions over one WebSocket, opened when the first one starts, the token sent
 * as its connection params. The socket keeps the identity it opened with: close it when the token
 * changes, and the next subscription opens a new one.
 */
export function createTrpcClient(getToken: () => string | null) {
  const socket = createWSClient({
    url: () => liveSocketUrl(window.location),
    connectionParams: () => {
      const token = getToken();
      return token ? { token } : {};
    },
    retryDelayMs: () => liveReconnectMs,
    lazy: { enabled: true, closeMs: liveIdleCloseMs },
    keepAlive: liveKeepAlive,
  });
  const client = trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: socket }),
        false: httpBatchLink({
          url: '/trpc',
          headers: () => {
            const token = getToken();
            return token ? { Authorization: `Bearer ${token}` } : {};
          },
        }),
      }),
    ],
  });
  return { client, socket };
}

/** A refusal as the server sends it: a code of the shared error table and the code's values (a form's own problems have the same shape). */
export type ServerRefusal = Refusal;

/** True when the server answered (as opposed to a network failure). */
export function isServerError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof TRPCClientError && error.shape !== undefined;
}

/** The code and values of a failed tRPC call, or null when the server never answered. */
export function refusalOf(error: unknown): ServerRefusal | null {
  if (!isServerError(error) || !error.data) return null;
  return { code: error.data.errorCode, params: error.data.params };
}

/** The code and values of a REST error body `{detail, code, params}`, or null when it has none. */
export function refusalOfBody(body: string): ServerRefusal | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('code' in parsed) || !isErrorCode(parsed.code)) return null;
    const params =
      'params' in parsed && typeof parsed.params === 'object' && parsed.params !== null
        ? Object.fromEntries(
            Object.entries(parsed.params).filter(
              (entry): entry is [string, string | number] =>
                typeof entry[1] === 'string' || typeof entry[1] === 'number',
            ),
          )
        : {};
    return { code: parsed.code, params };
  } catch {
    // Not JSON (a proxy's error page): there is no code to show.
    return null;
  }
}

/** A refusal in the chosen language, its numbers written as the language writes them. */
export const refusalText = (refusal: ServerRefusal, language: Language) =>
  codeText(refusal.code, refusal.params, language);

/** The sentence to show for a failed call: the server's refusal by its code, else the fallback. */
export function errorText(error: unknown, language: Language, fallback: UiMessageKey): string {
  const refusal = refusalOf(error);
  return refusal ? refusalText(refusal, language) : messagesFor(language)[fallback];
}
