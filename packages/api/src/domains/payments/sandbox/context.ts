import type { FastifyReply } from 'fastify';
import type { PendingRule } from './records.js';
import type { SandboxStore } from './store.js';

/** Test-only faults on the server-to-server APIs (status, initiate, lookup); read on every call, so a test may change them midway. */
export type SandboxFaults = {
  /** Wait this long before answering. */
  latencyMs?: number;
  /** Answer 503 with the provider's outage body instead. */
  unavailable?: boolean;
};

export type SandboxContext = {
  store: SandboxStore;
  now: () => number;
  /** The prefix the sandbox is mounted under, e.g. /sandbox, for the links it builds. */
  prefix: string;
  pending: PendingRule;
  faults: SandboxFaults;
};

/** Applies the faults; true when the answer was already sent (the provider is "down"). */
export async function answeredByFault(
  context: SandboxContext,
  reply: FastifyReply,
  outageBody: object,
): Promise<boolean> {
  const latency = context.faults.latencyMs ?? 0;
  if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
  if (!context.faults.unavailable) return false;
  await reply.status(503).send(outageBody);
  return true;
}

/** A form body (application/x-www-form-urlencoded, parsed by the plugin) as its string fields. */
export function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The outcome the checkout form posted, if it is one. */
export function outcomeOf<Outcome extends string>(body: unknown, outcomes: readonly Outcome[]): Outcome | undefined {
  const outcome = formFields(body).outcome;
  return outcomes.find((known) => known === outcome);
}

/** A URL with these query parameters added (a provider appends to whatever query the merchant's URL has). */
export function withQuery(url: string, query: ReadonlyArray<readonly [string, string]>): string {
  const target = new URL(url);
  for (const [name, value] of query) target.searchParams.append(name, value);
  return target.href;
}

export const isWebUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};
