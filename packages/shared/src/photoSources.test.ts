import { describe, expect, it } from 'vitest';
import { photoSrcSet } from './photoSources.js';

describe('photoSrcSet', () => {
  const urls = { thumb_url: '/api/media/t.webp', image_url: '/api/media/d.webp' };

  it('offers the thumbnail at 480w and the display size at its own width', () => {
    expect(photoSrcSet({ ...urls, width: 1600 })).toBe('/api/media/t.webp 480w, /api/media/d.webp 1600w');
    expect(photoSrcSet({ ...urls, width: 900 })).toBe('/api/media/t.webp 480w, /api/media/d.webp 900w');
  });

  it('has no srcset for a photo no wider than a thumbnail (both variants are the same size)', () => {
    expect(photoSrcSet({ ...urls, width: 480 })).toBeUndefined();
    expect(photoSrcSet({ ...urls, width: 160 })).toBeUndefined();
  });
});
