import type { Booking, Language } from '@tasbir/shared';
import { messagesFor } from '../../i18n.js';
import { formatIn } from '../../useFormat.js';
import { advanceMessagesFor } from './advanceText.js';

/**
 * The balance's line among a booking's money facts: "Rs 40,000 · Not paid yet", "… · Paid through
 * eSewa", "… · Marked paid by the photographer"; none before the booking has a price or a mark.
 */
export function balanceText(balance: Booking['balance'], language: Language): string | null {
  const t = advanceMessagesFor(language);
  const format = formatIn(language);
  const amount = balance.amount === null ? null : format.money(balance.amount);
  if (balance.paid_via === 'marked')
    return amount === null ? t.balancePaidMarked : format.fill(t.balancePaidMarkedAmount, { amount });
  if (amount === null) return null;
  if (balance.paid_via === null) return format.fill(t.balanceUnpaid, { amount });
  if (balance.paid_via === 'credits') return format.fill(t.balancePaidCredits, { amount });
  return format.fill(t.balancePaidThrough, {
    amount,
    method: messagesFor(language)[`paymentMethod_${balance.paid_via}`],
  });
}
