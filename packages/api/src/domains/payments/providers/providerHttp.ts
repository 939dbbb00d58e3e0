import { ProviderUnavailable } from './types.js';

export type ProviderAnswer = {
  status: number;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  body: unknown;
};

export const defaultTimeoutMs = 10_000;

/** How a client reaches its provider: global fetch over the network, or the in-process sandbox's own (sandbox/injectFetch.ts). */
export type ProviderTransport = { timeoutMs: number; fetch: typeof fetch };

/** A client's transport from its options: 10 s and the network unless told otherwise. */
export const transportOf = (options: { timeoutMs?: number; fetch?: typeof fetch }): ProviderTransport => ({
  timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
  fetch: options.fetch ?? fetch,
});

/**
 * One request to a provider: a timeout, a network error, a redirect, a 5xx or a body that never
 * arrives whole become ProviderUnavailable, so the caller leaves the payment as it was and retries.
 * A 4xx comes back to the caller, whose meaning differs by provider (Khalti answers Expired with 400).
 */
export async function callProvider(
  what: string,
  url: string,
  init: RequestInit,
  { timeoutMs, fetch: send }: ProviderTransport,
): Promise<ProviderAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await send(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    throw new ProviderUnavailable(`${what}: no answer (${error instanceof Error ? error.name : 'error'})`, {
      cause: error,
    });
  }
  if (response.status >= 500) throw new ProviderUnavailable(`${what}: answered ${response.status}`);
  return { status: response.status, body: parseJson(text) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The body as a plain object, or undefined (an array, a string or no JSON at all). */
export function objectBody(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  return Object.fromEntries(Object.entries(body));
}
