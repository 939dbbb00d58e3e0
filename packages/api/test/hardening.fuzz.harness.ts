import fc from 'fast-check';
import { expect } from 'vitest';
import { pendingBooking } from './bookings.fixtures.js';
import { randomisedShare } from './database.js';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { nextIp, startTestApp, type TestApp } from './harness.js';
import { describeSent, sendOverSocket, type Sent } from './hardening.fuzz.requests.js';
import type { Target } from './hardening.fuzz.targets.js';
import { insertReel } from './hardening.massAssignment.fixtures.js';
import { expectSocketsStillServe, probePair, type ProbePair } from './hardening.fuzz.socketProbe.js';
import { dataUrl, insertPhotos, photoBytes, setPlan, uploadPhoto } from './media.fixtures.js';

/**
 * What the schema fuzz files (hardening.fuzz.test.ts for REST, hardening.fuzz.trpc.test.ts for
 * tRPC) share: the app, the accounts and rows each target starts from, how a request is sent and
 * as whom, the property every answer must hold, and the counts printed at the end.
 */
export const runsPerTarget = Math.round(1000 * randomisedShare);
/** `FC_SEED` and `FC_PATH` replay a failure fast-check printed (with `-t '<target name>'`). */
export const replay: { seed?: number; path?: string } = process.env.FC_SEED
  ? { seed: Number(process.env.FC_SEED), ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}) }
  : {};
export const minutes = 60_000;

export type Caller = 'visitor' | 'user' | 'photographer' | 'admin';
export const signedInCallers = ['user', 'photographer', 'admin'] as const;
export type Arranged = { accounts: Record<Caller, NewUser | undefined>; ids: string[] };

export type FuzzApp = {
  t: TestApp;
  /** Where the app listens, for the few requests app.inject cannot carry. */
  address: string;
  receipt: string;
  /** The key of a stored photo, so the media route reads ranges and ETags of a file that exists. */
  mediaKey: string;
  mediaOwner: NewUser;
  /** Two accounts no fuzzed request names, whose fresh sockets show the server still serves sockets. */
  socketProbe: ProbePair;
  sent: Map<string, number>;
  /** Every answer's status, to show the fuzz gets past role checks and schemas, not only to their refusals. */
  statuses: Map<number, number>;
  successes: Map<string, number>;
};

/** Uploads a photo and answers its stored file's key. */
async function storedMediaKey(t: TestApp, owner: NewUser): Promise<string> {
  const photo = await uploadPhoto(t, owner.access_token, await photoBytes('jpeg', 320, 240));
  return photo.body.image_url.split('/').pop() ?? '';
}

export async function startFuzzApp(): Promise<FuzzApp> {
  const t = await startTestApp();
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const mediaOwner = await newPhotographer(t);
  await setPlan(t, mediaOwner.user.id, 'royal');
  const mediaKey = await storedMediaKey(t, mediaOwner);
  const socketProbe = await probePair(t);
  return {
    t,
    address,
    receipt: dataUrl(await photoBytes('jpeg', 48, 32)),
    mediaKey,
    mediaOwner,
    socketProbe,
    sent: new Map(),
    statuses: new Map(),
    successes: new Map(),
  };
}

/** Prints what was sent and answered, then stops the app. */
export async function reportAndClose(fuzz: FuzzApp, label: string): Promise<void> {
  const total = [...fuzz.sent.values()].reduce((sum, count) => sum + count, 0);
  const byStatus = [...fuzz.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  const neverSucceeded = [...fuzz.successes].filter(([, count]) => count === 0).map(([name]) => name);
  process.stdout.write(
    `${label}: ${fuzz.sent.size} targets, ${total} requests or socket messages, fewest per target ${Math.min(...fuzz.sent.values())}; HTTP answers ${byStatus.join(' ')}; no 2xx for ${neverSucceeded.length}: ${neverSucceeded.join(', ')}\n`,
  );
  await fuzz.t.close();
}

/**
 * Fresh accounts for each target (whatever an accepted input changes stays with that target; the
 * plans let uploads through), and rows of theirs whose ids the requests use now and then, so a
 * call gets past its lookup: a photo, a reel, a credit and a plan request, a booking.
 */
export async function arrange(fuzz: FuzzApp): Promise<Arranged> {
  const { t, receipt } = fuzz;
  // An admin's "delete all photos" (fuzzed too) takes the stored file with it: upload another.
  if ((await t.app.inject({ method: 'HEAD', url: `/api/media/${fuzz.mediaKey}` })).statusCode !== 200)
    fuzz.mediaKey = await storedMediaKey(t, fuzz.mediaOwner);
  const [user, photographer, admin] = [await newUser(t), await newPhotographer(t), await newUser(t, { role: 'admin' })];
  await setPlan(t, user.user.id, 'silver');
  await setPlan(t, photographer.user.id, 'royal');
  const created = async (path: string, token: string, body: Record<string, unknown>) =>
    (await t.call<{ id: string }>('POST', path, { token, body })).body.id;
  const ids = [
    user.user.id,
    photographer.user.id,
    ...(await insertPhotos(t, photographer.user.id, 1)),
    await insertReel(t, photographer.user.id),
    await created('/api/credits/request', user.access_token, {
      amount: 500,
      payment_method: 'esewa',
      receipt_image: receipt,
    }),
    await created('/api/subscription/upgrade', photographer.access_token, {
      plan: 'gold',
      payment_method: 'bank_transfer',
      payment_proof: receipt,
    }),
    (await pendingBooking(t, { requester: user, photographer })).id,
    fuzz.mediaKey,
  ];
  return { accounts: { visitor: undefined, user, photographer, admin }, ids };
}

type Answer = { statusCode: number; body: string };

/**
 * Sends through app.inject, except multipart bodies for tRPC: tRPC's own handler passes a body
 * stream on only when it is a real IncomingMessage (light-my-request's is not), so those go over a socket.
 */
async function send({ t, address }: FuzzApp, sent: Sent, account: NewUser | undefined): Promise<Answer> {
  const headers: Record<string, string> = {
    ...sent.headers,
    ...(account ? { authorization: `Bearer ${account.access_token}` } : {}),
  };
  if (sent.url.startsWith('/trpc') && headers['content-type']?.startsWith('multipart/'))
    return sendOverSocket(address, { ...sent, headers });
  return t.app.inject({
    method: sent.method,
    url: sent.url,
    headers,
    remoteAddress: nextIp(),
    ...(sent.payload === undefined ? {} : { payload: sent.payload }),
  });
}

/**
 * Who to send as: the roles the probe lets past the role check (401 and 403 are the check's
 * answers) most of the time, a visitor and the refused roles now and then.
 */
async function callersFor(
  fuzz: FuzzApp,
  target: Target,
  accounts: Arranged['accounts'],
): Promise<fc.Arbitrary<Caller>> {
  const passing: Caller[] = [];
  for (const caller of signedInCallers) {
    const answer = await send(fuzz, target.probe, accounts[caller]);
    if (answer.statusCode !== 401 && answer.statusCode !== 403) passing.push(caller);
  }
  const refused = signedInCallers.filter((caller) => !passing.includes(caller));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Caller>('visitor') },
    ...(refused.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom<Caller>(...refused) }] : []),
    ...(passing.length > 0 ? [{ weight: 6, arbitrary: fc.constantFrom<Caller>(...passing) }] : []),
  );
}

export async function expectStillAnswering({ t }: FuzzApp): Promise<void> {
  expect((await t.call('GET', '/api/health')).status).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/trpc/system.health' })).statusCode).toBe(200);
}

/** After a socket fuzz: HTTP answers, and a fresh socket of each kind does a real round trip. */
export async function expectStillServing(fuzz: FuzzApp): Promise<void> {
  await expectStillAnswering(fuzz);
  await expectSocketsStillServe(fuzz.t, fuzz.socketProbe);
}

/** `runsPerTarget` malformed requests to one target (1,000 on SQLite): every answer below 500, and the server answering afterwards. */
export async function fuzzTarget(fuzz: FuzzApp, target: Target): Promise<void> {
  const { accounts, ids } = await arrange(fuzz);
  const callers = await callersFor(fuzz, target, accounts);
  let sent = 0;
  let successes = 0;
  await fc.assert(
    fc.asyncProperty(callers, target.requests(ids), async (caller, request) => {
      sent += 1;
      const answer = await send(fuzz, request, accounts[caller]);
      fuzz.statuses.set(answer.statusCode, (fuzz.statuses.get(answer.statusCode) ?? 0) + 1);
      if (answer.statusCode < 300) successes += 1;
      if (answer.statusCode >= 500)
        throw new Error(`${answer.statusCode} as ${caller} for ${describeSent(request)}: ${answer.body.slice(0, 500)}`);
    }),
    { numRuns: runsPerTarget, ...replay },
  );
  fuzz.sent.set(target.name, sent);
  fuzz.successes.set(target.name, successes);
  expect(sent).toBeGreaterThanOrEqual(replay.seed === undefined ? runsPerTarget : 1);
  await expectStillAnswering(fuzz);
}
