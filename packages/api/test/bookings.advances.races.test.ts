import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  awaitingAdvance,
  confirmedBooking,
  heldInLedger,
  payAdvance,
  settleBooking,
} from './bookings.advances.fixtures.js';
import { daysFromToday, moveEventDate, storedBooking, takeStep } from './bookings.fixtures.js';
import { creditsOf, expectLedgerAddsUp, grantCredits } from './economy.factories.js';
import { newUser } from './factories.js';
import { startTestApp, type Reply, type TestApp } from './harness.js';
import { atProvider, comeBack, type Created } from './payments.fixtures.js';

/**
 * Steps that meet on one booking at the same moment: exactly one of two conflicting steps applies,
 * the other answers 409 and moves nothing, and the books add up after each race.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerAddsUp(t));

const statuses = (replies: Reply[]) => replies.map((reply) => reply.status).sort();
const rounds = 4;

describe('two steps at once', () => {
  it('lets exactly one of cancel and complete win, and pays out once', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { parties, booking } = await confirmedBooking(t);
      await moveEventDate(t, booking.id, daysFromToday(-1));
      const replies = await Promise.all([
        takeStep(t, parties.requester, booking.id, 'cancel'),
        takeStep(t, parties.photographer, booking.id, 'complete'),
      ]);
      expect(statuses(replies)).toEqual([200, 409]);
      const stored = await storedBooking(t, booking.id);
      expect(['cancelled', 'completed']).toContain(stored.status);
      expect(await heldInLedger(t, booking.id)).toBe(0);
      // After the event a client's cancel refunds nothing: all of it goes to the photographer, once.
      expect(await creditsOf(t, parties.photographer.user.id)).toBe(5_000);
      await expectLedgerAddsUp(t);
    }
  });

  it('takes one of two payments from credits and refuses the other', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { parties, booking } = await awaitingAdvance(t);
      await grantCredits(t, parties.requester.user.id, 25_000);
      const replies = await Promise.all([
        payAdvance(t, parties.requester, booking.id, 'credits'),
        payAdvance(t, parties.requester, booking.id, 'credits'),
      ]);
      expect(statuses(replies)).toEqual([200, 409]);
      expect(await creditsOf(t, parties.requester.user.id)).toBe(15_000);
      expect(await heldInLedger(t, booking.id)).toBe(10_000);
      await expectLedgerAddsUp(t);
    }
  });

  it('ends a payment from credits racing the client’s cancel with the money where the booking says', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { parties, booking } = await awaitingAdvance(t, { eventInDays: 60 });
      await grantCredits(t, parties.requester.user.id, 10_000);
      const [paid, cancelled] = await Promise.all([
        payAdvance(t, parties.requester, booking.id, 'credits'),
        takeStep(t, parties.requester, booking.id, 'cancel'),
      ]);
      // Cancelled first: the payment finds nothing due. Paid first: a cancel that read the booking
      // before the payment committed finds it moved (409), and cancelling again refunds it all, 60 days ahead.
      expect(statuses([paid, cancelled])).not.toEqual([409, 409]);
      if (cancelled.status === 409) {
        expect(paid.status).toBe(200);
        expect((await takeStep(t, parties.requester, booking.id, 'cancel')).status).toBe(200);
      }
      expect((await storedBooking(t, booking.id)).status).toBe('cancelled');
      expect(await creditsOf(t, parties.requester.user.id)).toBe(10_000);
      expect(await heldInLedger(t, booking.id)).toBe(0);
      await expectLedgerAddsUp(t);
    }
  });

  it('confirms or credits an online payment settling while the client cancels, never both and never neither', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const { parties, booking } = await awaitingAdvance(t, { eventInDays: 60 });
      const created = (await payAdvance(t, parties.requester, booking.id, 'khalti')).body as Created;
      const location = await atProvider(t, created, 'pay');
      const [back, cancelled] = await Promise.all([
        comeBack(t, location),
        takeStep(t, parties.requester, booking.id, 'cancel'),
      ]);
      expect(back.status).toBe(303);
      expect([200, 409]).toContain(cancelled.status);
      if (cancelled.status === 409) {
        // The payment confirmed the booking first; cancelling again now refunds it all, 60 days ahead.
        expect((await takeStep(t, parties.requester, booking.id, 'cancel')).status).toBe(200);
      }
      expect((await storedBooking(t, booking.id)).status).toBe('cancelled');
      expect(await creditsOf(t, parties.requester.user.id)).toBe(10_000);
      expect(await heldInLedger(t, booking.id)).toBe(0);
      await expectLedgerAddsUp(t);
    }
  });

  it('lets exactly one of an admin’s settlement and the completion pay out', async () => {
    const admin = await newUser(t, { role: 'admin' });
    for (let round = 0; round < rounds; round += 1) {
      const { parties, booking } = await confirmedBooking(t);
      await moveEventDate(t, booking.id, daysFromToday(-1));
      const replies = await Promise.all([
        settleBooking(t, admin, booking.id, { refund: 4_000, note: 'Shared fault' }),
        takeStep(t, parties.photographer, booking.id, 'complete'),
      ]);
      expect(statuses(replies)).toEqual([200, 409]);
      const refunded = await creditsOf(t, parties.requester.user.id);
      expect([0, 4_000]).toContain(refunded);
      expect(await creditsOf(t, parties.photographer.user.id)).toBe((10_000 - refunded) / 2);
      expect(await heldInLedger(t, booking.id)).toBe(0);
      await expectLedgerAddsUp(t);
    }
  });
});
