import { TRPCClientError, httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@tasbir/api';
import { fillMessage, isErrorCode, type ErrorCode, type ErrorParams, type UiMessageKey, type UiMessages } from '@tasbir/shared';

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

/** A refusal as the server sends it: a code of the shared error table and the code's values. */
export type ServerRefusal = { code: ErrorCode; params: ErrorParams };

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
    const params = 'params' in parsed && typeof parsed.params === 'object' && parsed.params !== null ? Object.fromEntries(Object.entries(parsed.params).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number')) : {};
    return { code: parsed.code, params };
  } catch {
    // Not JSON (a proxy's error page): there is no code to show.
    return null;
  }
}

/** A refusal in the chosen language. */
export const refusalText = (refusal: ServerRefusal, t: UiMessages) => fillMessage(t[refusal.code], refusal.params);

/** The sentence to show for a failed call: the server's refusal by its code, else the fallback. */
export function errorText(error: unknown, t: UiMessages, fallback: UiMessageKey): string {
  const refusal = refusalOf(error);
  return refusal ? refusalText(refusal, t) : t[fallback];
}
