import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from './factories.js';
import { nextIp, startTestApp, type TestApp } from './harness.js';
import { seededRandom } from './seededRandom.js';

/**
 * "Forgot password" must not tell whether an email has an account by how long it takes (issue 13:
 * the two answers were 1–2 ms apart). The calls go in pairs, one of each kind in a shuffled order,
 * so that a busy machine's slow moments weigh on both kinds alike; before each call the work the
 * previous one left for after its answer (a known email's token and mail) is let finish, so only
 * the answers are compared. The median of the pairs' differences must be near zero: under a
 * quarter of a millisecond, or a fifth of a call where a call itself takes several (PostgreSQL on
 * a loaded machine, where the rate limits alone take milliseconds). Answering after the lookup and
 * the token's write made the gap a millisecond on SQLite (half a call) and 7 ms on PostgreSQL.
 */
const pairs = 200;
const warmUpPairs = 20;
const allowedGapMs = 0.25;
const allowedGapShare = 0.2;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Every call from its own address with its own email, so no rate limit is reached. */
async function timedForgot(email: string): Promise<number> {
  const started = performance.now();
  const reply = await t.call('POST', '/api/forgot-password', { body: { email }, ip: nextIp() });
  const elapsed = performance.now() - started;
  expect(reply.status).toBe(200);
  return elapsed;
}

const mailsWritten = () => {
  try {
    return readdirSync(join(t.config.dataDir, 'outbox')).length;
  } catch {
    return 0;
  }
};

/** Waits until `mails` have been written (a known email's link is made after its answer), and a moment more. */
async function settle(mails: number): Promise<void> {
  for (let waited = 0; mailsWritten() < mails && waited < 2000; waited += 1)
    await new Promise((resolve) => setTimeout(resolve, 1));
  await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('forgot password', () => {
  it('answers a known and an unknown email in the same time', { timeout: 120_000 }, async () => {
    const stamp = Date.now().toString(36);
    const known: string[] = [];
    for (let i = 0; i < pairs + warmUpPairs; i += 1) known.push((await newUser(t)).email);
    const unknown = known.map((_email, i) => `nobody${i}.${stamp}@example.com`);
    const random = seededRandom(13);
    const times = { known: [] as number[], unknown: [] as number[], differences: [] as number[] };
    for (let i = 0; i < pairs + warmUpPairs; i += 1) {
      const knownFirst = random() < 0.5;
      const first = await timedForgot((knownFirst ? known : unknown)[i] ?? '');
      await settle(knownFirst ? i + 1 : i);
      const second = await timedForgot((knownFirst ? unknown : known)[i] ?? '');
      await settle(i + 1);
      if (i < warmUpPairs) continue;
      const knownTime = knownFirst ? first : second;
      const unknownTime = knownFirst ? second : first;
      times.known.push(knownTime);
      times.unknown.push(unknownTime);
      times.differences.push(knownTime - unknownTime);
    }

    const gap = Math.abs(median(times.differences));
    const typical = median([...times.known, ...times.unknown]);
    const figures = `medians: known ${median(times.known).toFixed(3)} ms, unknown ${median(times.unknown).toFixed(3)} ms; median pair difference ${gap.toFixed(3)} ms`;
    expect(gap, figures).toBeLessThan(Math.max(allowedGapMs, allowedGapShare * typical));

    // The known ones were mailed all the same, after their answers.
    const expectedMails = pairs + warmUpPairs;
    for (let waited = 0; mailsWritten() < expectedMails && waited < 30_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailsWritten()).toBe(expectedMails);
  });
});
