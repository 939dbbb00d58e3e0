import { describe, expect, it } from 'vitest';
import { chatTime } from './chatTime.js';

describe('a message’s time', () => {
  const now = new Date(2025, 2, 14, 18, 30);

  it('is the time alone for today’s messages, the date too for older ones', () => {
    const today = new Date(2025, 2, 14, 9, 5);
    const earlier = new Date(2025, 2, 12, 9, 5);
    expect(chatTime(today.toISOString(), 'en', now)).toBe(today.toLocaleTimeString(undefined, { timeStyle: 'short' }));
    expect(chatTime(earlier.toISOString(), 'en', now)).toBe(
      earlier.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    );
  });

  it('is written in Devanagari digits on the 24-hour clock in Nepali', () => {
    expect(chatTime(new Date(2025, 2, 14, 9, 5).toISOString(), 'ne', now)).toBe('०९:०५');
    expect(chatTime(new Date(2025, 2, 12, 21, 5).toISOString(), 'ne', now)).toBe('१२ मार्च २०२५, २१:०५');
  });

  it('shows a time it cannot read as stored', () => {
    expect(chatTime('soon', 'en', now)).toBe('soon');
  });
});
