import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './factories.js';
import {
  fuzzTarget,
  minutes,
  reportAndClose,
  runsPerTarget,
  startFuzzApp,
  type FuzzApp,
} from './hardening.fuzz.harness.js';
import { besideTableTargets, restTargets } from './hardening.fuzz.targets.js';

/**
 * The schema fuzz over REST (issue 13): every path of the REST table, and the routes beside it
 * (media, receipts, the OpenAPI document), gets 1,000 malformed requests (250 on PostgreSQL)
 * (hardening.fuzz.requests.ts: wrong types, missing and extra fields, huge strings, deep nesting,
 * `__proto__` keys, NaN/Infinity/-0 as text, lone surrogates, NUL and controls, odd path
 * parameters and query strings, other content types and methods, broken JSON, empty bodies,
 * multipart), from a visitor and from signed-in accounts, most from the roles that get past the
 * call's role check, with ids of rows that exist now and then. Every answer is below 500, and the
 * server still answers afterwards. URLs pass through light-my-request's WHATWG parsing, as a
 * browser's would. tRPC has its own file (hardening.fuzz.trpc.test.ts), so the two run side by side.
 *
 * A failure prints fast-check's seed and path; replay that target with
 * `FC_SEED=<seed> FC_PATH=<path> npx vitest run --project api test/hardening.fuzz.test.ts -t '<target name>'`.
 */
let fuzz: FuzzApp;
beforeAll(async () => {
  fuzz = await startFuzzApp();
});
afterAll(() => reportAndClose(fuzz, 'schema fuzz over REST'));

describe(`the schema fuzz over REST: ${restTargets.length} paths × ${runsPerTarget} malformed requests`, () => {
  it.each(restTargets)(
    '$name answers every malformed request below 500',
    (target) => fuzzTarget(fuzz, target),
    2 * minutes,
  );
});

describe(`the schema fuzz beside the REST table: ${besideTableTargets.length} paths × ${runsPerTarget} malformed requests`, () => {
  it.each(besideTableTargets)(
    '$name answers every malformed request below 500',
    (target) => fuzzTarget(fuzz, target),
    2 * minutes,
  );
});

describe('what the fuzz found', () => {
  // Seeds -473443895 and -1361350943 on PostgreSQL: the receipt routes passed the path's id to the
  // query as it came, and PostgreSQL fails a query holding a NUL (22021), which answered 500.
  it.each(['credits', 'subscription'])(
    'refuses a %s receipt link whose id holds a NUL (400 when nothing else is left, else 404), never a server error',
    async (kind) => {
      const user = await newUser(fuzz.t);
      for (const [id, status] of [
        ['%00', 400],
        ['%00%01%1F', 400],
        ['a%00b', 404],
      ] as const) {
        const reply = await fuzz.t.call('GET', `/api/${kind}/requests/${id}/receipt`, { token: user.access_token });
        expect(reply.status, `${id}: ${JSON.stringify(reply.body)}`).toBe(status);
      }
    },
  );
});
