import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrange, expectStillAnswering, fuzzTarget, minutes, replay, reportAndClose, runsPerTarget, signedInCallers, startFuzzApp, type Caller, type FuzzApp } from './hardening.fuzz.harness.js';
import { faultIn, runSession, socketSessions } from './hardening.fuzz.socket.js';
import { batchable, subscriptions, trpcTargets } from './hardening.fuzz.targets.js';

/**
 * The schema fuzz over tRPC (issue 13): every query and mutation of the app router gets 1,000 (250 on PostgreSQL)
 * malformed requests over HTTP (GET `input=`, JSON POST, batches with a second call, the wrong
 * method, other content types and the streaming accept headers that go to tRPC's own handler,
 * plus everything hardening.fuzz.test.ts sends in a body), and every subscription 1,000 sessions of
 * malformed messages over the WebSocket. Every HTTP answer is below 500, no socket answer is a
 * server fault, and the server still answers afterwards.
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
  it.each(trpcTargets)('$name answers every malformed request below 500', (target) => fuzzTarget(fuzz, target), 2 * minutes);
});

describe(`the schema fuzz over tRPC's WebSocket: ${subscriptions.length} subscription × ${runsPerTarget} sessions of malformed messages`, () => {
  it.each(subscriptions)('subscription $path answers every malformed message without a server fault, and keeps answering', async ({ path, shape }) => {
    const { accounts } = await arrange(fuzz);
    const callers = fc.constantFrom<Caller>('visitor', ...signedInCallers);
    let messages = 0;
    await fc.assert(
      fc.asyncProperty(callers, socketSessions(path, shape, batchable), async (caller, session) => {
        messages += session.messages.length;
        const outcome = await runSession(fuzz.t.app, session, accounts[caller]?.access_token);
        const faults = outcome.answers.filter(faultIn);
        if (faults.length > 0) throw new Error(`a server fault as ${caller}: ${faults.join(' ').slice(0, 500)}`);
        if (!outcome.closed && !outcome.probeAnswered) throw new Error(`the socket stopped answering as ${caller}: ${outcome.answers.join(' ').slice(0, 500)}`);
      }),
      { numRuns: runsPerTarget, ...replay },
    );
    fuzz.sent.set(`subscription ${path}`, messages);
    expect(messages).toBeGreaterThanOrEqual(replay.seed === undefined ? runsPerTarget : 1);
    await expectStillAnswering(fuzz);
  }, 2 * minutes);
});
