import { useAtomValue } from 'jotai';
import { trustEn, trustNe, type DirectoryItem, type Language } from '@tasbir/shared';
import { languageAtom } from '../../state/language.js';
import type { Format } from '../../useFormat.js';

/** The trust signals' own texts, read on their own like the galleries': the home page's script carries none. */
export type TrustT = Record<keyof typeof trustEn, string>;
const tables: Record<Language, TrustT> = { en: trustEn, ne: trustNe };

export function useTrustT(): TrustT {
  return tables[useAtomValue(languageAtom)];
}

/**
 * "Usually replies within …" by the median minutes (docs/decisions/019-trust-signals.md): an hour,
 * a few hours (up to 6), a day; beyond that, more than a day.
 */
export function replyTimeKey(minutes: number): keyof TrustT {
  if (minutes <= 60) return 'trustRepliesWithinHour';
  if (minutes <= 6 * 60) return 'trustRepliesWithinHours';
  if (minutes <= 24 * 60) return 'trustRepliesWithinDay';
  return 'trustRepliesInDays';
}

/** The reply lines a card and a portfolio show; none when there were too few requests to tell. */
export function replyLines(
  card: Pick<DirectoryItem, 'response_time_minutes' | 'response_rate'>,
  t: TrustT,
  format: Pick<Format, 'fill'>,
): string[] {
  const lines: string[] = [];
  if (card.response_time_minutes !== null) lines.push(t[replyTimeKey(card.response_time_minutes)]);
  if (card.response_rate !== null) lines.push(format.fill(t.trustReplyRate, { rate: card.response_rate }));
  return lines;
}

/** "No cancellations in the last year" / "Cancelled 2 bookings in the last year". */
export function reliabilityLine(count: number, t: TrustT, format: Pick<Format, 'fill'>): string {
  if (count === 0) return t.trustNoCancellations;
  return count === 1 ? t.trustCancelledOne : format.fill(t.trustCancelledMany, { count });
}
