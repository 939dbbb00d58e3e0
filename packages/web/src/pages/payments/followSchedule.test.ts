import { describe, expect, it } from 'vitest';
import { checkDelaysMs, isUnfinished, nextCheckDelay } from './followSchedule.js';

describe('following an unfinished payment', () => {
  it('checks within seconds at first, then waits longer each time', () => {
    expect(nextCheckDelay(0)).toBeLessThanOrEqual(3_000);
    for (let index = 1; index < checkDelaysMs.length; index += 1)
      expect(nextCheckDelay(index)).toBeGreaterThan(nextCheckDelay(index - 1) ?? 0);
  });

  it('stops after about two minutes, leaving "Check again" to the payer', () => {
    const total = checkDelaysMs.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThanOrEqual(90_000);
    expect(total).toBeLessThanOrEqual(180_000);
    expect(nextCheckDelay(checkDelaysMs.length)).toBeNull();
  });

  it('follows only initiated and pending payments', () => {
    expect(isUnfinished('initiated')).toBe(true);
    expect(isUnfinished('pending')).toBe(true);
    for (const status of ['completed', 'failed', 'expired', 'refunded', 'ambiguous'] as const)
      expect(isUnfinished(status)).toBe(false);
  });
});
