import type { CreditRequest } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsOf } from './economy.factories.js';
import { newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { dataUrl, photoBytes, postMultipart } from './media.fixtures.js';

/**
 * Credit amounts are whole numbers as JSON writes them (issue 21, item 12): nothing is coerced, so
 * `true` is not 1 and `"1e3"` is not 1,000. A form or a query string writes the number as decimal
 * digits and nothing else.
 */
let t: TestApp;
let admin: NewUser;
let receipt: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await newUser(t, { role: 'admin' });
  receipt = dataUrl(await photoBytes('jpeg', 70, 50));
});
afterAll(() => t.close());

type TrpcError = { error: { data: { errorCode: string } } };
const requestsOf = async (account: NewUser) =>
  (await t.call<{ requests: CreditRequest[] }>('GET', '/api/credits/my-requests', { token: account.access_token })).body
    .requests;
const notIntegers = [true, '1e3', '1000', 1000.5, '0x10', null];
const notDigits = ['1e3', '0x10', ' 12', '12 ', 'true', '+12', '-12', '1_000', '1,000', '١٢', ''];

describe('credit request amounts', () => {
  it('refuses over REST JSON what is not a JSON integer, and keeps nothing', async () => {
    const fan = await newUser(t);
    for (const amount of notIntegers) {
      const reply = await t.call('POST', '/api/credits/request', {
        token: fan.access_token,
        body: { amount, receipt_image: receipt },
      });
      expect([amount, reply.status, reply.body.code]).toEqual([amount, 400, 'creditAmountInvalid']);
    }
    expect(await requestsOf(fan)).toEqual([]);
    const whole = await t.call<CreditRequest>('POST', '/api/credits/request', {
      token: fan.access_token,
      body: { amount: 1000, receipt_image: receipt },
    });
    expect([whole.status, whole.body.amount]).toEqual([200, 1000]);
  });

  it('refuses over tRPC what is not a JSON integer', async () => {
    const fan = await newUser(t);
    for (const amount of [...notIntegers, [1000], { amount: 1000 }]) {
      const reply = await t.call<TrpcError>('POST', '/trpc/credits.request', {
        token: fan.access_token,
        body: { amount, receipt_image: receipt },
      });
      expect([amount, reply.status, reply.body.error.data.errorCode]).toEqual([amount, 400, 'creditAmountInvalid']);
    }
    expect(await requestsOf(fan)).toEqual([]);
  });

  it('takes a multipart amount only as decimal digits', async () => {
    const fan = await newUser(t);
    const file = {
      bytes: await photoBytes('jpeg', 72, 50),
      filename: 'receipt.jpg',
      type: 'image/jpeg',
      field: 'receipt_image',
    };
    for (const amount of notDigits) {
      const reply = await postMultipart(t, '/api/credits/request', {
        token: fan.access_token,
        fields: { amount },
        file,
      });
      expect([amount, reply.status, reply.body.code]).toEqual([
        amount,
        400,
        amount === '' ? 'creditRequestIncomplete' : 'creditAmountInvalid',
      ]);
    }
    expect(await requestsOf(fan)).toEqual([]);
    const digits = await postMultipart<CreditRequest>(t, '/api/credits/request', {
      token: fan.access_token,
      fields: { amount: '1000' },
      file,
    });
    expect([digits.status, digits.body.amount]).toEqual([200, 1000]);
  });
});

describe('admin credit grants', () => {
  it('take ?credits= only as decimal digits', async () => {
    const fan = await newUser(t);
    for (const credits of notDigits.filter((text) => text !== '')) {
      const reply = await t.call(
        'POST',
        `/api/admin/users/${fan.user.id}/credits?credits=${encodeURIComponent(credits)}`,
        { token: admin.access_token },
      );
      expect([credits, reply.status, reply.body.code]).toEqual([credits, 400, 'adminCreditsInvalid']);
    }
    expect(await creditsOf(t, fan.user.id)).toBe(0);
    expect(
      (await t.call('POST', `/api/admin/users/${fan.user.id}/credits?credits=1000`, { token: admin.access_token }))
        .status,
    ).toBe(200);
    expect(await creditsOf(t, fan.user.id)).toBe(1000);
  });

  it('take over tRPC only a JSON integer', async () => {
    const fan = await newUser(t);
    for (const credits of [true, '1e3', 1000.5, '0x10', ' 12', null]) {
      const reply = await t.call<TrpcError>('POST', '/trpc/adminUsers.grantCredits', {
        token: admin.access_token,
        body: { id: fan.user.id, credits },
      });
      expect([credits, reply.status, reply.body.error.data.errorCode]).toEqual([credits, 400, 'adminCreditsInvalid']);
    }
    expect(await creditsOf(t, fan.user.id)).toBe(0);
  });
});
