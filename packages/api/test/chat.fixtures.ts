import WebSocket from 'ws';
import type { TestApp } from './harness.js';

/** The app listening on a free port of 127.0.0.1, for sockets; its base address. */
export async function listening(t: TestApp): Promise<string> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('http://', 'ws://');
}

/** What one socket received, in order, and a way to wait for the next event of a type. */
export type SocketInbox = {
  socket: WebSocket;
  events: Record<string, unknown>[];
  next: (type: string, timeoutMs?: number) => Promise<Record<string, unknown>>;
  close: () => Promise<void>;
};

export type SocketRefusal = { refused: number };

/** Opens `/api/ws/chat/{userId}` with a token (and headers, an `Origin` say); resolves once open, or with the HTTP status that refused it. */
export function openChatSocket(
  base: string,
  userId: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<SocketInbox | SocketRefusal> {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(`${base}/api/ws/chat/${userId}${query}`, { headers });
  const events: Record<string, unknown>[] = [];
  const waiting: { type: string; resolve: (event: Record<string, unknown>) => void }[] = [];
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as Record<string, unknown>;
    events.push(event);
    const index = waiting.findIndex((waiter) => waiter.type === event.type);
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(event);
  });
  const seen = new Set<Record<string, unknown>>();
  const next = (type: string, timeoutMs = 2000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const already = events.find((event) => event.type === type && !seen.has(event));
      if (already) {
        seen.add(already);
        return resolve(already);
      }
      const timer = setTimeout(() => reject(new Error(`no ${type} event within ${timeoutMs} ms`)), timeoutMs);
      waiting.push({
        type,
        resolve: (event) => {
          clearTimeout(timer);
          seen.add(event);
          resolve(event);
        },
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      if (socket.readyState === WebSocket.CLOSED) return resolve();
      socket.once('close', () => resolve());
      socket.close();
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, events, next, close }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ refused: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', (error) => reject(error));
  });
}

export function isOpen(result: SocketInbox | SocketRefusal): result is SocketInbox {
  return 'socket' in result;
}
