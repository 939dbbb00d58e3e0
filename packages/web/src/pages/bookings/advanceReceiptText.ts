import { useAtomValue } from 'jotai';
import {
  advanceReceiptsEn,
  advanceReceiptsNe,
  formatMoney,
  nepalToday,
  type AdvanceReceipt,
  type Language,
} from '@tasbir/shared';
import { messagesFor } from '../../i18n.js';
import { languageAtom } from '../../state/language.js';
import { formatIn } from '../../useFormat.js';
import { eventDateText } from './eventDate.js';

/** The receipts' own texts: only the Bookings tabs carry them, not the home page's tables. */
export type ReceiptT = Record<keyof typeof advanceReceiptsEn, string>;
const receiptTables: Record<Language, ReceiptT> = { en: advanceReceiptsEn, ne: advanceReceiptsNe };

export const receiptMessagesFor = (language: Language): ReceiptT => receiptTables[language];

export function useReceiptT(): ReceiptT {
  return receiptTables[useAtomValue(languageAtom)];
}

/** Whose history a receipt is read in: the client who paid, or the photographer who was booked. */
export type ReceiptSide = 'client' | 'photographer';

/**
 * What moved, phrased for the reader: "Advance paid through Khalti", "Refunded to you, in credits",
 * "Released to you, less…", "Balance paid with credits", "Balance paid to you, less…".
 */
export function receiptWhat(receipt: AdvanceReceipt, side: ReceiptSide, language: Language): string {
  const t = receiptMessagesFor(language);
  const format = formatIn(language);
  const client = side === 'client';
  switch (receipt.kind) {
    case 'advance_paid':
      // The server names credits for every advance not paid through a wallet.
      if (receipt.method === 'esewa' || receipt.method === 'khalti')
        return format.fill(t.advanceReceiptPaidThrough, {
          method: messagesFor(language)[`paymentMethod_${receipt.method}`],
        });
      return client ? t.advanceReceiptPaidFromYourCredits : t.advanceReceiptPaidWithCredits;
    case 'advance_refunded':
      return client ? t.advanceReceiptRefundedToYou : t.advanceReceiptRefundedToClient;
    case 'advance_released':
      if (client) return t.advanceReceiptReleasedToPhotographer;
      if (!receipt.platform_share) return t.advanceReceiptReleasedToYou;
      return format.fill(t.advanceReceiptReleasedLessShare, { share: formatMoney(receipt.platform_share, language) });
    case 'balance_paid':
      if (!client)
        return format.fill(t.balanceReceiptToYou, { share: formatMoney(receipt.platform_share ?? 0, language) });
      if (receipt.method === 'esewa' || receipt.method === 'khalti')
        return format.fill(t.balanceReceiptPaidThrough, {
          method: messagesFor(language)[`paymentMethod_${receipt.method}`],
        });
      return t.balanceReceiptPaidWithCredits;
  }
}

/** The booking a receipt belongs to: its other party and its event date, Gregorian and Bikram Sambat. */
export function receiptBooking(receipt: AdvanceReceipt, side: ReceiptSide, language: Language): string {
  const t = receiptMessagesFor(language);
  const template = side === 'client' ? t.advanceReceiptBookingWith : t.advanceReceiptBookingFor;
  return formatIn(language).fill(template, {
    name: receipt.other_party,
    date: eventDateText(receipt.event_date, language),
  });
}

/**
 * The Nepal calendar day (YYYY-MM-DD) the money moved: the day the booking's refund tiers count
 * by, wherever the reader is; the stored text itself when it is no time.
 */
export function receiptDay(receipt: AdvanceReceipt): string {
  const moved = new Date(receipt.created_at);
  return Number.isNaN(moved.getTime()) ? receipt.created_at : nepalToday(moved);
}

/** A receipt's date in Bikram Sambat beside the Gregorian one, as the bookings write their dates. */
export const receiptDate = (receipt: AdvanceReceipt, language: Language): string =>
  eventDateText(receiptDay(receipt), language);
