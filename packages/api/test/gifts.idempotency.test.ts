import type { GiftPurchase } from '@tasbir/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditsOf, expectLedgerAddsUp, fanWith } from './economy.factories.js';
import { newPhotographer, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => expectLedgerAddsUp(t));
afterAll(() => t.close());

const purchase = (fan: NewUser, body: Record<string, unknown>, key?: string) =>
  t.call<GiftPurchase & { code?: string }>('POST', '/api/gifts/purchase', {
    token: fan.access_token,
    body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
const giftsFrom = async (fan: NewUser) =>
  Number(
    (
      await t.db
        .selectFrom('gift_transactions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('sender_id', '=', fan.user.id)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('an Idempotency-Key on a gift', () => {
  it('answers 422 idempotencyKeyReused when the key comes back with another gift, charging nothing', async () => {
    const fan = await fanWith(t, 1000);
    const photographer = await newPhotographer(t);
    const momo = await purchase(fan, { recipient_id: photographer.user.id, gift_type: 'momo' }, 'K');
    expect(momo.status).toBe(200);
    const balance = await creditsOf(t, fan.user.id);

    const marigold = await purchase(fan, { recipient_id: photographer.user.id, gift_type: 'marigold' }, 'K');
    expect([marigold.status, marigold.body.code]).toEqual([422, 'idempotencyKeyReused']);
    expect(await creditsOf(t, fan.user.id)).toBe(balance);
    expect(await giftsFrom(fan)).toBe(1);

    const again = await purchase(fan, { recipient_id: photographer.user.id, gift_type: 'momo' }, 'K');
    expect([again.status, again.body]).toEqual([200, momo.body]);
  });

  it('counts another message or another photographer as another request', async () => {
    const fan = await fanWith(t, 1000);
    const [photographer, other] = [await newPhotographer(t), await newPhotographer(t)];
    expect(
      (await purchase(fan, { recipient_id: photographer.user.id, gift_type: 'momo', message: 'Dherai ramro!' }, 'K'))
        .status,
    ).toBe(200);
    expect(
      (await purchase(fan, { recipient_id: photographer.user.id, gift_type: 'momo', message: 'Ramro!' }, 'K')).body
        .code,
    ).toBe('idempotencyKeyReused');
    expect(
      (await purchase(fan, { recipient_id: other.user.id, gift_type: 'momo', message: 'Dherai ramro!' }, 'K')).body
        .code,
    ).toBe('idempotencyKeyReused');
    // The same request, written differently (spaces the schema trims), is the same request.
    expect(
      (await purchase(fan, { recipient_id: photographer.user.id, gift_type: 'momo', message: '  Dherai ramro! ' }, 'K'))
        .status,
    ).toBe(200);
    expect(await giftsFrom(fan)).toBe(1);
  });

  it('refuses the same over tRPC, where the key travels in the input', async () => {
    const fan = await fanWith(t, 1000);
    const photographer = await newPhotographer(t);
    const call = (gift_type: string) =>
      t.call<{ error?: { data: { httpStatus: number; errorCode: string } } }>('POST', '/trpc/gifts.purchase', {
        token: fan.access_token,
        body: { recipient_id: photographer.user.id, gift_type, idempotency_key: 'trpc-K' },
      });
    expect((await call('momo')).status).toBe(200);
    expect((await call('marigold')).body.error?.data).toMatchObject({
      httpStatus: 422,
      errorCode: 'idempotencyKeyReused',
    });
    expect(await giftsFrom(fan)).toBe(1);
  });

  it('refuses a key in the header and another in the body, and takes one that agrees', async () => {
    const fan = await fanWith(t, 1000);
    const photographer = await newPhotographer(t);
    const differ = await purchase(
      fan,
      { recipient_id: photographer.user.id, gift_type: 'momo', idempotency_key: 'body-key' },
      'header-key',
    );
    expect([differ.status, differ.body.code]).toEqual([400, 'idempotencyKeyMismatch']);
    expect(await giftsFrom(fan)).toBe(0);
    expect(
      (
        await purchase(
          fan,
          { recipient_id: photographer.user.id, gift_type: 'momo', idempotency_key: 'same-key' },
          'same-key',
        )
      ).status,
    ).toBe(200);
  });

  it('answers a key stored before requests were remembered (no hash) with its purchase, as before', async () => {
    const fan = await fanWith(t, 1000);
    const photographer = await newPhotographer(t);
    const first = await purchase(fan, { recipient_id: photographer.user.id, gift_type: 'momo' }, 'old-key');
    await t.db
      .updateTable('gift_idempotency_keys')
      .set({ request_hash: null })
      .where('user_id', '=', fan.user.id)
      .execute();
    const replay = await purchase(fan, { recipient_id: photographer.user.id, gift_type: 'marigold' }, 'old-key');
    expect([replay.status, replay.body.transaction.id]).toEqual([200, first.body.transaction.id]);
    expect(await giftsFrom(fan)).toBe(1);
  });
});
