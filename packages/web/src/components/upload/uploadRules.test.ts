import { describe, expect, it } from 'vitest';
import { uiEn, uiNe } from '@tasbir/shared';
import { checkDraft, uploadFailureText } from './uploadRules.js';

const fiveMb = { bytes: 5 * 1024 * 1024, mb: 5 };
const png = { size: 1000, type: 'image/png' };
const titled = (title: string) => ({ title, description: '', location: '' });

describe('checkDraft', () => {
  it('needs a title and a file', () => {
    expect(checkDraft('photo', titled('  '), png, fiveMb, 'en')).toBe('Please fill in title and select an image');
    expect(checkDraft('photo', titled('Sunrise'), null, fiveMb, 'en')).toBe('Please fill in title and select an image');
    expect(checkDraft('reel', titled('Dance'), null, fiveMb, 'en')).toBe('Please fill in title and select a file');
  });

  it("refuses a file over the plan's size with the sentence naming the limit", () => {
    expect(checkDraft('photo', titled('Sunrise'), { size: fiveMb.bytes + 1, type: 'image/jpeg' }, fiveMb, 'en')).toBe(
      'File size exceeds your plan limit of 5 MB...',
    );
    expect(checkDraft('photo', titled('Sunrise'), { size: fiveMb.bytes, type: 'image/jpeg' }, fiveMb, 'en')).toBeNull();
  });

  it('refuses a file of the wrong type', () => {
    expect(checkDraft('photo', titled('Sunrise'), { size: 10, type: 'image/svg+xml' }, fiveMb, 'en')).toBe(
      uiEn.imageTypeRefused,
    );
    expect(checkDraft('reel', titled('Dance'), { size: 10, type: 'image/png' }, fiveMb, 'en')).toBe(
      uiEn.videoTypeRefused,
    );
    expect(checkDraft('reel', titled('Dance'), { size: 10, type: 'video/quicktime' }, fiveMb, 'en')).toBeNull();
  });

  it('refuses what the server’s media fields refuse, in its words, after the title and the file', () => {
    expect(checkDraft('photo', { ...titled('Sunrise'), location: 'x'.repeat(121) }, png, fiveMb, 'en')).toBe(
      uiEn.fieldTooLong.replace('{field}', 'location').replace('{max}', '120'),
    );
    expect(
      checkDraft(
        'photo',
        { ...titled('Sunrise'), description: 'Over Phewa lake', category: 'landscape' },
        png,
        fiveMb,
        'en',
      ),
    ).toBeNull();
    expect(checkDraft('photo', titled('\u200b'), png, fiveMb, 'en')).toBe('Please fill in title and select an image');
  });
});

describe('uploadFailureText: what a failed upload says', () => {
  it('shows the plan sentence of a 403, else "Upload permission denied"', () => {
    expect(uploadFailureText('photo', 403, { code: 'photoNeedsPlan', params: {} }, 'en')).toBe(
      'Photo upload requires a paid subscription...',
    );
    expect(uploadFailureText('reel', 403, { code: 'reelLimitReached', params: { count: 2 } }, 'en')).toBe(
      "You've reached your plan limit of 2 reels. Please upgrade to upload more.",
    );
    expect(uploadFailureText('photo', 403, { code: 'forbidden', params: {} }, 'en')).toBe(
      'Upload permission denied. Please check your subscription plan.',
    );
    expect(uploadFailureText('photo', 403, null, 'en')).toBe(
      'Upload permission denied. Please check your subscription plan.',
    );
  });

  it("shows other refusals by their code in the chosen language, else the kind's fallback", () => {
    expect(uploadFailureText('photo', 413, { code: 'fileTooLarge', params: { mb: 5 } }, 'en')).toBe(
      'File size exceeds your plan limit of 5 MB...',
    );
    expect(uploadFailureText('photo', 413, { code: 'fileTooLarge', params: { mb: 5 } }, 'ne')).toBe(
      uiNe.fileTooLarge.replace('{mb}', '५'),
    );
    expect(uploadFailureText('photo', 400, { code: 'imageTypeRefused', params: {} }, 'ne')).toBe(uiNe.imageTypeRefused);
    expect(uploadFailureText('photo', 500, null, 'en')).toBe('Failed to upload photo');
    expect(uploadFailureText('reel', 0, null, 'en')).toBe('Failed to upload reel');
  });
});
