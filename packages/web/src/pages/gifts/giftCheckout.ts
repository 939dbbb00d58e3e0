/** Credits a top-up button asks for (they are bought with a receipt, never here). */
export const topUpAmounts = [100, 500] as const;

export type GiftCheckout = {
  /** Credits left once the chosen gift is paid; null before a gift is chosen or when the balance is short. */
  remaining: number | null;
  /** What the insufficient-credits sentence needs when the balance is short, else null. */
  shortfall: { needed: number; available: number } | null;
  /** Send is allowed: a gift is chosen, the balance covers it, and no send is under way. */
  canSend: boolean;
};

/** The summary and the Send rule of the gift dialog, from the balance and the chosen gift's value. */
export function giftCheckout(balance: number, giftValue: number | null, sending: boolean): GiftCheckout {
  if (giftValue === null) return { remaining: null, shortfall: null, canSend: false };
  if (giftValue > balance)
    return { remaining: null, shortfall: { needed: giftValue, available: balance }, canSend: false };
  return { remaining: balance - giftValue, shortfall: null, canSend: !sending };
}
