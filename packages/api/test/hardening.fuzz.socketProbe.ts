import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import type { TestApp } from './harness.js';

/**
 * Whether the sockets still serve after the fuzz: a fresh socket of each kind, opened by an account
 * the fuzz never touches, does a real round trip. On tRPC's it subscribes to `live.events`, asks a
 * query, and receives the typing of its chat partner; on the literal chat socket it sends a frame
 * and has it answered, and receives the same typing. HTTP answering says nothing of either.
 */
export type ProbePair = { writer: NewUser; reader: NewUser };

/** A user who wrote to a photographer once, so the user's typing reaches the photographer's sockets. */
export async function probePair(t: TestApp): Promise<ProbePair> {
  const [writer, reader] = [await newUser(t), await newPhotographer(t)];
  const sent = await t.call('POST', '/api/chat/send', {
    token: writer.access_token,
    body: { recipient_id: reader.user.id, message: 'Are you free on Saturday?' },
  });
  if (sent.status !== 200)
    throw new Error(`the probe's first message was refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  return { writer, reader };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at `path` inside a parsed message, or undefined. */
export function fieldAt(value: unknown, ...path: string[]): unknown {
  let here = value;
  for (const key of path) here = isRecord(here) ? here[key] : undefined;
  return here;
}

type Inbox = { until: (wanted: (message: unknown) => boolean, what: string) => Promise<void> };

/** Every message a socket receives, parsed; `until` waits for one that is wanted, and fails on a close or after 5 s. */
function inboxOf(socket: WebSocket, name: string): Inbox {
  const received: unknown[] = [];
  let closed: number | undefined;
  let wake: () => void = () => {};
  socket.on('message', (data: Buffer) => {
    try {
      received.push(JSON.parse(data.toString()));
    } catch {
      received.push(data.toString());
    }
    wake();
  });
  socket.on('close', (code: number) => {
    closed = code;
    wake();
  });
  const until = async (wanted: (message: unknown) => boolean, what: string) => {
    const deadline = Date.now() + 5_000;
    while (!received.some(wanted)) {
      const seen = JSON.stringify(received).slice(0, 500);
      if (closed !== undefined)
        throw new Error(`a fresh ${name} closed with ${closed} before ${what}; it had received ${seen}`);
      if (Date.now() > deadline)
        throw new Error(`a fresh ${name} did not see ${what} within 5 s; it had received ${seen}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50).unref();
      });
    }
  };
  return { until };
}

const typing = async (t: TestApp, { writer, reader }: ProbePair) => {
  const reply = await t.call('POST', '/api/chat/typing', {
    token: writer.access_token,
    body: { recipient_id: reader.user.id },
  });
  if (reply.status !== 200)
    throw new Error(`the probe's typing was refused: ${reply.status} ${JSON.stringify(reply.body)}`);
};

/** A fresh tRPC socket: connection params, a subscription to `live.events` that starts, a query answered, and a live event received. */
export async function trpcRoundTrip(t: TestApp, pair: ProbePair): Promise<void> {
  const socket = await t.app.injectWS('/trpc?connectionParams=1');
  const inbox = inboxOf(socket, 'tRPC socket');
  try {
    socket.send(JSON.stringify({ method: 'connectionParams', data: { token: pair.reader.access_token } }));
    socket.send(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'subscription', params: { path: 'live.events', input: {} } }),
    );
    await inbox.until(
      (message) => fieldAt(message, 'id') === 1 && fieldAt(message, 'result', 'type') === 'started',
      'its live.events subscription start',
    );
    socket.send(JSON.stringify({ id: 2, jsonrpc: '2.0', method: 'query', params: { path: 'auth.me' } }));
    await inbox.until(
      (message) => fieldAt(message, 'id') === 2 && fieldAt(message, 'result', 'data', 'id') === pair.reader.user.id,
      'auth.me answered with its account',
    );
    await typing(t, pair);
    await inbox.until(
      (message) =>
        fieldAt(message, 'id') === 1 &&
        fieldAt(message, 'result', 'data', 'data', 'type') === 'typing' &&
        fieldAt(message, 'result', 'data', 'data', 'from_id') === pair.writer.user.id,
      "the partner's typing on live.events",
    );
  } finally {
    socket.terminate();
  }
}

/** Opens the literal chat socket of an account, as the server in memory takes it. */
export const openChatSocketOf = (app: FastifyInstance, account: NewUser): Promise<WebSocket> =>
  app.injectWS(`/api/ws/chat/${account.user.id}?token=${encodeURIComponent(account.access_token)}`);

/** A fresh literal chat socket: a frame sent and answered, and a live event received. */
export async function chatRoundTrip(t: TestApp, pair: ProbePair): Promise<void> {
  const socket = await openChatSocketOf(t.app, pair.reader);
  const inbox = inboxOf(socket, 'chat socket');
  try {
    // Answered once the server has taken the socket, so the typing below is published to it.
    socket.send(JSON.stringify({ type: 'ping' }));
    await inbox.until(
      (message) => fieldAt(message, 'type') === 'error' && fieldAt(message, 'code') === 'chatFrameUnknown',
      'an answer to its frame',
    );
    await typing(t, pair);
    await inbox.until(
      (message) => fieldAt(message, 'type') === 'typing' && fieldAt(message, 'from_id') === pair.writer.user.id,
      "the partner's typing",
    );
  } finally {
    socket.terminate();
  }
}

/** Both kinds of socket, each fresh, do their round trip. */
export async function expectSocketsStillServe(t: TestApp, pair: ProbePair): Promise<void> {
  await trpcRoundTrip(t, pair);
  await chatRoundTrip(t, pair);
}
