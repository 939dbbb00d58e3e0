import WebSocket from 'ws';

/** One call's answer over the socket: its data, tRPC's refusal, or no answer because the socket closed. */
export type SocketAnswer =
  | { ok: true; data: unknown }
  | { ok: false; status: number; errorCode: string | undefined }
  | { ok: false; closed: true };

export type TrpcSocket = {
  call: (type: 'query' | 'mutation', path: string, input: unknown) => Promise<SocketAnswer>;
  /** Sends many calls at once, a frame each (a batch of uploads would pass the socket's frame limit), so all are in flight together. */
  callAll: (calls: readonly { type: 'query' | 'mutation'; path: string; input: unknown }[]) => Promise<SocketAnswer[]>;
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<number>;
  close: () => void;
};

type Pending = (answer: SocketAnswer) => void;

type Answered = {
  id: number;
  result?: { data?: unknown };
  error?: { data?: { httpStatus?: number; errorCode?: string } };
};

const isAnswered = (message: unknown): message is Answered =>
  typeof message === 'object' && message !== null && 'id' in message && typeof message.id === 'number';

function answerOf(message: Answered): SocketAnswer {
  if (message.error)
    return { ok: false, status: message.error.data?.httpStatus ?? 0, errorCode: message.error.data?.errorCode };
  return { ok: true, data: message.result?.data };
}

/**
 * tRPC's WebSocket as the web's wsLink speaks it, frame by frame: the token as connection params
 * in the first message, then calls by id. Raw, so a test sees each answer and the close code.
 */
export async function openTrpcSocket(base: string, token: string): Promise<TrpcSocket> {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/trpc?connectionParams=1`);
  const pending = new Map<number, Pending>();
  let nextId = 0;
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code) => {
      for (const settle of pending.values()) settle({ ok: false, closed: true });
      pending.clear();
      resolve(code);
    }),
  );
  socket.on('message', (raw) => {
    const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw);
    const parsed: unknown = JSON.parse(text);
    const messages: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
    for (const message of messages) {
      if (!isAnswered(message)) continue;
      const settle = pending.get(message.id);
      if (!settle) continue;
      pending.delete(message.id);
      settle(answerOf(message));
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ method: 'connectionParams', data: { token } }));

  const frameOf = (type: string, path: string, input: unknown) => {
    nextId += 1;
    const id = nextId;
    const answer = new Promise<SocketAnswer>((resolve) => {
      if (socket.readyState !== WebSocket.OPEN) return resolve({ ok: false, closed: true });
      pending.set(id, resolve);
    });
    return { frame: { id, jsonrpc: '2.0', method: type, params: { path, input } }, answer };
  };
  return {
    call: (type, path, input) => {
      const { frame, answer } = frameOf(type, path, input);
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
      return answer;
    },
    callAll: (calls) => {
      const made = calls.map(({ type, path, input }) => frameOf(type, path, input));
      for (const { frame } of made) if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
      return Promise.all(made.map(({ answer }) => answer));
    },
    closed,
    close: () => socket.close(),
  };
}
