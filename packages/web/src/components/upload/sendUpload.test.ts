import { describe, expect, it } from 'vitest';
import { percentSent } from './UploadProgressBar.js';

describe('percentSent', () => {
  it('is the share of bytes sent, whole and within 0–100', () => {
    expect(percentSent(0, 1000)).toBe(0);
    expect(percentSent(333, 1000)).toBe(33);
    expect(percentSent(1000, 1000)).toBe(100);
    expect(percentSent(5, 0)).toBe(0);
  });
});
