import { unfinishedPaymentStatuses, type PaymentStatus } from '@tasbir/shared';

/**
 * How long the payment page waits before each of its own checks of an unfinished payment: quickly at
 * first (a wallet often confirms within seconds), then slower, about two minutes in all; then it stops
 * and offers "Check again", and the server's reconciler keeps asking on its own.
 */
export const checkDelaysMs: readonly number[] = [2_000, 3_000, 5_000, 8_000, 12_000, 20_000, 30_000, 40_000];

/** The wait before the next check, or null when the page has asked enough and waits for the payer. */
export function nextCheckDelay(checksDone: number): number | null {
  return checkDelaysMs[checksDone] ?? null;
}

const unfinished: ReadonlySet<PaymentStatus> = new Set(unfinishedPaymentStatuses);

/** Whether the wallet may still change the payment's fate (initiated or pending). */
export function isUnfinished(status: PaymentStatus): boolean {
  return unfinished.has(status);
}
