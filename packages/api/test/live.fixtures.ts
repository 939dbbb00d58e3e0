import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import type { ChatMessage } from '@tasbir/shared';
import WebSocket from 'ws';
import type { AppRouter } from '../src/app/appRouter.js';
import type { NewUser } from './factories.js';
import type { LiveEvent } from '../src/live/liveEvents.js';

type Received = { id: string | undefined; type: string; message?: ChatMessage };

/** The web app's way in: a tRPC client over the WebSocket link, the token sent as a connection param. */
export function liveClient(base: string, account: NewUser | null) {
  const wsClient = createWSClient({
    url: `${base}/trpc`,
    // ws's WebSocket is the one Node 20 has; the link only uses what the browser's offers.
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    connectionParams: account ? { token: account.access_token } : null,
    retryDelayMs: () => 50,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
  return { client, close: () => wsClient.close() };
}

/** Subscribes to `live.events` on the server at `base`; `until` waits for what should arrive. */
export function subscribeLive(base: string, account: NewUser | null, lastEventId?: string) {
  const { client, close } = liveClient(base, account);
  const received: Received[] = [];
  /** Every event whole, for tests that look past its type (whose conversation, whose presence). */
  const events: { id: string | undefined; event: LiveEvent }[] = [];
  const errors: unknown[] = [];
  let notify: (() => void) | undefined;
  const subscription = client.live.events.subscribe(lastEventId ? { lastEventId } : undefined, {
    onData: (envelope) => {
      received.push({
        id: envelope.id,
        type: envelope.data.type,
        ...(envelope.data.type === 'new_message' ? { message: envelope.data.message } : {}),
      });
      events.push({ id: envelope.id, event: envelope.data });
      notify?.();
    },
    onError: (error) => {
      errors.push(error);
      notify?.();
    },
  });
  const until = async (check: () => boolean, timeoutMs = 2000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('nothing arrived in time');
      await new Promise<void>((resolve) => {
        notify = resolve;
        setTimeout(resolve, 50);
      });
    }
  };
  return { received, events, errors, until, stop: () => (subscription.unsubscribe(), close()) };
}
