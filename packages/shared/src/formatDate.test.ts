import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './formatDate.js';

const utc = { timeZone: 'UTC' };
const moment = new Date('2025-03-12T10:30:00Z');

describe('dates in both languages', () => {
  it('write a date with the month named and, in Nepali, Devanagari digits', () => {
    expect(formatDate(moment, 'en', utc)).toBe('12 Mar 2025');
    expect(formatDate(moment, 'ne', utc)).toBe('१२ मार्च २०२५');
    expect(formatDate(new Date('2024-12-01T00:00:00Z'), 'ne', utc)).toBe('१ डिसेम्बर २०२४');
  });

  it('write a Nepali time on the 24-hour clock, and a date with its time', () => {
    expect(formatTime(moment, 'ne', utc)).toBe('१०:३०');
    expect(formatTime(new Date('2025-03-12T00:05:00Z'), 'ne', utc)).toBe('००:०५');
    expect(formatDateTime(moment, 'ne', utc)).toBe('१२ मार्च २०२५, १०:३०');
  });

  it("read a time in the reader's zone unless told", () => {
    expect(formatDate(new Date('2025-03-12T23:30:00Z'), 'ne', { timeZone: 'Asia/Kathmandu' })).toBe('१३ मार्च २०२५');
    expect(formatDateTime(moment, 'en')).toBe(
      moment.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
  });
});
