import { beforeAll, describe, expect, it } from 'vitest';
import type { AdvanceReceipt } from '@tasbir/shared';
import { receiptBooking, receiptDate, receiptDay, receiptWhat } from './advanceReceiptText.js';
import { loadTexts } from '../../i18n.js';

// The app loads Nepali's sentences before it draws in Nepali (i18n.ts).
beforeAll(() => loadTexts('ne'));

const paid: AdvanceReceipt = {
  id: 'l1',
  kind: 'advance_paid',
  booking_id: 'b1',
  event_date: '2024-04-13',
  other_party: 'himal_lens',
  amount: 100000,
  platform_share: null,
  method: 'khalti',
  // 20:00 UTC is 01:45 the next morning in Nepal.
  created_at: '2024-04-12T20:00:00.000Z',
};
const refunded: AdvanceReceipt = { ...paid, id: 'l2-refund', kind: 'advance_refunded', method: null };
const released: AdvanceReceipt = { ...paid, id: 'l2-release', kind: 'advance_released', method: null };

describe('what an advance receipt says moved, for the reader’s side', () => {
  it('names the wallet an advance was paid through, in both languages', () => {
    expect(receiptWhat(paid, 'client', 'en')).toBe('Advance paid through Khalti');
    expect(receiptWhat({ ...paid, method: 'esewa' }, 'photographer', 'en')).toBe('Advance paid through eSewa');
    expect(receiptWhat(paid, 'client', 'ne')).toBe('खल्ती मार्फत अग्रिम तिरियो');
  });

  it('tells the client the advance came from their credits, and the photographer that it was paid with credits', () => {
    const fromCredits = { ...paid, method: 'credits' as const };
    expect(receiptWhat(fromCredits, 'client', 'en')).toBe('Advance paid from your credits');
    expect(receiptWhat(fromCredits, 'photographer', 'en')).toBe('Advance paid with credits');
    expect(receiptWhat(fromCredits, 'client', 'ne')).toBe('तपाईंको क्रेडिटबाट अग्रिम तिरियो');
  });

  it('tells the client a refund came back to them as credits, and the photographer that it went to the client', () => {
    expect(receiptWhat(refunded, 'client', 'en')).toBe('Refunded to you, in credits');
    expect(receiptWhat(refunded, 'photographer', 'en')).toBe('Refunded to the client');
    expect(receiptWhat(refunded, 'client', 'ne')).toBe('तपाईंको क्रेडिटमा फिर्ता');
  });

  it('tells the photographer a release came less the platform’s share, in lakh grouping and Nepali digits', () => {
    const less = { ...released, amount: 1_00_000, platform_share: 25_000 };
    expect(receiptWhat(less, 'photographer', 'en')).toBe('Released to you, less the platform’s share of Rs 25,000');
    expect(receiptWhat({ ...less, platform_share: 1_50_000 }, 'photographer', 'en')).toBe(
      'Released to you, less the platform’s share of Rs 1,50,000',
    );
    expect(receiptWhat(less, 'photographer', 'ne')).toBe('प्लेटफर्मको हिस्सा रु २५,००० घटाएर तपाईंलाई दिइयो');
  });

  it('says a release without a platform share plainly, and shows the client none of the share', () => {
    expect(receiptWhat({ ...released, platform_share: 0 }, 'photographer', 'en')).toBe('Released to you');
    expect(receiptWhat(released, 'client', 'en')).toBe('Released to the photographer');
    expect(receiptWhat(released, 'client', 'ne')).toBe('फोटोग्राफरलाई दिइयो');
  });
});

describe('the booking an advance receipt belongs to', () => {
  it('names the other party and the event date with its Bikram Sambat date, for each side', () => {
    expect(receiptBooking(paid, 'client', 'en')).toBe('Booking with himal_lens on 13 Apr 2024 (1 Baisakh 2081 BS)');
    expect(receiptBooking({ ...paid, other_party: 'sita' }, 'photographer', 'en')).toBe(
      'Booking for sita on 13 Apr 2024 (1 Baisakh 2081 BS)',
    );
  });

  it('writes it in Nepali, dates in Nepali digits', () => {
    expect(receiptBooking(paid, 'client', 'ne')).toBe('himal_lens सँग १३ अप्रिल २०२४ (वि.सं. १ बैशाख २०८१) को बुकिङ');
  });
});

describe('the date of an advance receipt', () => {
  it('is the day in Nepal the money moved, not the UTC day', () => {
    expect(receiptDay(paid)).toBe('2024-04-13');
    expect(receiptDay({ ...paid, created_at: '2024-04-12T18:00:00.000Z' })).toBe('2024-04-12');
  });

  it('shows its Bikram Sambat date beside the Gregorian one, in both languages', () => {
    expect(receiptDate(paid, 'en')).toBe('13 Apr 2024 (1 Baisakh 2081 BS)');
    expect(receiptDate(paid, 'ne')).toBe('१३ अप्रिल २०२४ (वि.सं. १ बैशाख २०८१)');
  });

  it('keeps the stored text when it is no time', () => {
    expect(receiptDay({ ...paid, created_at: 'soon' })).toBe('soon');
  });
});
