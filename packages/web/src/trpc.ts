import { TRPCClientError, httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@tasbir/api';
import { uiEn, type UiMessageKey, type UiMessages } from '@tasbir/shared';

export const trpc = createTRPCReact<AppRouter>();

/** The tRPC client: one batched HTTP link at /trpc, the bearer token read at each request. */
export function createTrpcClient(getToken: () => string | null) {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        headers: () => {
          const token = getToken();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}

/** English sentence → its key, so a server sentence the tables know shows in the chosen language. */
const keyByEnglishText = new Map<string, UiMessageKey>((Object.keys(uiEn) as UiMessageKey[]).map((key) => [uiEn[key], key]));

/** True when the server answered (as opposed to a network failure). */
export function isServerError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof TRPCClientError && error.shape !== undefined;
}

/**
 * The sentence to show for a failed call: the server's own sentence (in the chosen language when
 * it is one of the shared messages), else the spec's fallback.
 */
export function errorText(error: unknown, t: UiMessages, fallback: UiMessageKey): string {
  if (!isServerError(error) || !error.message) return t[fallback];
  const key = keyByEnglishText.get(error.message);
  return key ? t[key] : error.message;
}

/** A server sentence from outside tRPC (a REST `{detail}`), in the chosen language when the tables know it. */
export function serverSentence(message: string, t: UiMessages): string {
  const key = keyByEnglishText.get(message);
  return key ? t[key] : message;
}
