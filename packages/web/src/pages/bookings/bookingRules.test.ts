import { beforeAll, describe, expect, it } from 'vitest';
import { uiEn, uiNe, type BookingStatus } from '@tasbir/shared';
import {
  budgetText,
  canAnswer,
  canCancel,
  canComplete,
  canMarkBalancePaid,
  canPayAdvance,
  canPayBalance,
  canPhotographerCancel,
  clashesOnAccept,
} from './bookingRules.js';
import { loadTexts } from '../../i18n.js';

// The app loads Nepali's sentences before it draws in Nepali (i18n.ts).
beforeAll(() => loadTexts('ne'));

const unpaid = { amount: 40_000, paid_at: null, paid_via: null };
const booking = (status: BookingStatus, event_date = '2026-05-10') => ({
  status,
  event_date,
  same_date_accepted: 0,
  balance: unpaid,
});

describe('what each side may do with a booking', () => {
  it('lets the requester cancel a booking until it ends, and nothing else', () => {
    for (const status of ['pending', 'awaiting_advance', 'accepted', 'confirmed'] as const)
      expect(canCancel(booking(status)), status).toBe(true);
    for (const status of ['declined', 'cancelled', 'expired', 'completed'] as const)
      expect(canCancel(booking(status)), status).toBe(false);
  });

  it('lets the photographer cancel a booking they took, and decline (not cancel) a pending one', () => {
    for (const status of ['awaiting_advance', 'accepted', 'confirmed'] as const)
      expect(canPhotographerCancel(booking(status)), status).toBe(true);
    for (const status of ['pending', 'declined', 'cancelled', 'expired', 'completed'] as const)
      expect(canPhotographerCancel(booking(status)), status).toBe(false);
  });

  it('offers the client to pay a due advance until its deadline', () => {
    const due = (status: BookingStatus, advance: 'due' | 'held') => ({
      status,
      advance: { amount: 10_000, status: advance, due_at: '2025-11-29T08:20:00.000Z', refunded: 0, released: 0 },
    });
    const before = new Date('2025-11-29T08:19:59Z');
    expect(canPayAdvance(due('awaiting_advance', 'due'), before)).toBe(true);
    expect(canPayAdvance(due('awaiting_advance', 'due'), new Date('2025-11-29T08:20:00Z'))).toBe(false);
    expect(canPayAdvance(due('confirmed', 'held'), before)).toBe(false);
    expect(canPayAdvance({ status: 'accepted', advance: null }, before)).toBe(false);
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

  it('offers "Mark completed" for a booking confirmed by its advance too, and never for one still waiting for it', () => {
    expect(canComplete(booking('confirmed', '2026-05-09'), '2026-05-10')).toBe(true);
    expect(canComplete(booking('awaiting_advance', '2026-05-09'), '2026-05-10')).toBe(false);
  });

  it('lets neither side cancel a booking whose balance is paid', () => {
    const paid = { ...booking('confirmed'), balance: { ...unpaid, paid_at: '2026-05-11T10:00:00.000Z' } };
    expect(canCancel(paid)).toBe(false);
    expect(canPhotographerCancel(paid)).toBe(false);
  });

  it('opens the balance once the booking went ahead or was completed, until it is paid', () => {
    for (const status of ['accepted', 'confirmed', 'completed'] as const) {
      expect(canPayBalance(booking(status)), status).toBe(true);
      expect(canMarkBalancePaid(booking(status)), status).toBe(true);
    }
    for (const status of ['pending', 'awaiting_advance', 'declined', 'cancelled', 'expired'] as const) {
      expect(canPayBalance(booking(status)), status).toBe(false);
      expect(canMarkBalancePaid(booking(status)), status).toBe(false);
    }
    const paid = { status: 'completed' as const, balance: { ...unpaid, paid_at: '2026-05-11T10:00:00.000Z' } };
    expect(canPayBalance(paid)).toBe(false);
    expect(canMarkBalancePaid(paid)).toBe(false);
  });

  it('leaves a balance without an agreed price to the photographer’s mark', () => {
    const unpriced = { status: 'accepted' as const, balance: { ...unpaid, amount: null } };
    expect(canPayBalance(unpriced)).toBe(false);
    expect(canMarkBalancePaid(unpriced)).toBe(true);
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
