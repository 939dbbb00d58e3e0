import { TRPCClientError } from '@trpc/client';
import type { ChatMessage } from '@tasbir/shared';
import type WebSocket from 'ws';
import { isOpen, openChatSocket } from './chat.fixtures.js';
import { liveClient } from './live.fixtures.js';
import type { NewUser } from './factories.js';
import type { TestApp } from './harness.js';

/**
 * One chat send over each way in a client has: REST, tRPC over HTTP, tRPC over its WebSocket and
 * the literal chat socket, answered alike, so a test can ask the same of all four.
 */
export type SendAnswer =
  { sent: ChatMessage } | { refused: { status: number | undefined; code: unknown; retry_after: unknown } };
export type SendFields = { recipient_id: string; message: string; idempotency_key?: string };
export type Sender = { send: (fields: SendFields) => Promise<SendAnswer>; close: () => Promise<void> };
export type Transport = 'REST' | 'tRPC over HTTP' | 'the tRPC socket' | 'the literal chat socket';
export const transports: readonly Transport[] = [
  'REST',
  'tRPC over HTTP',
  'the tRPC socket',
  'the literal chat socket',
];

type Params = { retry_after?: unknown } | undefined;

function restSender(t: TestApp, from: NewUser): Sender {
  return {
    send: async ({ idempotency_key: key, ...body }) => {
      const reply = await t.call<ChatMessage & { code?: string; params?: Params }>('POST', '/api/chat/send', {
        token: from.access_token,
        body,
        headers: key === undefined ? {} : { 'idempotency-key': key },
      });
      return reply.status === 200
        ? { sent: reply.body }
        : { refused: { status: reply.status, code: reply.body.code, retry_after: reply.body.params?.retry_after } };
    },
    close: () => Promise.resolve(),
  };
}

type TrpcReply = { result?: { data: ChatMessage }; error?: { data: { errorCode: string; params: Params } } };

function trpcHttpSender(t: TestApp, from: NewUser): Sender {
  return {
    send: async (input) => {
      const reply = await t.call<TrpcReply>('POST', '/trpc/chat.send', { token: from.access_token, body: input });
      if (reply.body.result) return { sent: reply.body.result.data };
      return {
        refused: {
          status: reply.status,
          code: reply.body.error?.data.errorCode,
          retry_after: reply.body.error?.data.params?.retry_after,
        },
      };
    },
    close: () => Promise.resolve(),
  };
}

function trpcSocketSender(base: string, from: NewUser): Sender {
  const { client, close } = liveClient(base, from);
  return {
    send: async (input) => {
      try {
        return { sent: await client.chat.send.mutate(input) };
      } catch (error) {
        if (!(error instanceof TRPCClientError)) throw error;
        const data = error.data as { httpStatus?: number; errorCode?: string; params?: Params } | undefined;
        return { refused: { status: data?.httpStatus, code: data?.errorCode, retry_after: data?.params?.retry_after } };
      }
    },
    close,
  };
}

/** Sends one frame on a literal chat socket and waits for its answer (`message_sent` or `error`). */
export function frameAnswer(socket: WebSocket, frame: unknown): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket did not answer the frame')), 5000);
    const onMessage = (data: WebSocket.RawData) => {
      const event = JSON.parse(String(data)) as Record<string, unknown>;
      if (event.type !== 'message_sent' && event.type !== 'error') return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(event);
    };
    socket.on('message', onMessage);
    socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  });
}

async function literalSocketSender(base: string, from: NewUser): Promise<Sender> {
  const opened = await openChatSocket(base, from.user.id, from.access_token);
  if (!isOpen(opened)) throw new Error(`chat socket refused with ${opened.refused}`);
  return {
    send: async (fields) => {
      const answer = await frameAnswer(opened.socket, { type: 'send_message', message_type: 'text', ...fields });
      if (answer.type === 'message_sent') return { sent: answer.message as ChatMessage };
      return { refused: { status: undefined, code: answer.code, retry_after: answer.retry_after } };
    },
    close: opened.close,
  };
}

export function senderOver(transport: Transport, t: TestApp, base: string, from: NewUser): Promise<Sender> {
  switch (transport) {
    case 'REST':
      return Promise.resolve(restSender(t, from));
    case 'tRPC over HTTP':
      return Promise.resolve(trpcHttpSender(t, from));
    case 'the tRPC socket':
      return Promise.resolve(trpcSocketSender(base, from));
    case 'the literal chat socket':
      return literalSocketSender(base, from);
  }
}
