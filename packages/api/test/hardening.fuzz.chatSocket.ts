import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sendMessageInput } from '@tasbir/shared';
import { brokenJsonText, inputText, jsonText, nastyString, shapeOf, type Shape } from './hardening.fuzz.arbitraries.js';
import type { NewUser } from './factories.js';
import { overFrameLimit } from './hardening.fuzz.socket.js';
import { fieldAt, openChatSocketOf } from './hardening.fuzz.socketProbe.js';

/**
 * The schema fuzz over the literal chat socket (`/api/ws/chat/{userId}`): a signed-in account opens
 * its socket and sends a few malformed frames (`send_message` frames shaped after the schema, with
 * malformed fields and real ids now and then; sends to a real partner with odd text, some stored;
 * other frames; broken JSON; binary frames; frames over the size limit), then a frame of an unknown
 * type, which the server answers with `chatFrameUnknown` once it has answered every frame before
 * it, one at a time in order.
 */
export type ChatSocketSession = { frames: (string | Buffer)[] };
export type ChatSessionOutcome = { answers: string[]; closeCode: number | undefined; probeAnswered: boolean };

const sendFrameShape: Shape = ((shape: Shape): Shape =>
  shape.kind === 'object'
    ? { kind: 'object', fields: { type: { kind: 'choice', values: ['send_message'] }, ...shape.fields } }
    : shape)(shapeOf(sendMessageInput));

/** A send to a partner who may be written to, with a malformed message or type now and then: these reach the service and the database. */
const nearlyValidSend = (recipients: readonly string[]) =>
  fc
    .record({
      recipient_id: fc.constantFrom(...recipients),
      message: fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), nastyString),
      message_type: fc.option(fc.oneof(fc.constantFrom('text', 'image'), nastyString), { freq: 2 }),
    })
    .map(({ message_type, ...fields }) =>
      JSON.stringify({ type: 'send_message', ...fields, ...(message_type === null ? {} : { message_type }) }),
    );

export function chatSocketSessions(
  ids: readonly string[],
  recipients: readonly string[],
): fc.Arbitrary<ChatSocketSession> {
  const frame = fc.oneof(
    { weight: 5, arbitrary: inputText(sendFrameShape, 'inBody', ids) },
    { weight: 3, arbitrary: nearlyValidSend(recipients) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        jsonText,
        brokenJsonText,
        fc.constantFrom(
          '{"type":"typing"}',
          '{"type":"send_message"}',
          '{"type":"new_message"}',
          '"send_message"',
          'PING',
          '',
        ),
      ),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
  );
  return fc.record({ frames: fc.array(frame, { minLength: 1, maxLength: 3 }) });
}

const within = (ms: number) => new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref());

/** The server's answer to a frame (events of the account's live feed are not answers). */
const answerOf = (text: string): unknown => {
  try {
    const parsed: unknown = JSON.parse(text);
    const type = fieldAt(parsed, 'type');
    return type === 'message_sent' || type === 'error' ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** Runs a session on a chat socket of its own: what the server sent, its close code, whether the last frame was answered. */
export async function runChatSession(
  app: FastifyInstance,
  account: NewUser,
  session: ChatSocketSession,
): Promise<ChatSessionOutcome> {
  const socket = await openChatSocketOf(app, account);
  const answers: string[] = [];
  let closeCode: number | undefined;
  const frameAnswers: unknown[] = [];
  const ended = new Promise<'answered' | 'closed'>((resolve) => {
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      answers.push(text);
      const answer = answerOf(text);
      if (answer === undefined) return;
      frameAnswers.push(answer);
      if (frameAnswers.length === session.frames.length + 1) resolve('answered');
    });
    socket.on('close', (code: number) => {
      closeCode = code;
      resolve('closed');
    });
  });
  try {
    for (const frame of session.frames) socket.send(frame);
    socket.send(JSON.stringify({ type: 'probe' }));
    const result = await Promise.race([ended, within(5_000)]);
    const last = frameAnswers.at(-1);
    return { answers, closeCode, probeAnswered: result === 'answered' && fieldAt(last, 'code') === 'chatFrameUnknown' };
  } finally {
    socket.terminate();
  }
}

/** A frame stored as a message (answered `message_sent`): the fuzz gets past the schema to the service. */
export const storedIn = (answer: string): boolean => fieldAt(answerOf(answer), 'type') === 'message_sent';

/** A server fault on the chat socket: a frame answered `internal` (the handler failed). */
export const chatFaultIn = (answer: string): boolean => fieldAt(answerOf(answer), 'code') === 'internal';

/**
 * Undefined when the session earned the server's close of its chat socket (or there was none), else
 * what was wrong. The server closes the chat socket with 1009 after a frame over the limit (ws); with
 * 4001 when the account's session ends (a send refused as signed out), 4008 when an eleventh socket
 * of the account opens, 1008 when it finds no account, 1001 on shutdown. The fuzz's accounts stay
 * signed in with one socket each and the app runs on, so only 1009 is earned here: 1011 (an error in
 * a handler), 1006 (dropped without a close frame) and every other code are faults.
 */
export function unearnedChatClose(session: ChatSocketSession, { closeCode }: ChatSessionOutcome): string | undefined {
  if (closeCode === undefined) return undefined;
  if (closeCode === 1009 && session.frames.some(overFrameLimit)) return undefined;
  return `closed the socket with ${closeCode}, which nothing the session sent calls for`;
}
