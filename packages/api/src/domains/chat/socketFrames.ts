import { errorText, sendMessageInput, type ChatMessage, type Refusal, type SendMessageFields } from '@tasbir/shared';
import { toHttpError } from '../../rest/httpError.js';

/** What goes back on the chat socket for one frame, and whether the account's session is over (close 4001). */
export type SocketAnswer = { frame: Record<string, unknown>; endsSession: boolean };

/** `{type: "error", code, detail, retry_after?}`: the sentence in English, the wait of a 429 in seconds. */
export function refusedFrame({ code, params }: Refusal, endsSession = false): SocketAnswer {
  const retryAfter = params.retry_after;
  return {
    frame: {
      type: 'error',
      code,
      detail: errorText(code, params),
      ...(retryAfter === undefined ? {} : { retry_after: retryAfter }),
    },
    endsSession,
  };
}

function isSendFrame(value: unknown): value is { type: 'send_message' } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'type' in value &&
    value.type === 'send_message'
  );
}

/**
 * Answers one frame a client sent on the literal chat socket: only `send_message` is taken, read
 * by the same schema as `POST /api/chat/send` and sent through the same service (its rules and
 * limits). Text that is no JSON, or another frame, is answered with an error; the socket stays.
 */
export async function answerFrame(
  text: string | undefined,
  send: (fields: SendMessageFields) => Promise<ChatMessage>,
): Promise<SocketAnswer> {
  let frame: unknown;
  try {
    frame = text === undefined ? undefined : JSON.parse(text);
  } catch {
    frame = undefined;
  }
  if (frame === undefined) return refusedFrame({ code: 'requestInvalid', params: {} });
  if (!isSendFrame(frame)) return refusedFrame({ code: 'chatFrameUnknown', params: {} });
  try {
    const message = await send(sendMessageInput.parse(frame));
    return { frame: { type: 'message_sent', message }, endsSession: false };
  } catch (error) {
    const refusal = toHttpError(error);
    if (!refusal) throw error;
    return refusedFrame(refusal, refusal.status === 401);
  }
}
