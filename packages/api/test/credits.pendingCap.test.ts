import { pendingCreditRequestsMax, type CreditRequest } from '@tasbir/shared';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { dataUrl, distinctJpeg, filesUnder, postMultipart, stagedFiles } from './media.fixtures.js';

/** Pending credit requests (issue 21, item 13): at most three wait per account, however they arrive. */
let t: TestApp;
let admin: NewUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await newUser(t, { role: 'admin' });
});
afterAll(() => t.close());

// A distinct receipt each time, so a refused one would be a new file in the store.
const ask = async (account: NewUser) =>
  t.call<CreditRequest>('POST', '/api/credits/request', {
    token: account.access_token,
    body: { amount: 50_000, receipt_image: dataUrl(await distinctJpeg()) },
  });
const receiptFiles = () => filesUnder(join(t.config.dataDir, 'receipts'));
const pendingOf = async (account: NewUser) =>
  (
    await t.db
      .selectFrom('credit_requests')
      .select('id')
      .where('user_id', '=', account.user.id)
      .where('status', '=', 'pending')
      .execute()
  ).length;

describe('pending credit requests', () => {
  it('are at most three per account: the fourth is refused and leaves no row and no file', async () => {
    expect(pendingCreditRequestsMax).toBe(3);
    const fan = await newUser(t);
    for (let i = 0; i < 3; i += 1) expect((await ask(fan)).status).toBe(200);
    const files = receiptFiles();
    const json = await ask(fan);
    expect([json.status, json.body]).toEqual([
      409,
      {
        detail: 'You already have 3 credit requests waiting. Please wait until an admin decides one.',
        code: 'tooManyPendingRequests',
        params: { max: 3 },
      },
    ]);
    const file = { bytes: await distinctJpeg(), filename: 'receipt.jpg', type: 'image/jpeg', field: 'receipt_image' };
    const multipart = await postMultipart(t, '/api/credits/request', {
      token: fan.access_token,
      fields: { amount: '100' },
      file,
    });
    expect([multipart.status, multipart.body.code]).toEqual([409, 'tooManyPendingRequests']);
    expect(await pendingOf(fan)).toBe(3);
    expect(receiptFiles()).toEqual(files);
    expect(stagedFiles(t)).toEqual([]);
  });

  it('counts only the waiting ones: a decided request makes room, and others’ requests do not count', async () => {
    const fan = await newUser(t);
    const first = await ask(fan);
    for (let i = 0; i < 2; i += 1) await ask(fan);
    expect((await ask(await newUser(t))).status).toBe(200);
    expect((await ask(fan)).status).toBe(409);
    expect(
      (
        await t.call('PUT', `/api/admin/credits/requests/${first.body.id}`, {
          token: admin.access_token,
          body: { status: 'rejected' },
        })
      ).status,
    ).toBe(200);
    expect((await ask(fan)).status).toBe(200);
    expect((await ask(fan)).status).toBe(409);
  });

  it('holds when requests arrive at the same moment: two pending and five at once make three', async () => {
    const fan = await newUser(t);
    for (let i = 0; i < 2; i += 1) await ask(fan);
    const replies = await Promise.all(Array.from({ length: 5 }, () => ask(fan)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await pendingOf(fan)).toBe(3);
  });

  it('is answered over tRPC too', async () => {
    const fan = await newUser(t);
    for (let i = 0; i < 3; i += 1) await ask(fan);
    const reply = await t.call<{ error: { data: { errorCode: string; httpStatus: number } } }>(
      'POST',
      '/trpc/credits.request',
      { token: fan.access_token, body: { amount: 10, receipt_image: dataUrl(await distinctJpeg()) } },
    );
    expect(reply.body.error.data).toMatchObject({ errorCode: 'tooManyPendingRequests', httpStatus: 409 });
  });
});

describe('pending plan requests', () => {
  it('are at most one per account already', async () => {
    const fan = await newUser(t);
    const upgrade = async () =>
      t.call('POST', '/api/subscription/upgrade', {
        token: fan.access_token,
        body: { plan: 'gold', payment_proof: dataUrl(await distinctJpeg()) },
      });
    expect((await upgrade()).status).toBe(200);
    const replies = await Promise.all([upgrade(), upgrade()]);
    expect(replies.map((reply) => [reply.status, reply.body.code])).toEqual([
      [409, 'subscriptionPending'],
      [409, 'subscriptionPending'],
    ]);
  });
});
