import { describe, expect, it } from 'vitest';
import { detailOf } from './sendUpload.js';
import { percentSent } from './UploadProgressBar.js';

describe('detailOf', () => {
  it("reads the server's {detail} sentence", () => {
    expect(detailOf('{"detail":"Reel upload requires Silver plan or higher."}')).toBe('Reel upload requires Silver plan or higher.');
  });

  it('has nothing for other bodies', () => {
    expect(detailOf('<html>Bad gateway</html>')).toBeNull();
    expect(detailOf('{"message":"x"}')).toBeNull();
    expect(detailOf('{"detail":42}')).toBeNull();
    expect(detailOf('null')).toBeNull();
  });
});

describe('percentSent', () => {
  it('is the share of bytes sent, whole and within 0–100', () => {
    expect(percentSent(0, 1000)).toBe(0);
    expect(percentSent(333, 1000)).toBe(33);
    expect(percentSent(1000, 1000)).toBe(100);
    expect(percentSent(5, 0)).toBe(0);
  });
});
