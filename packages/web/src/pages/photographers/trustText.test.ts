import { describe, expect, it } from 'vitest';
import { trustEn, trustNe } from '@tasbir/shared';
import { formatIn } from '../../useFormat.js';
import { reliabilityLine, replyLines, replyTimeKey } from './trustText.js';

describe('the reply lines', () => {
  it('read the median in buckets: an hour, a few hours, a day, more', () => {
    expect([0, 60, 61, 360, 361, 1440, 1441].map(replyTimeKey)).toEqual([
      'trustRepliesWithinHour',
      'trustRepliesWithinHour',
      'trustRepliesWithinHours',
      'trustRepliesWithinHours',
      'trustRepliesWithinDay',
      'trustRepliesWithinDay',
      'trustRepliesInDays',
    ]);
  });

  it('say the time and the rate, in Nepali with its digits', () => {
    const card = { response_time_minutes: 42, response_rate: 95 };
    expect(replyLines(card, trustEn, formatIn('en'))).toEqual([
      'Usually replies within an hour',
      'Replies to 95% of requests',
    ]);
    expect(replyLines(card, trustNe, formatIn('ne'))).toEqual([
      'प्रायः एक घण्टाभित्र जवाफ दिनुहुन्छ',
      '९५% अनुरोधको जवाफ दिनुहुन्छ',
    ]);
  });

  it('are none with too few requests', () => {
    expect(replyLines({ response_time_minutes: null, response_rate: null }, trustEn, formatIn('en'))).toEqual([]);
  });
});

describe('the reliability line', () => {
  it('counts the cancellations of the year', () => {
    const format = formatIn('en');
    expect(reliabilityLine(0, trustEn, format)).toBe('No cancellations in the last year');
    expect(reliabilityLine(1, trustEn, format)).toBe('Cancelled 1 booking in the last year');
    expect(reliabilityLine(2, trustEn, format)).toBe('Cancelled 2 bookings in the last year');
  });
});
