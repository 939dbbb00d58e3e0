import { TRPCError, type AnyTRPCRouter } from '@trpc/server';
import { emptyObject, isObject } from '@trpc/server/unstable-core-do-not-import';

/** Each call's raw input by its index in the batch (0 for an unbatched call). */
export type InputRecord = Record<number, unknown>;

/** Where a request's inputs are: the `input` query parameter of a GET, or the text of a JSON POST body. */
export type InputSource = { kind: 'query'; text: string | null } | { kind: 'body'; text: string };

export type LazyInputs = {
  /** Parses on first use and answers every later call from the same result (or the same error). */
  read: () => InputRecord;
  /** The inputs if they were parsed successfully, without parsing them. */
  result: () => InputRecord | undefined;
};

const byteOrderMark = 0xfeff;

/** `Request.json()`, which tRPC's adapter uses for a body, drops a leading byte order mark; JSON.parse does not. */
function parseBody(text: string): unknown {
  return JSON.parse(text.charCodeAt(0) === byteOrderMark ? text.slice(1) : text);
}

function parseInputs(router: AnyTRPCRouter, source: InputSource, isBatchCall: boolean, callCount: number): InputRecord {
  const { deserialize } = router._def._config.transformer.input;
  let inputs: unknown = undefined;
  if (source.kind === 'body') inputs = parseBody(source.text);
  else if (source.text) inputs = JSON.parse(source.text);
  if (inputs === undefined) return emptyObject();

  if (!isBatchCall) {
    const single: InputRecord = emptyObject();
    single[0] = deserialize(inputs);
    return single;
  }
  if (!isObject(inputs))
    throw new TRPCError({ code: 'BAD_REQUEST', message: '"input" needs to be an object when doing a batch call' });
  const byIndex: InputRecord = emptyObject();
  for (let index = 0; index < callCount; index += 1) {
    const input = inputs[index];
    if (input !== undefined) byIndex[index] = deserialize(input);
  }
  return byIndex;
}

/**
 * The inputs of a request, parsed only when a procedure asks for its input (a procedure without an
 * input parser answers even when the input is not JSON), as tRPC's JSON content handler does.
 */
export function lazyInputs(
  router: AnyTRPCRouter,
  source: InputSource,
  isBatchCall: boolean,
  callCount: number,
): LazyInputs {
  let parsed: { ok: true; inputs: InputRecord } | { ok: false; error: TRPCError } | undefined;
  return {
    read: () => {
      if (!parsed) {
        try {
          parsed = { ok: true, inputs: parseInputs(router, source, isBatchCall, callCount) };
        } catch (cause) {
          const error =
            cause instanceof TRPCError
              ? cause
              : new TRPCError({
                  code: 'BAD_REQUEST',
                  message: cause instanceof Error ? cause.message : 'Invalid input',
                  cause,
                });
          parsed = { ok: false, error };
        }
      }
      if (!parsed.ok) throw parsed.error;
      return parsed.inputs;
    },
    result: () => (parsed?.ok ? parsed.inputs : undefined),
  };
}
