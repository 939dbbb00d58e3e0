import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type WebSocket from 'ws';
import {
  brokenJsonText,
  deepJsonText,
  inputText,
  jsonText,
  nastyString,
  type Shape,
} from './hardening.fuzz.arbitraries.js';
import { isRecord } from './hardening.fuzz.socketProbe.js';

/**
 * The schema fuzz over tRPC's WebSocket (`/trpc`), where the subscriptions live: a session opens a
 * socket (the token in the upgrade's Authorization header, or in a connection-params message,
 * itself malformed now and then), sends a few malformed messages (JSON-RPC envelopes with odd ids,
 * methods, paths and inputs; batches; broken JSON; binary frames), then asks `system.health` on the
 * same socket. A session may end in a close only for a reason it gave (`unearnedTrpcClose`).
 */
export type SocketSession = { connectionParams: 'none' | 'valid' | string; messages: (string | Buffer)[] };
/** What a session met: every message the server sent, its close code if it closed the socket, whether the probe was answered. */
export type SessionOutcome = { answers: string[]; closeCode: number | undefined; probeAnswered: boolean };

const idText = fc.oneof(
  { weight: 4, arbitrary: fc.integer().map(String) },
  { weight: 2, arbitrary: nastyString.map((text) => JSON.stringify(text)) },
  { weight: 1, arbitrary: fc.constantFrom('null', 'true', '1.5', '[]', '{}', '-0', '1e309') },
);
const methodText = fc
  .oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom('subscription', 'subscription.stop', 'query', 'mutation', 'connectionParams'),
    },
    { weight: 1, arbitrary: nastyString },
  )
  .map((text) => JSON.stringify(text));

/** One envelope as text: the procedure's own path mostly, with a malformed input, id or method. */
function envelope(path: string, shape: Shape, others: readonly string[]): fc.Arbitrary<string> {
  const pathText = fc
    .oneof(
      { weight: 6, arbitrary: fc.constant(path) },
      { weight: 2, arbitrary: fc.constantFrom(...others) },
      { weight: 1, arbitrary: nastyString },
    )
    .map((text) => JSON.stringify(text));
  const input = inputText(shape);
  return fc
    .tuple(
      idText,
      methodText,
      pathText,
      fc.option(input, { freq: 6 }),
      fc.option(nastyString, { freq: 3 }),
      fc.option(jsonText, { freq: 4 }),
    )
    .map(([id, method, p, value, lastEventId, extra]) => {
      const params = [
        `"path":${p}`,
        ...(value === null ? [] : [`"input":${value}`]),
        ...(lastEventId === null ? [] : [`"lastEventId":${JSON.stringify(lastEventId)}`]),
      ].join(',');
      return `{"id":${id},"jsonrpc":"2.0","method":${method},"params":{${params}}${extra === null ? '' : `,"extra":${extra}`}}`;
    });
}

export function socketSessions(path: string, shape: Shape, others: readonly string[]): fc.Arbitrary<SocketSession> {
  const one = envelope(path, shape, others);
  const message = fc.oneof(
    { weight: 8, arbitrary: one },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 4 }).map((items) => `[${items.join(',')}]`) },
    { weight: 1, arbitrary: fc.oneof(brokenJsonText, jsonText, deepJsonText.inBody) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
  );
  const connectionParams = fc.oneof(
    { weight: 6, arbitrary: fc.constant('none') },
    { weight: 2, arbitrary: fc.constant('valid') },
    {
      weight: 1,
      arbitrary: fc.oneof(
        brokenJsonText,
        jsonText,
        fc.tuple(jsonText).map(([data]) => `{"method":"connectionParams","data":${data}}`),
      ),
    },
  );
  return fc.record({ connectionParams, messages: fc.array(message, { minLength: 1, maxLength: 3 }) });
}

const within = (ms: number) => new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref());

/** Runs a session on a socket of its own. */
export async function runSession(
  app: FastifyInstance,
  session: SocketSession,
  token: string | undefined,
): Promise<SessionOutcome> {
  const withParams = session.connectionParams !== 'none';
  const headers: Record<string, string> = token && !withParams ? { authorization: `Bearer ${token}` } : {};
  const socket: WebSocket = await app.injectWS(withParams ? '/trpc?connectionParams=1' : '/trpc', { headers });
  const answers: string[] = [];
  const probeId = `probe-${randomUUID()}`;
  let closeCode: number | undefined;
  let answered: () => void = () => {};
  const probeAnswer = new Promise<'answered' | 'closed'>((resolve) => {
    answered = () => resolve('answered');
    socket.on('close', (code: number) => {
      closeCode = code;
      resolve('closed');
    });
  });
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    answers.push(text);
    if (text.includes(probeId)) answered();
  });
  try {
    if (session.connectionParams === 'valid')
      socket.send(JSON.stringify({ method: 'connectionParams', data: token ? { token } : null }));
    else if (withParams) socket.send(session.connectionParams);
    for (const message of session.messages) socket.send(message);
    socket.send(JSON.stringify({ id: probeId, method: 'query', params: { path: 'system.health' } }));
    const result = await Promise.race([probeAnswer, within(5_000)]);
    return { answers, closeCode, probeAnswered: result === 'answered' };
  } finally {
    socket.terminate();
  }
}

/** A server fault in a tRPC WebSocket answer: an error whose status is 5xx, or tRPC's internal error code. */
export function faultIn(answer: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    return false;
  }
  const answersOf = Array.isArray(parsed) ? parsed : [parsed];
  return answersOf.some((one: unknown) => {
    if (typeof one !== 'object' || one === null || !('error' in one)) return false;
    const error: unknown = one.error;
    if (typeof error !== 'object' || error === null) return false;
    const status =
      'data' in error && typeof error.data === 'object' && error.data !== null && 'httpStatus' in error.data
        ? error.data.httpStatus
        : undefined;
    return (typeof status === 'number' && status >= 500) || ('code' in error && error.code === -32603);
  });
}

/** The largest frame the server takes (`maxPayload` in server.ts); ws closes the socket with 1009 on a bigger one. */
export const frameLimitBytes = 64 * 1024;
export const overFrameLimit = (message: string | Buffer) =>
  (typeof message === 'string' ? Buffer.byteLength(message) : message.length) > frameLimitBytes;

/** tRPC's rule for a connection-params message: a JSON object whose `data` is null or an object of strings. */
function tRPCRefusesParams(text: string): boolean {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return true;
  }
  if (!isRecord(message)) return true;
  const { data } = message;
  return data !== null && (!isRecord(data) || Object.values(data).some((value) => typeof value !== 'string'));
}

/**
 * Undefined when the session earned the server's close of its tRPC socket (or there was none), else
 * what was wrong. The server closes that socket with 1009 after a frame over the limit (ws); without
 * a code, which the client reads as 1005, after connection params it cannot read (tRPC answers
 * PARSE_ERROR, then closes); with 4001 when the account's session ends; with 1001 on shutdown. The
 * fuzz's accounts stay signed in and the app runs on, so 4001 and 1001 are faults here, as are 1011
 * (an error in a handler), 1006 (dropped without a close frame) and every other code.
 */
export function unearnedTrpcClose(session: SocketSession, { closeCode }: SessionOutcome): string | undefined {
  if (closeCode === undefined) return undefined;
  const customParams =
    session.connectionParams === 'none' || session.connectionParams === 'valid' ? undefined : session.connectionParams;
  if (
    closeCode === 1009 &&
    [...(customParams === undefined ? [] : [customParams]), ...session.messages].some(overFrameLimit)
  )
    return undefined;
  if (closeCode === 1005 && customParams !== undefined && tRPCRefusesParams(customParams)) return undefined;
  return `closed the socket with ${closeCode}, which nothing the session sent calls for`;
}
