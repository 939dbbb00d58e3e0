import { useEffect, useRef } from 'react';
import type { Booking } from '@tasbir/shared';
import { trpc } from '../../trpc.js';

/**
 * Money an advance moved to this account since the list's last answer (a refund to the client, a
 * release to the photographer, whoever took the step) changes the balance, and a photographer's
 * earnings: the top bar and the Earnings tab ask again, as a decided credit request does.
 */
export function useAdvanceMoves(bookings: readonly Booking[], side: 'client' | 'photographer'): void {
  const utils = trpc.useUtils();
  const seen = useRef<number | null>(null);
  const moved = bookings.reduce(
    (total, { advance }) => total + (side === 'client' ? (advance?.refunded ?? 0) : (advance?.released ?? 0)),
    0,
  );
  useEffect(() => {
    const before = seen.current;
    seen.current = moved;
    if (before === null || before === moved) return;
    void Promise.all([
      utils.auth.me.invalidate(),
      side === 'photographer' ? utils.payouts.earnings.invalidate() : undefined,
    ]);
  }, [moved, side, utils]);
}
