import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrange,
  expectStillServing,
  fuzzTarget,
  minutes,
  replay,
  reportAndClose,
  runsPerTarget,
  signedInCallers,
  startFuzzApp,
  type Caller,
  type FuzzApp,
} from './hardening.fuzz.harness.js';
import { faultIn, runSession, socketSessions, unearnedTrpcClose } from './hardening.fuzz.socket.js';
import { trpcRoundTrip } from './hardening.fuzz.socketProbe.js';
import { batchable, subscriptions, trpcTargets } from './hardening.fuzz.targets.js';

/**
 * The schema fuzz over tRPC (issue 13): every query and mutation of the app router gets 1,000 (250 on PostgreSQL)
 * malformed requests over HTTP (GET `input=`, JSON POST, batches with a second call, the wrong
 * method, other content types and the streaming accept headers that go to tRPC's own handler,
 * plus everything hardening.fuzz.test.ts sends in a body), and every subscription 1,000 sessions of
 * malformed messages over the WebSocket. Every HTTP answer is below 500, no socket answer is a
 * server fault, a socket is closed only for a reason its session gave (a frame over the limit,
 * connection params tRPC cannot read), and the server still answers afterwards: over HTTP, and on a
 * fresh socket that subscribes and receives (after each session the server closed, and at the end).
 * The literal chat socket has its own file (hardening.fuzz.chatSocket.test.ts).
 *
 * A failure prints fast-check's seed and path; replay that target with
 * `FC_SEED=<seed> FC_PATH=<path> npx vitest run --project api test/hardening.fuzz.trpc.test.ts -t '<target name>'`.
 */
let fuzz: FuzzApp;
beforeAll(async () => {
  fuzz = await startFuzzApp();
});
afterAll(() => reportAndClose(fuzz, 'schema fuzz over tRPC'));

describe(`the schema fuzz over tRPC: ${trpcTargets.length} queries and mutations × ${runsPerTarget} malformed requests`, () => {
  it.each(trpcTargets)(
    '$name answers every malformed request below 500',
    (target) => fuzzTarget(fuzz, target),
    2 * minutes,
  );
});

describe(`the schema fuzz over tRPC's WebSocket: ${subscriptions.length} subscription × ${runsPerTarget} sessions of malformed messages`, () => {
  it.each(subscriptions)(
    'subscription $path answers every malformed message without a server fault or an unearned close, and keeps serving',
    async ({ path, shape }) => {
      const { accounts } = await arrange(fuzz);
      const callers = fc.constantFrom<Caller>('visitor', ...signedInCallers);
      let messages = 0;
      const closes = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(callers, socketSessions(path, shape, batchable), async (caller, session) => {
          messages += session.messages.length;
          const outcome = await runSession(fuzz.t.app, session, accounts[caller]?.access_token);
          const faults = outcome.answers.filter(faultIn);
          if (faults.length > 0) throw new Error(`a server fault as ${caller}: ${faults.join(' ').slice(0, 500)}`);
          const unearned = unearnedTrpcClose(session, outcome);
          if (unearned)
            throw new Error(
              `the server ${unearned}, as ${caller}, after answering ${outcome.answers.join(' ').slice(0, 500)}`,
            );
          if (outcome.closeCode === undefined && !outcome.probeAnswered)
            throw new Error(`the socket stopped answering as ${caller}: ${outcome.answers.join(' ').slice(0, 500)}`);
          if (outcome.closeCode === undefined) return;
          closes.set(outcome.closeCode, (closes.get(outcome.closeCode) ?? 0) + 1);
          await trpcRoundTrip(fuzz.t, fuzz.socketProbe);
        }),
        { numRuns: runsPerTarget, ...replay },
      );
      fuzz.sent.set(`subscription ${path}`, messages);
      process.stdout.write(
        `tRPC socket sessions the server closed, by code: ${[...closes].map(([code, count]) => `${code}×${count}`).join(' ') || 'none'}\n`,
      );
      expect(messages).toBeGreaterThanOrEqual(replay.seed === undefined ? runsPerTarget : 1);
      await expectStillServing(fuzz);
    },
    2 * minutes,
  );
});
