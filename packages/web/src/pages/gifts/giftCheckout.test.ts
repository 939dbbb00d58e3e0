import { describe, expect, it } from 'vitest';
import { giftCheckout } from './giftCheckout.js';

describe('giftCheckout', () => {
  it('cannot send before a gift is chosen', () => {
    expect(giftCheckout(500, null, false)).toEqual({ remaining: null, shortfall: null, canSend: false });
  });

  it('shows what is left and allows sending when the balance covers the gift', () => {
    expect(giftCheckout(500, 100, false)).toEqual({ remaining: 400, shortfall: null, canSend: true });
    expect(giftCheckout(100, 100, false)).toEqual({ remaining: 0, shortfall: null, canSend: true });
  });

  it('blocks sending while a send is under way', () => {
    expect(giftCheckout(500, 100, true).canSend).toBe(false);
  });

  it('reports the shortfall with what is needed and what is available', () => {
    expect(giftCheckout(50, 100, false)).toEqual({
      remaining: null,
      shortfall: { needed: 100, available: 50 },
      canSend: false,
    });
  });
});
