import { onlineCredits } from '@tasbir/shared';
import { describe, expect, it } from 'vitest';
import { chosenCredits } from './onlineAmount.js';

describe('the amount of credits bought online', () => {
  it('offers 100, 500, 1,000 and 5,000 credits', () => {
    expect(onlineCredits.presets).toEqual([100, 500, 1000, 5000]);
    for (const preset of onlineCredits.presets) expect(chosenCredits(preset, 'ignored')).toBe(preset);
  });

  it('takes an own amount of 10 to 1,00,000 whole credits', () => {
    expect(chosenCredits('other', ' 10 ')).toBe(10);
    expect(chosenCredits('other', '100000')).toBe(100_000);
    for (const typed of ['', '9', '100001', '12.5', '1e3', '-50', 'abc']) expect(chosenCredits('other', typed)).toBeNull();
  });
});
