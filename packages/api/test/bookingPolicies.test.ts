import type { BookingPolicy } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhotographer, newUser, type NewUser } from './factories.js';
import { startTestApp, type CallOptions, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Refusal = { detail: string; code: string; params?: Record<string, unknown> };
type TrpcAnswer<T> = { result?: { data: T }; error?: { message: string; data: { code: string; errorCode: string } } };

const defaultPolicy: BookingPolicy = {
  advance_percent: 0,
  refund_tiers: [
    { days_before: 30, refund_percent: 100 },
    { days_before: 7, refund_percent: 50 },
  ],
};
const weddingPolicy: BookingPolicy = {
  advance_percent: 20,
  refund_tiers: [
    { days_before: 60, refund_percent: 100 },
    { days_before: 21, refund_percent: 60 },
    { days_before: 3, refund_percent: 10 },
  ],
};

const policyOf = (photographerId: string, options: CallOptions = {}) =>
  t.call<BookingPolicy>('GET', `/api/photographers/${encodeURIComponent(photographerId)}/booking-policy`, options);
const save = (account: NewUser | undefined, body: unknown, options: CallOptions = {}) =>
  t.call<BookingPolicy & Refusal>('PUT', '/api/photographer/booking-policy', {
    ...options,
    token: account?.access_token,
    body,
  });
const trpcQuery = (photographerId: string) =>
  t.call<TrpcAnswer<BookingPolicy>>(
    'GET',
    `/trpc/bookingPolicies.byPhotographer?input=${encodeURIComponent(JSON.stringify({ photographer_id: photographerId }))}`,
  );
const trpcUpdate = (account: NewUser, body: unknown) =>
  t.call<TrpcAnswer<BookingPolicy>>('POST', '/trpc/bookingPolicies.update', { token: account.access_token, body });

/** Saves a policy that must be accepted, so a refusal test starts from a policy of the photographer's own. */
async function photographerWithPolicy(policy: BookingPolicy = weddingPolicy): Promise<NewUser> {
  const photographer = await newPhotographer(t);
  expect(await save(photographer, policy)).toMatchObject({ status: 200, body: policy });
  return photographer;
}

describe('reading a booking policy (GET /api/photographers/{id}/booking-policy)', () => {
  it('answers the default policy for a photographer who never set one', async () => {
    const photographer = await newPhotographer(t);
    expect(await policyOf(photographer.user.id)).toMatchObject({ status: 200, body: defaultPolicy });
    expect((await trpcQuery(photographer.user.id)).body.result?.data).toEqual(defaultPolicy);
  });

  it('answers a saved policy to anyone, a visitor included, over REST and tRPC', async () => {
    const photographer = await photographerWithPolicy();
    const client = await newUser(t);
    expect((await policyOf(photographer.user.id)).body).toEqual(weddingPolicy);
    expect((await policyOf(photographer.user.id, { token: client.access_token })).body).toEqual(weddingPolicy);
    expect((await trpcQuery(photographer.user.id)).body.result?.data).toEqual(weddingPolicy);
  });

  it('answers 404 for an account that is not a photographer, and for an unknown id', async () => {
    const user = await newUser(t);
    for (const id of [user.user.id, 'no-such-photographer']) {
      expect(await policyOf(id)).toMatchObject({
        status: 404,
        body: { code: 'photographerNotFound', detail: 'Photographer not found' },
      });
    }
    const trpc = await trpcQuery(user.user.id);
    expect(trpc.status).toBe(404);
    expect(trpc.body.error?.data).toMatchObject({ code: 'NOT_FOUND', errorCode: 'photographerNotFound' });
  });

  it('answers 404 for a suspended photographer, as their portfolio does', async () => {
    const photographer = await photographerWithPolicy();
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', photographer.user.id).execute();
    expect((await policyOf(photographer.user.id)).status).toBe(404);
  });

  it('refuses a stored policy the schema refuses as the server’s fault, without telling why', async () => {
    const photographer = await photographerWithPolicy();
    await t.db
      .updateTable('booking_policies')
      .set({ refund_tiers: JSON.stringify([{ days_before: 7, refund_percent: 50 }, { days_before: 30 }]) })
      .where('photographer_id', '=', photographer.user.id)
      .execute();
    expect(await policyOf(photographer.user.id)).toMatchObject({ status: 500, body: { code: 'internal' } });
  });
});

describe('setting a booking policy (PUT /api/photographer/booking-policy)', () => {
  it('saves the policy and answers it, replacing the whole policy on the next save', async () => {
    const photographer = await photographerWithPolicy();
    const noAdvance = { advance_percent: 0, refund_tiers: [{ days_before: 14, refund_percent: 100 }] };
    expect(await save(photographer, noAdvance)).toMatchObject({ status: 200, body: noAdvance });
    expect((await policyOf(photographer.user.id)).body).toEqual(noAdvance);
  });

  it('takes a policy without tiers: no refund at any time', async () => {
    const photographer = await photographerWithPolicy();
    const strict = { advance_percent: 50, refund_tiers: [] };
    expect(await save(photographer, strict)).toMatchObject({ status: 200, body: strict });
    expect((await policyOf(photographer.user.id)).body).toEqual(strict);
  });

  it('saves through tRPC as well, and answers the saved policy', async () => {
    const photographer = await newPhotographer(t);
    expect((await trpcUpdate(photographer, weddingPolicy)).body.result?.data).toEqual(weddingPolicy);
    expect((await policyOf(photographer.user.id)).body).toEqual(weddingPolicy);
  });

  it('saves the caller’s own policy whatever photographer the body names', async () => {
    const photographer = await newPhotographer(t);
    const other = await newPhotographer(t);
    const reply = await save(photographer, { ...weddingPolicy, photographer_id: other.user.id, id: other.user.id });
    expect(reply.status).toBe(200);
    expect((await policyOf(photographer.user.id)).body).toEqual(weddingPolicy);
    expect((await policyOf(other.user.id)).body).toEqual(defaultPolicy);
  });

  it('refuses tiers out of order with the tiers message and changes nothing', async () => {
    const photographer = await photographerWithPolicy();
    const outOfOrder = {
      advance_percent: 10,
      refund_tiers: [
        { days_before: 7, refund_percent: 50 },
        { days_before: 30, refund_percent: 50 },
      ],
    };
    expect(await save(photographer, outOfOrder)).toMatchObject({
      status: 400,
      body: {
        code: 'refundTiersOutOfOrder',
        detail:
          'Please list the refund tiers from the most days before the event to the fewest, each with different days',
      },
    });
    expect((await policyOf(photographer.user.id)).body).toEqual(weddingPolicy);
  });

  it('refuses a nearer tier that refunds more than a further one, and changes nothing', async () => {
    const photographer = await photographerWithPolicy();
    const rising = {
      advance_percent: 10,
      refund_tiers: [
        { days_before: 30, refund_percent: 40 },
        { days_before: 7, refund_percent: 90 },
      ],
    };
    expect(await save(photographer, rising)).toMatchObject({ status: 400, body: { code: 'refundTiersPercentRises' } });
    expect((await policyOf(photographer.user.id)).body).toEqual(weddingPolicy);
  });

  it('refuses a refund over 100 percent with the refund message, and changes nothing', async () => {
    const photographer = await photographerWithPolicy();
    const tooMuch = { advance_percent: 10, refund_tiers: [{ days_before: 30, refund_percent: 150 }] };
    expect(await save(photographer, tooMuch)).toMatchObject({
      status: 400,
      body: { code: 'refundTierPercentInvalid', detail: 'A refund must be a whole percent from 0 to 100' },
    });
    expect((await policyOf(photographer.user.id)).body).toEqual(weddingPolicy);
  });

  it('refuses an advance over 50 percent, in Nepali for a reader who asks for it, and changes nothing', async () => {
    const photographer = await photographerWithPolicy();
    expect(await save(photographer, { ...weddingPolicy, advance_percent: 60 })).toMatchObject({
      status: 400,
      body: { code: 'advancePercentInvalid', detail: 'The advance must be a whole percent from 0 to 50' },
    });
    const nepali = await save(
      photographer,
      { ...weddingPolicy, advance_percent: 51 },
      { headers: { 'accept-language': 'ne' } },
    );
    expect(nepali).toMatchObject({
      status: 400,
      body: { code: 'advancePercentInvalid', detail: 'अग्रिम रकम ० देखि ५० प्रतिशतसम्मको पूर्णाङ्क हुनुपर्छ' },
    });
    const trpc = await trpcUpdate(photographer, { ...weddingPolicy, advance_percent: 75 });
    expect(trpc.status).toBe(400);
    expect(trpc.body.error?.data).toMatchObject({ code: 'BAD_REQUEST', errorCode: 'advancePercentInvalid' });
    expect((await policyOf(photographer.user.id)).body).toEqual(weddingPolicy);
  });

  it('refuses a sixth tier, naming the limit', async () => {
    const photographer = await newPhotographer(t);
    const six = [300, 200, 100, 50, 10, 0].map((days) => ({ days_before: days, refund_percent: 50 }));
    expect(await save(photographer, { advance_percent: 10, refund_tiers: six })).toMatchObject({
      status: 400,
      body: {
        code: 'refundTiersTooMany',
        params: { max: 5 },
        detail: 'A booking policy may have at most 5 refund tiers',
      },
    });
    expect((await policyOf(photographer.user.id)).body).toEqual(defaultPolicy);
  });

  it('refuses a user who is not a photographer, and an admin, and stores nothing', async () => {
    for (const role of ['user', 'admin'] as const) {
      const account = await newUser(t, { role });
      expect(await save(account, weddingPolicy)).toMatchObject({
        status: 403,
        body: { code: 'onlyPhotographersSetPolicy', detail: 'Only photographers can set a booking policy' },
      });
      const stored = await t.db
        .selectFrom('booking_policies')
        .select('photographer_id')
        .where('photographer_id', '=', account.user.id)
        .execute();
      expect(stored).toEqual([]);
    }
  });

  it('asks a visitor to log in', async () => {
    expect(await save(undefined, weddingPolicy)).toMatchObject({ status: 401, body: { code: 'notAuthenticated' } });
  });
});
