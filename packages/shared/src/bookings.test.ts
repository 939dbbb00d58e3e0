import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateOf,
  isNepaliPhoneNumber,
  nepaliMobileNumber,
  localCalendarDay,
  nepalToday,
} from './bookings.js';

describe("Nepal's calendar day", () => {
  it('turns at 18:15 UTC, midnight in Kathmandu', () => {
    expect(nepalToday(new Date('2026-11-25T18:14:59Z'))).toBe('2026-11-25');
    expect(nepalToday(new Date('2026-11-25T18:15:00Z'))).toBe('2026-11-26');
  });

  it("writes a moment's own calendar day where it is read", () => {
    expect(localCalendarDay(new Date(2027, 0, 9, 23, 30))).toBe('2027-01-09');
    expect(localCalendarDay(new Date(2028, 1, 29, 0, 5))).toBe('2028-02-29');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('an event date', () => {
  it('is a calendar date, or the date part of an ISO timestamp', () => {
    expect(calendarDateOf('2026-12-01')).toBe('2026-12-01');
    expect(calendarDateOf('2026-12-01T00:00:00.000Z')).toBe('2026-12-01');
    expect(calendarDateOf(' 2026-12-01T10:30:00+05:45 ')).toBe('2026-12-01');
  });

  it('is nothing when the day does not exist or the text is not a date', () => {
    expect(calendarDateOf('2026-02-30')).toBeUndefined();
    expect(calendarDateOf('2026-13-01')).toBeUndefined();
    expect(calendarDateOf('01/12/2026')).toBeUndefined();
    expect(calendarDateOf('tomorrow')).toBeUndefined();
  });
});

describe('a Nepali phone number', () => {
  it('accepts mobiles with or without +977, spaced or in Devanagari digits', () => {
    for (const number of [
      '9812345678',
      '9712345678',
      '9612345678',
      '+977 981-234-5678',
      '00977 9812345678',
      '९८१२३४५६७८',
    ])
      expect(isNepaliPhoneNumber(number), number).toBe(true);
  });

  it('accepts landlines with their area code', () => {
    for (const number of ['01-4412345', '061-520000', '+977 1 4412345', '(01) 4412345'])
      expect(isNepaliPhoneNumber(number), number).toBe(true);
  });

  it('refuses numbers of other lengths, other countries and words', () => {
    for (const number of ['98123456', '98123456789', '9512345678', '+91 9812345678', '+1 415 555 0100', 'call me', ''])
      expect(isNepaliPhoneNumber(number), number).toBe(false);
  });
});

describe('Nepali mobile numbers (eSewa and Khalti IDs)', () => {
  it('reads a mobile written in every form the phone rule accepts as its ten digits', () => {
    for (const number of ['9812345678', '+977 981-234-5678', '00977 9812345678', '९८१२३४५६७८'])
      expect(nepaliMobileNumber(number), number).toBe('9812345678');
  });

  it('refuses landlines and numbers of other lengths', () => {
    for (const number of ['01-4412345', '+977 1 4412345', '98123456', '9512345678', 'esewa'])
      expect(nepaliMobileNumber(number), number).toBeUndefined();
  });
});
