import { describe, expect, it } from 'vitest';
import { sniffImage, sniffVideo } from './sniff.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('file types from magic numbers', () => {
  it('knows JPEG, PNG and WebP, and nothing else as an image', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(sniffImage(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('png');
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    for (const other of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
      bytes('GIF89a'),
      bytes('RIFF', [0, 0, 0, 0], 'WAVE'),
      bytes([0, 0, 0, 0x18], 'ftypheic'),
      bytes('%PDF-1.7'),
    ]) {
      expect(sniffImage(other)).toBeUndefined();
    }
  });

  it('knows MP4, QuickTime and WebM, and refuses HEIC, Matroska and text', () => {
    expect(sniffVideo(bytes([0, 0, 0, 0x20], 'ftypisom'))).toBe('mp4');
    expect(sniffVideo(bytes([0, 0, 0, 0x20], 'ftypmp42'))).toBe('mp4');
    expect(sniffVideo(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBe('mov');
    expect(sniffVideo(bytes([0, 0, 0, 0x08], 'wide'))).toBe('mov');
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe('webm');
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toBeUndefined();
    expect(sniffVideo(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBeUndefined();
    expect(sniffVideo(bytes('this is text, not a video'))).toBeUndefined();
  });
});
