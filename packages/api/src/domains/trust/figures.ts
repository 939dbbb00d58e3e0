import { addDays, nepalToday } from '@tasbir/shared';

/**
 * The rules of the trust signals (docs/decisions/019-trust-signals.md): what counts as a thread,
 * when it counts as answered in time, and what makes a Top photographer. Pure, so each edge is a
 * unit test; the repository reads the rows and writes what these functions say.
 */
export const trustRules = {
  /** Threads opened since the start of the Nepal day this many days before today. */
  threadDays: 30,
  /** An answer within this long is in time; an unanswered thread younger than this is still pending. */
  answerWithinMs: 24 * 3_600_000,
  /** Fewer counted threads than this and both figures are left out. */
  minThreads: 5,
  /** Cancellations by the photographer counted for reliability: the last year. */
  reliabilityDays: 365,
  top: {
    /** At least 4.8 (in tenths, compared exactly) over at least 5 verified reviews of the last year. */
    minRatingTenths: 48,
    minReviews: 5,
    reviewDays: 365,
    minResponseRate: 90,
    /** No cancellation by the photographer since the start of the Nepal day this many days ago. */
    quietDays: 90,
  },
} as const;

/** The moment (ISO, UTC) a Nepal calendar day starts: 00:00 in Asia/Kathmandu (UTC+5:45, no daylight saving). */
export const nepalDayStart = (date: string): string => new Date(`${date}T00:00:00.000+05:45`).toISOString();

export type TrustWindows = {
  /** Nepal's date at the computation: the row's `computed_on`. */
  today: string;
  threadsFrom: string;
  reliabilityFrom: string;
  reviewsFrom: string;
  quietFrom: string;
};

/**
 * The windows at a moment, each starting at a Nepal midnight: the same all Nepal day long, so a
 * figure kept at an event and the nightly recompute agree, and the windows slide once a day.
 */
export function trustWindows(now: Date): TrustWindows {
  const today = nepalToday(now);
  const from = (days: number) => nepalDayStart(addDays(today, -days));
  return {
    today,
    threadsFrom: from(trustRules.threadDays),
    reliabilityFrom: from(trustRules.reliabilityDays),
    reviewsFrom: from(trustRules.top.reviewDays),
    quietFrom: from(trustRules.top.quietDays),
  };
}

/**
 * A thread: a conversation someone else started with the photographer, or a booking request made
 * to them, opened within the window. `withdrawn_at`: a request its client cancelled before it was answered.
 */
export type Thread = { opened_at: string; answered_at: string | null; withdrawn_at: string | null };

export type ResponseFigures = {
  response_time_minutes: number | null;
  response_rate: number | null;
  /** Threads counted: answered, or unanswered for more than the answer time. */
  threads: number;
};

/**
 * How long a thread took or has waited, in ms, or undefined when it is left out: unanswered and
 * younger than 24 hours (pending), or withdrawn by its client within 24 hours without an answer.
 * An unanswered thread past 24 hours counts with the time it has waited (or waited until it was
 * withdrawn): it took at least that long.
 */
export function threadWait(thread: Thread, now: Date): { ms: number; inTime: boolean } | undefined {
  const opened = Date.parse(thread.opened_at);
  if (thread.answered_at !== null) {
    const ms = Math.max(0, Date.parse(thread.answered_at) - opened);
    return { ms, inTime: ms <= trustRules.answerWithinMs };
  }
  const until = thread.withdrawn_at === null ? now.getTime() : Date.parse(thread.withdrawn_at);
  const ms = until - opened;
  return ms > trustRules.answerWithinMs ? { ms, inTime: false } : undefined;
}

/** The middle value, or the mean of the two middle values of an even count. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** Response time (median minutes, rounded) and rate (percent answered in time, rounded down) of the counted threads. */
export function responseFigures(threads: readonly Thread[], now: Date): ResponseFigures {
  const counted = threads.flatMap((thread) => threadWait(thread, now) ?? []);
  if (counted.length < trustRules.minThreads)
    return { response_time_minutes: null, response_rate: null, threads: counted.length };
  const inTime = counted.filter((wait) => wait.inTime).length;
  return {
    response_time_minutes: Math.round(median(counted.map((wait) => wait.ms)) / 60_000),
    response_rate: Math.floor((inTime * 100) / counted.length),
    threads: counted.length,
  };
}

export type TopFacts = {
  /** Verified reviews written in the review window: how many, and their ratings' sum. */
  verifiedReviews: { count: number; sum: number };
  responseRate: number | null;
  /** Bookings the photographer cancelled in the quiet window. */
  recentCancellations: number;
};

/** Top photographer: a rating of at least 4.8 over at least 5 verified reviews of the year, replies to at least 90%, no cancellation in 90 days. */
export function isTopPhotographer({ verifiedReviews, responseRate, recentCancellations }: TopFacts): boolean {
  const { top } = trustRules;
  return (
    verifiedReviews.count >= top.minReviews &&
    verifiedReviews.sum * 10 >= top.minRatingTenths * verifiedReviews.count &&
    responseRate !== null &&
    responseRate >= top.minResponseRate &&
    recentCancellations === 0
  );
}
