import { onlineCredits } from '@tasbir/shared';

/** A preset amount of credits, or the payer's own. */
export type AmountChoice = number | 'other';

/** The credits to buy: the preset chosen, or the payer's own amount when it is a whole number in range; null otherwise. */
export function chosenCredits(choice: AmountChoice, typed: string): number | null {
  if (choice !== 'other') return choice;
  const trimmed = typed.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const credits = Number(trimmed);
  return credits >= onlineCredits.min && credits <= onlineCredits.max ? credits : null;
}
