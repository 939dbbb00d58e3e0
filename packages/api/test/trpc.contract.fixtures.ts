import { TRPCClientError, type TRPCClient } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';

/**
 * What the contract tests of the native tRPC HTTP path share (trpc.contract.appRouter.test.ts,
 * trpc.contract.tinyRouter.test.ts): a client over each link whose fetch records every answer, run
 * the same way against the native handler and tRPC's own Fastify adapter.
 */

/** One HTTP exchange as the client's fetch saw it. */
export type Exchange = { status: number; body: string };
/** What one server sent and what the tRPC client made of it. */
type Seen = { exchanges: Exchange[]; outcome: unknown };
export type LinkKind = 'httpLink' | 'httpBatchLink' | 'httpBatchStreamLink';
type LinkOptions = {
  url: string;
  headers: Record<string, string>;
  fetch: (input: Parameters<typeof fetch>[0], init?: RequestInit) => Promise<Response>;
};
export type MakeClient<TRouter extends AnyTRPCRouter> = (kind: LinkKind, options: LinkOptions) => TRPCClient<TRouter>;

/** A fetch that keeps each answer's status and raw body text. */
const recordingFetch =
  (exchanges: Exchange[]): LinkOptions['fetch'] =>
  async (input, init) => {
    const response = await fetch(input, init);
    exchanges.push({ status: response.status, body: await response.clone().text() });
    return response;
  };

async function settle(work: Promise<unknown>): Promise<unknown> {
  try {
    return { value: await work };
  } catch (error) {
    return error instanceof TRPCClientError
      ? { error: { message: error.message, shape: error.shape } }
      : { thrown: String(error) };
  }
}

/** Each call's value or error, for a batch that mixes answers. */
export const settleEach = (calls: Promise<unknown>[]) => Promise.all(calls.map(settle));

/** Runs the same client calls against one server after the other, so both see the same history. */
export async function onBoth<TRouter extends AnyTRPCRouter>(
  bases: { native: string; adapter: string },
  makeClient: MakeClient<TRouter>,
  kind: LinkKind,
  calls: (client: TRPCClient<TRouter>) => Promise<unknown>,
  headers: Record<string, string> = {},
): Promise<{ native: Seen; adapter: Seen }> {
  const seen = async (base: string): Promise<Seen> => {
    const exchanges: Exchange[] = [];
    const client = makeClient(kind, { url: `${base}/trpc`, headers, fetch: recordingFetch(exchanges) });
    return { outcome: await settle(calls(client)), exchanges };
  };
  return { native: await seen(bases.native), adapter: await seen(bases.adapter) };
}
