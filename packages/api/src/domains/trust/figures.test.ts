import { describe, expect, it } from 'vitest';
import {
  isTopPhotographer,
  median,
  nepalDayStart,
  responseFigures,
  threadWait,
  trustWindows,
  type Thread,
} from './figures.js';

const opened = '2026-03-10T06:00:00.000Z';
const after = (minutes: number) => new Date(Date.parse(opened) + minutes * 60_000).toISOString();
const answered = (minutes: number): Thread => ({ opened_at: opened, answered_at: after(minutes), withdrawn_at: null });
const unanswered: Thread = { opened_at: opened, answered_at: null, withdrawn_at: null };
const day = 24 * 60;

describe('a thread', () => {
  it('is answered in time at 23:59 and at 24:00, and late at 24:01', () => {
    expect(threadWait(answered(day - 1), new Date(after(2 * day)))?.inTime).toBe(true);
    expect(threadWait(answered(day), new Date(after(2 * day)))?.inTime).toBe(true);
    expect(threadWait(answered(day + 1), new Date(after(2 * day)))?.inTime).toBe(false);
  });

  it('unanswered, is pending (left out) for 24 hours, then counts as late with the time it has waited', () => {
    expect(threadWait(unanswered, new Date(after(day)))).toBeUndefined();
    expect(threadWait(unanswered, new Date(after(day + 1)))).toEqual({ ms: (day + 1) * 60_000, inTime: false });
  });

  it('withdrawn by its client unanswered, is left out within 24 hours and late after', () => {
    const withdrawn = (minutes: number): Thread => ({ ...unanswered, withdrawn_at: after(minutes) });
    expect(threadWait(withdrawn(day - 1), new Date(after(10 * day)))).toBeUndefined();
    expect(threadWait(withdrawn(day + 60), new Date(after(10 * day)))).toEqual({
      ms: (day + 60) * 60_000,
      inTime: false,
    });
  });
});

describe('the response figures', () => {
  const now = new Date(after(3 * day));

  it('are left out with 4 counted threads, pending ones not counting, and given with 5', () => {
    const four = [answered(10), answered(20), answered(30), answered(40)];
    expect(responseFigures([...four, { ...unanswered, opened_at: after(3 * day - 60) }], now)).toEqual({
      response_time_minutes: null,
      response_rate: null,
      threads: 4,
    });
    expect(responseFigures([...four, answered(50)], now)).toEqual({
      response_time_minutes: 30,
      response_rate: 100,
      threads: 5,
    });
  });

  it('take the median, unanswered threads past a day counting with their wait, and round the rate down', () => {
    // 10, 20, 30 minutes; 25 hours late; unanswered for 3 days: median 30 minutes, 3 of 5 in time.
    const threads = [answered(10), answered(20), answered(30), answered(25 * 60), unanswered];
    expect(responseFigures(threads, now)).toEqual({ response_time_minutes: 30, response_rate: 60, threads: 5 });
    // Six threads: the mean of the two middle ones (20 and 30 minutes); 5 of 6 is 83.3%, shown as 83.
    expect(responseFigures([...threads.slice(0, 4), answered(1), answered(2)], now)).toMatchObject({
      response_time_minutes: 15,
      response_rate: 83,
    });
  });

  it('reach a median past a day when most threads went unanswered', () => {
    const threads = [answered(5), answered(6), unanswered, unanswered, unanswered];
    expect(responseFigures(threads, now)).toEqual({ response_time_minutes: 3 * day, response_rate: 40, threads: 5 });
  });

  it('median of one, odd and even counts', () => {
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('the windows', () => {
  it('start at Nepal midnight, the same all the Nepal day long', () => {
    expect(nepalDayStart('2026-03-10')).toBe('2026-03-09T18:15:00.000Z');
    // 00:00 and 23:59 in Kathmandu on 10 March: the same windows.
    const early = trustWindows(new Date('2026-03-10T00:00:00+05:45'));
    const late = trustWindows(new Date('2026-03-10T23:59:00+05:45'));
    expect(early).toEqual(late);
    expect(early).toMatchObject({
      today: '2026-03-10',
      threadsFrom: '2026-02-07T18:15:00.000Z',
      quietFrom: '2025-12-09T18:15:00.000Z',
    });
    // A minute before that Nepal midnight it is still 9 March there.
    expect(trustWindows(new Date('2026-03-09T18:14:00Z')).today).toBe('2026-03-09');
  });
});

describe('Top photographer', () => {
  const top = { verifiedReviews: { count: 5, sum: 24 }, responseRate: 90, recentCancellations: 0 };

  it('is met with each threshold just met', () => {
    expect(isTopPhotographer(top)).toBe(true);
  });

  it('is missed with each threshold just missed', () => {
    expect(isTopPhotographer({ ...top, verifiedReviews: { count: 4, sum: 20 } })).toBe(false);
    // 115 stars over 24 reviews is 4.79; 120 over 25 is 4.8 exactly.
    expect(isTopPhotographer({ ...top, verifiedReviews: { count: 24, sum: 115 } })).toBe(false);
    expect(isTopPhotographer({ ...top, verifiedReviews: { count: 25, sum: 120 } })).toBe(true);
    expect(isTopPhotographer({ ...top, responseRate: 89 })).toBe(false);
    expect(isTopPhotographer({ ...top, responseRate: null })).toBe(false);
    expect(isTopPhotographer({ ...top, recentCancellations: 1 })).toBe(false);
  });
});
