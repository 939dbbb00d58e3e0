import { describe, expect, it } from 'vitest';
import { uiEn, uiNe } from '@tasbir/shared';
import { budgetText, canAnswer, canCancel, canComplete, clashesOnAccept } from './bookingRules.js';

const booking = (
  status: 'pending' | 'accepted' | 'declined' | 'cancelled' | 'completed',
  event_date = '2026-05-10',
) => ({ status, event_date, same_date_accepted: 0 });

describe('what each side may do with a booking', () => {
  it('lets the requester cancel a pending or accepted booking, and nothing else', () => {
    expect(canCancel(booking('pending'))).toBe(true);
    expect(canCancel(booking('accepted'))).toBe(true);
    for (const status of ['declined', 'cancelled', 'completed'] as const)
      expect(canCancel(booking(status))).toBe(false);
  });

  it('lets the photographer answer only a pending booking', () => {
    expect(canAnswer(booking('pending'))).toBe(true);
    for (const status of ['accepted', 'declined', 'cancelled', 'completed'] as const)
      expect(canAnswer(booking(status))).toBe(false);
  });

  it('offers "Mark completed" for an accepted booking only after its date has passed in Nepal', () => {
    expect(canComplete(booking('accepted', '2026-05-09'), '2026-05-10')).toBe(true);
    expect(canComplete(booking('accepted', '2026-05-10'), '2026-05-10')).toBe(false);
    expect(canComplete(booking('accepted', '2026-05-11'), '2026-05-10')).toBe(false);
    expect(canComplete(booking('pending', '2026-05-09'), '2026-05-10')).toBe(false);
  });

  it('warns before accepting a pending booking on a date that already has an accepted one', () => {
    expect(clashesOnAccept({ status: 'pending', same_date_accepted: 1 })).toBe(true);
    expect(clashesOnAccept({ status: 'pending', same_date_accepted: 0 })).toBe(false);
    expect(clashesOnAccept({ status: 'accepted', same_date_accepted: 1 })).toBe(false);
  });

  it('writes a budget range as each language writes money, and Negotiable in words', () => {
    expect(budgetText('Rs 50,000 - Rs 1,00,000', 'en')).toBe('Rs 50,000 - Rs 1,00,000');
    expect(budgetText('Rs 50,000 - Rs 1,00,000', 'ne')).toBe('रु ५०,००० - रु १,००,०००');
    expect(budgetText('Rs 5,00,000+', 'ne')).toBe('रु ५,००,०००+');
    expect(budgetText('Negotiable', 'en')).toBe(uiEn.budgetNegotiable);
    expect(budgetText('Negotiable', 'ne')).toBe(uiNe.budgetNegotiable);
  });
});
