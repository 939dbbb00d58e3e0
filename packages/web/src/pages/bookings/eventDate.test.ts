import { describe, expect, it } from 'vitest';
import { eventDateText } from './eventDate.js';

describe('an event date', () => {
  it('shows the Gregorian date with its Bikram Sambat date', () => {
    expect(eventDateText('2024-04-13', 'en')).toBe('13 Apr 2024 (1 Baisakh 2081 BS)');
  });
  it('writes both in Nepali for Nepali readers', () => {
    expect(eventDateText('2024-04-13', 'ne')).toContain('१३ अप्रिल २०२४');
    expect(eventDateText('2024-04-13', 'ne')).toContain('१ बैशाख २०८१');
  });
  it('falls back to the Gregorian date outside the Bikram Sambat tables, and to the text itself when it is no date', () => {
    expect(eventDateText('2050-01-01', 'en')).toBe('1 Jan 2050');
    expect(eventDateText('soon', 'en')).toBe('soon');
  });
});
