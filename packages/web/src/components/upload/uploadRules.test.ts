import { describe, expect, it } from 'vitest';
import { mediaMessages as mm, uiEn, uiNe } from '@tasbir/shared';
import { canOfferUpload, checkDraft, isPlanSentence, matchTemplate, templatedSentence, uploadFailureText } from './uploadRules.js';

const fiveMb = { bytes: 5 * 1024 * 1024, mb: 5 };
const png = { size: 1000, type: 'image/png' };
const same = (text: string) => text;

describe('canOfferUpload', () => {
  const account = (role: 'user' | 'photographer' | 'admin', plan: 'free' | 'silver' | 'gold', active: boolean) => ({ role, subscription_plan: plan, subscription_active: active });

  it('offers uploads to admins, photographers and users on silver or higher', () => {
    expect(canOfferUpload(account('admin', 'free', false))).toBe(true);
    expect(canOfferUpload(account('photographer', 'free', false))).toBe(true);
    expect(canOfferUpload(account('user', 'silver', true))).toBe(true);
    expect(canOfferUpload(account('user', 'gold', true))).toBe(true);
  });

  it('does not offer them to visitors, free users, or users whose plan ran out', () => {
    expect(canOfferUpload(null)).toBe(false);
    expect(canOfferUpload(account('user', 'free', false))).toBe(false);
    expect(canOfferUpload(account('user', 'gold', false))).toBe(false);
  });
});

describe('checkDraft', () => {
  it('needs a title and a file (spec section 5)', () => {
    expect(checkDraft('photo', '  ', png, fiveMb, uiEn)).toBe('Please fill in title and select an image');
    expect(checkDraft('photo', 'Sunrise', null, fiveMb, uiEn)).toBe('Please fill in title and select an image');
    expect(checkDraft('reel', 'Dance', null, fiveMb, uiEn)).toBe('Please fill in title and select a file');
  });

  it("refuses a file over the plan's size with the spec's sentence", () => {
    expect(checkDraft('photo', 'Sunrise', { size: fiveMb.bytes + 1, type: 'image/jpeg' }, fiveMb, uiEn)).toBe('File size exceeds your plan limit of 5 MB...');
    expect(checkDraft('photo', 'Sunrise', { size: fiveMb.bytes, type: 'image/jpeg' }, fiveMb, uiEn)).toBeNull();
  });

  it('refuses a file of the wrong type', () => {
    expect(checkDraft('photo', 'Sunrise', { size: 10, type: 'image/svg+xml' }, fiveMb, uiEn)).toBe(mm.imageTypeRefused);
    expect(checkDraft('reel', 'Dance', { size: 10, type: 'image/png' }, fiveMb, uiEn)).toBe(mm.videoTypeRefused);
    expect(checkDraft('reel', 'Dance', { size: 10, type: 'video/quicktime' }, fiveMb, uiEn)).toBeNull();
  });
});

describe('server sentences with numbers', () => {
  it('reads the values out of a filled-in template', () => {
    expect(matchTemplate(uiEn.photoLimitReached, mm.photoLimitReached(15))).toEqual({ count: '15' });
    expect(matchTemplate(uiEn.fileTooLarge, 'File size exceeds your plan limit of 5 MBX..')).toBeNull();
  });

  it('shows them in the chosen language', () => {
    expect(templatedSentence(mm.fileTooLarge(50), uiNe)).toBe(uiNe.fileTooLarge.replace('{mb}', '50'));
    expect(templatedSentence(mm.reelLimitReached(2), uiEn)).toBe(mm.reelLimitReached(2));
    expect(templatedSentence('Something else', uiEn)).toBeNull();
  });

  it('knows the plan sentences', () => {
    expect(isPlanSentence(mm.photoNeedsPlan)).toBe(true);
    expect(isPlanSentence(mm.reelNeedsPlan)).toBe(true);
    expect(isPlanSentence(mm.photoLimitReached(5))).toBe(true);
    expect(isPlanSentence('You do not have permission to do this')).toBe(false);
  });
});

describe('uploadFailureText (spec section 8)', () => {
  it('shows the plan sentence of a 403, else "Upload permission denied"', () => {
    expect(uploadFailureText('photo', 403, mm.photoNeedsPlan, uiEn, same)).toBe('Photo upload requires a paid subscription...');
    expect(uploadFailureText('reel', 403, mm.reelLimitReached(2), uiEn, same)).toBe(mm.reelLimitReached(2));
    expect(uploadFailureText('photo', 403, 'You do not have permission to do this', uiEn, same)).toBe('Upload permission denied. Please check your subscription plan.');
    expect(uploadFailureText('photo', 403, null, uiEn, same)).toBe('Upload permission denied. Please check your subscription plan.');
  });

  it("shows other errors' server sentence, else the kind's fallback", () => {
    expect(uploadFailureText('photo', 413, mm.fileTooLarge(5), uiEn, same)).toBe('File size exceeds your plan limit of 5 MB...');
    expect(uploadFailureText('photo', 400, mm.imageTypeRefused, uiNe, () => 'translated')).toBe('translated');
    expect(uploadFailureText('photo', 500, null, uiEn, same)).toBe('Failed to upload photo');
    expect(uploadFailureText('reel', 0, null, uiEn, same)).toBe('Failed to upload reel');
  });
});
