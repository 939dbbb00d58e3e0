import { describe, expect, it } from 'vitest';
import { canOfferUpload } from './uploadOffer.js';

describe('canOfferUpload', () => {
  const account = (role: 'user' | 'photographer' | 'admin', plan: 'free' | 'silver' | 'gold', active: boolean) => ({
    role,
    subscription_plan: plan,
    subscription_active: active,
  });

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
