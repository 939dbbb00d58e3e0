import { onlineCredits } from '@tasbir/shared';
import { describe, expect, it } from 'vitest';
import { refusalText } from '../../trpc.js';
import { chosenCredits, onlineCreditsProblem } from './onlineAmount.js';

describe('the amount of credits bought online', () => {
  it('offers 100, 500, 1,000 and 5,000 credits', () => {
    expect(onlineCredits.presets).toEqual([100, 500, 1000, 5000]);
    for (const preset of onlineCredits.presets) expect(chosenCredits(preset, 'ignored')).toBe(preset);
  });

  it('takes an own amount of 10 to 1,00,000 whole credits', () => {
    expect(chosenCredits('other', ' 10 ')).toBe(10);
    expect(chosenCredits('other', '100000')).toBe(100_000);
    for (const typed of ['', '9', '100001', '12.5', '1e3', '-50', 'abc'])
      expect(chosenCredits('other', typed)).toBeNull();
  });

  it('refuses an own amount out of range in the server’s words, whichever provider is chosen', () => {
    for (const provider of ['esewa', 'khalti'] as const) {
      const problem = onlineCreditsProblem('other', '9', provider);
      expect(problem && refusalText(problem, 'en')).toBe('Amount must be between 10 and 1,00,000 credits');
      expect(onlineCreditsProblem('other', '10', provider)).toBeNull();
      expect(onlineCreditsProblem(500, 'ignored', provider)).toBeNull();
    }
  });
});
