import type { AdvanceReceiptList } from '@tasbir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awaitingAdvance, confirmedBooking, payAdvance } from './bookings.advances.fixtures.js';
import { takeStep } from './bookings.fixtures.js';
import { expectOk } from './directory.factories.js';
import { newUser, type NewUser } from './factories.js';
import { startTestApp, type TestApp } from './harness.js';
import { atProvider, comeBack, type Created } from './payments.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const receiptsOf = async (account: NewUser) =>
  (await expectOk(t.call<AdvanceReceiptList>('GET', '/api/bookings/receipts', { token: account.access_token }))).body
    .receipts;

describe("the receipts of a booking's advance", () => {
  it('shows both parties the advance paid through Khalti, the refund and the release, with the booking', async () => {
    const { parties, booking } = await awaitingAdvance(t, { eventInDays: 10 });
    const created = (await expectOk(payAdvance(t, parties.requester, booking.id, 'khalti'))).body as Created;
    await comeBack(t, await atProvider(t, created, 'pay'));
    await expectOk(takeStep(t, parties.requester, booking.id, 'cancel'));
    const common = { booking_id: booking.id, event_date: booking.event_date };
    const client = await receiptsOf(parties.requester);
    expect(
      client.map(({ kind, amount, method, platform_share }) => ({ kind, amount, method, platform_share })),
    ).toEqual(
      expect.arrayContaining([
        { kind: 'advance_paid', amount: 10_000, method: 'khalti', platform_share: null },
        { kind: 'advance_refunded', amount: 5_000, method: null, platform_share: null },
        { kind: 'advance_released', amount: 2_500, method: null, platform_share: null },
      ]),
    );
    expect(client).toHaveLength(3);
    for (const receipt of client)
      expect(receipt).toMatchObject({ ...common, other_party: parties.photographer.user.username });
    const photographer = await receiptsOf(parties.photographer);
    expect(photographer.find((receipt) => receipt.kind === 'advance_released')).toMatchObject({
      ...common,
      other_party: parties.requester.user.username,
      amount: 2_500,
      platform_share: 2_500,
    });
    expect(photographer).toHaveLength(3);
  });

  it('names credits as the way an advance paid from the balance was paid, and nothing else for someone else', async () => {
    const { parties, booking } = await confirmedBooking(t);
    expect(await receiptsOf(parties.requester)).toEqual([
      expect.objectContaining({ kind: 'advance_paid', amount: 10_000, method: 'credits', booking_id: booking.id }),
    ]);
    const stranger = (await awaitingAdvance(t)).parties.requester;
    expect(await receiptsOf(stranger)).toEqual([]);
  });

  it('is for the parties: an admin is refused and a visitor asked to sign in', async () => {
    expect((await t.call('GET', '/api/bookings/receipts')).status).toBe(401);
    const admin = await newUser(t, { role: 'admin' });
    expect((await t.call('GET', '/api/bookings/receipts', { token: admin.access_token })).status).toBe(403);
  });
});
