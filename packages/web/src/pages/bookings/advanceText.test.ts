import { describe, expect, it } from 'vitest';
import type { Booking } from '@tasbir/shared';
import {
  cancelConsequence,
  deadlineText,
  heldAdvance,
  nepalTimeText,
  refundPreview,
  timeLeftText,
} from './advanceText.js';

const journeyPolicy = {
  advance_percent: 20,
  refund_tiers: [
    { days_before: 30, refund_percent: 100 },
    { days_before: 7, refund_percent: 50 },
  ],
};

/** A booking of the journey: Rs 50,000 agreed, its advance of Rs 10,000 paid and held. */
const held = (
  eventDate: string,
  advance: Partial<NonNullable<Booking['advance']>> = {},
): Pick<Booking, 'advance' | 'policy' | 'event_date'> => ({
  event_date: eventDate,
  policy: journeyPolicy,
  advance: { amount: 10_000, status: 'held', due_at: '2025-11-29T08:20:00.000Z', refunded: 0, released: 0, ...advance },
});

describe("an advance's deadline in Nepal time", () => {
  it('writes the moment as a day and time in Nepal (UTC+5:45), whatever the reader’s zone', () => {
    expect(nepalTimeText(new Date('2025-11-29T08:20:00Z'), 'en')).toBe('29 Nov, 14:05');
    expect(nepalTimeText(new Date('2025-11-29T08:20:00Z'), 'ne')).toBe('२९ नोभेम्बर, १४:०५');
    // 18:30 UTC is already the next day in Nepal.
    expect(nepalTimeText(new Date('2025-12-31T18:30:00Z'), 'en')).toBe('1 Jan, 00:15');
  });

  it('counts what is left in whole hours and minutes, then minutes alone, and nothing once passed', () => {
    expect(timeLeftText((47 * 60 + 59) * 60_000 + 30_000, 'en')).toBe('47 h 59 min');
    expect(timeLeftText(12 * 60_000 + 59_000, 'en')).toBe('12 min');
    expect(timeLeftText(59_000, 'en')).toBe('0 min');
    expect(timeLeftText(0, 'en')).toBeNull();
    expect(timeLeftText(-1, 'en')).toBeNull();
    expect(timeLeftText((47 * 60 + 59) * 60_000, 'ne')).toBe('४७ घण्टा ५९ मिनेट');
  });

  it('tells the client when to pay by and how long is left, just after the booking was accepted', () => {
    const now = new Date('2025-11-27T08:20:30Z');
    expect(deadlineText('2025-11-29T08:20:00.000Z', now, 'client', 'en')).toBe(
      'Pay by 29 Nov, 14:05 (Nepal time) — 47 h 59 min left',
    );
    expect(deadlineText('2025-11-29T08:20:00.000Z', now, 'photographer', 'en')).toBe(
      'The client pays by 29 Nov, 14:05 (Nepal time) — 47 h 59 min left',
    );
    expect(deadlineText('2025-11-29T08:20:00.000Z', now, 'client', 'ne')).toBe(
      '२९ नोभेम्बर, १४:०५ (नेपाली समय) भित्र तिर्नुहोस् — ४७ घण्टा ५९ मिनेट बाँकी',
    );
  });

  it('says the time has passed once the deadline is behind', () => {
    expect(deadlineText('2025-11-29T08:20:00.000Z', new Date('2025-11-29T08:20:00Z'), 'client', 'en')).toBe(
      'The time to pay the advance has passed: the date is being freed.',
    );
  });
});

describe('what cancelling gives back, by the booking’s own policy', () => {
  it('holds the paid advance less what already went either way, and nothing while it is due or gone', () => {
    expect(heldAdvance(held('2026-01-10'))).toBe(10_000);
    expect(heldAdvance(held('2026-01-10', { status: 'due' }))).toBe(0);
    expect(heldAdvance(held('2026-01-10', { status: 'refunded', refunded: 10_000 }))).toBe(0);
    expect(heldAdvance({ advance: null })).toBe(0);
  });

  it('counts whole Nepal days to the event and takes the tier they reach', () => {
    // 40 days before: the 30-day tier, all of it.
    expect(refundPreview(held('2026-01-06'), '2025-11-27')).toEqual({
      held: 10_000,
      days: 40,
      percent: 100,
      refund: 10_000,
    });
    // 30 days exactly is still the 30-day tier; 29 is the 7-day one.
    expect(refundPreview(held('2025-12-27'), '2025-11-27').percent).toBe(100);
    expect(refundPreview(held('2025-12-26'), '2025-11-27')).toMatchObject({ days: 29, percent: 50, refund: 5_000 });
    expect(refundPreview(held('2025-12-03'), '2025-11-27')).toMatchObject({ days: 6, percent: 0, refund: 0 });
  });

  it('rounds a part refund down, as the server does', () => {
    expect(refundPreview(held('2025-12-26', { amount: 9_999 }), '2025-11-27').refund).toBe(4_999);
  });

  it('tells the client how much comes back today, in rupees and in the language', () => {
    expect(cancelConsequence(held('2026-01-06'), 'client', '2025-11-27', 'en')).toBe(
      'By this booking’s policy, cancelling today (40 days before the event) gives back 100% of the advance: Rs 10,000 of Rs 10,000, to your credits.',
    );
    expect(cancelConsequence(held('2025-12-26'), 'client', '2025-11-27', 'ne')).toBe(
      'यो बुकिङको नीतिअनुसार आज (कार्यक्रमभन्दा २९ दिन अगाडि) रद्द गर्दा अग्रिमको ५०% फिर्ता आउँछ: रु १०,००० मध्ये रु ५,०००, तपाईंको क्रेडिटमा।',
    );
    expect(cancelConsequence(held('2025-11-28'), 'client', '2025-11-27', 'en')).toBe(
      'By this booking’s policy, cancelling today (the day before the event) gives back nothing of the advance of Rs 10,000.',
    );
  });

  it('has nothing to add for a client while no advance is held', () => {
    expect(cancelConsequence(held('2026-01-06', { status: 'due' }), 'client', '2025-11-27', 'en')).toBeNull();
    expect(cancelConsequence({ ...held('2026-01-06'), advance: null }, 'client', '2025-11-27', 'en')).toBeNull();
  });

  it('tells the photographer that cancelling refunds all of it and counts against their reliability', () => {
    expect(cancelConsequence(held('2025-11-28'), 'photographer', '2025-11-27', 'en')).toBe(
      'Cancelling refunds the client’s whole advance of Rs 10,000 and counts against your reliability.',
    );
    expect(cancelConsequence({ ...held('2025-11-28'), advance: null }, 'photographer', '2025-11-27', 'en')).toBe(
      'Cancelling frees the date and counts against your reliability.',
    );
  });
});
