import { useAtomValue } from 'jotai';
import {
  bookingAdvancesEn,
  bookingAdvancesNe,
  daysUntil,
  gregorianMonthsNe,
  localDigits,
  refundPercentAt,
  type Booking,
  type Language,
} from '@tasbir/shared';
import { languageAtom } from '../../state/language.js';
import { formatIn } from '../../useFormat.js';
import '../addedErrorTexts.js';

/** The advance's own texts, read on their own like the policy's (policyText.ts): the home page carries none of them. */
export type AdvanceT = Record<keyof typeof bookingAdvancesEn, string>;
const advanceTables: Record<Language, AdvanceT> = { en: bookingAdvancesEn, ne: bookingAdvancesNe };

export const advanceMessagesFor = (language: Language): AdvanceT => advanceTables[language];

export function useAdvanceT(): AdvanceT {
  return advanceTables[useAtomValue(languageAtom)];
}

/** Deadlines are shown in Nepal's time wherever the reader is (the server keeps them in UTC). */
const nepalZone = 'Asia/Kathmandu';
const nepalParts = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: nepalZone,
});
const nepalMonth = new Intl.DateTimeFormat('en-GB', { month: 'numeric', timeZone: nepalZone });

/** A moment as a day and time in Nepal: "29 Nov, 14:05", "२९ नोभेम्बर, १४:०५". */
export function nepalTimeText(moment: Date, language: Language): string {
  const parts = nepalParts.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  const month =
    language === 'ne' ? (gregorianMonthsNe[Number(nepalMonth.format(moment)) - 1] ?? part('month')) : part('month');
  return localDigits(`${Number(part('day'))} ${month}, ${part('hour')}:${part('minute')}`, language);
}

/** What is left until a deadline, in whole minutes: "47 h 59 min", "12 min"; null once it has passed. */
export function timeLeftText(leftMs: number, language: Language): string | null {
  if (leftMs <= 0) return null;
  const t = advanceMessagesFor(language);
  const format = formatIn(language);
  const minutes = Math.floor(leftMs / 60_000);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return format.fill(t.advanceLeftMinutes, { minutes });
  return format.fill(t.advanceLeftHours, { hours, minutes: minutes % 60 });
}

/**
 * The advance's deadline as each side reads it: "Pay by 29 Nov, 14:05 (Nepal time) — 47 h 59 min
 * left" for the client, "The client pays by …" for the photographer; that it has passed, once it has.
 */
export function deadlineText(dueAt: string, now: Date, side: 'client' | 'photographer', language: Language): string {
  const t = advanceMessagesFor(language);
  const due = new Date(dueAt);
  const left = timeLeftText(due.getTime() - now.getTime(), language);
  if (left === null) return t.advanceDeadlineOver;
  const template = side === 'client' ? t.advanceDeadlineClient : t.advanceDeadlinePhotographer;
  return formatIn(language).fill(template, { time: nepalTimeText(due, language), left });
}

type AdvanceOf = Pick<Booking, 'advance'>;

/** What the platform holds of the booking's advance now: the paid advance less what already went either way. */
export function heldAdvance({ advance }: AdvanceOf): number {
  if (!advance || advance.status !== 'held') return 0;
  return advance.amount - advance.refunded - advance.released;
}

/** What a client who cancels on Nepal's `today` gets back, by the booking's own policy (as the server counts it). */
export function refundPreview(booking: AdvanceOf & Pick<Booking, 'policy' | 'event_date'>, today: string) {
  const held = heldAdvance(booking);
  const days = daysUntil(booking.event_date, today);
  const percent = refundPercentAt(booking.policy, days);
  return { held, days, percent, refund: Math.floor((held * percent) / 100) };
}

function whenText(days: number, t: AdvanceT, language: Language): string {
  if (days <= 0) return t.cancelWhenEventDay;
  if (days === 1) return t.cancelWhenOneDay;
  return formatIn(language).fill(t.cancelWhenDays, { days });
}

/**
 * What cancelling today means, said before it happens: to the client, how much of a held advance
 * comes back by the booking's policy (nothing to say while none is held); to the photographer, that
 * it refunds everything and counts against their reliability.
 */
export function cancelConsequence(
  booking: AdvanceOf & Pick<Booking, 'policy' | 'event_date'>,
  side: 'client' | 'photographer',
  today: string,
  language: Language,
): string | null {
  const t = advanceMessagesFor(language);
  const format = formatIn(language);
  const preview = refundPreview(booking, today);
  const held = format.money(preview.held);
  if (side === 'photographer')
    return preview.held > 0 ? format.fill(t.cancelRefundPhotographer, { held }) : t.cancelPhotographerReliability;
  if (preview.held === 0) return null;
  const when = whenText(preview.days, t, language);
  if (preview.refund === 0) return format.fill(t.cancelRefundClientNone, { when, held });
  return format.fill(t.cancelRefundClient, {
    when,
    percent: preview.percent,
    refund: format.money(preview.refund),
    held,
  });
}
