import pg from 'pg';

export type PgListener = { close: () => Promise<void> };

export type PgListenerOptions = {
  url: string;
  channel: string;
  onPayload: (payload: string) => void;
  /** The connection failed or dropped; it is opened again after `retryMs`. */
  onError: (error: Error) => void;
  /** Listening (again): a reconnect may have missed notifications. */
  onListening?: () => void;
  retryMs?: number;
};

/**
 * A connection of its own that LISTENs on one channel for as long as it is open, reconnecting after
 * a failure (a pooled connection cannot listen: the pool hands it to other queries).
 */
export function listenOnPostgres({
  url,
  channel,
  onPayload,
  onError,
  onListening,
  retryMs = 1000,
}: PgListenerOptions): Promise<PgListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    client = next;
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    onListening?.();
  };

  const reconnect = (failed: pg.Client) => {
    if (closed || client !== failed || retry) return;
    client = undefined;
    failed.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        onError(error instanceof Error ? error : new Error(String(error)));
        if (client) reconnect(client);
      });
    }, retryMs);
  };

  return connect().then(() => ({
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end();
    },
  }));
}
