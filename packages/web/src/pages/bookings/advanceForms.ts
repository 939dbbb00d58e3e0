import {
  acceptBookingInput,
  advanceAmountOf,
  digitsAsNumber,
  settleBookingInput,
  type BookingPolicy,
} from '@tasbir/shared';
import { formProblems, type FormProblem } from '../../forms/formProblems.js';
import '../addedErrorTexts.js';

const devanagariDigits = '०१२३४५६७८९';

/**
 * A typed amount of rupees as the server reads a form's digits: Nepali digits become Latin ones, and
 * the commas and spaces of "50,000" or "1,00,000" are dropped, so a price may be typed as it is
 * written; blank is absent, and whatever else is left stays text for the schema to refuse.
 */
export function typedRupees(text: string): unknown {
  const latin = text.replace(/[०-९]/g, (digit) => String(devanagariDigits.indexOf(digit)));
  return digitsAsNumber(latin.replace(/[\s,]/g, ''));
}

/**
 * What the server would refuse of accepting at this price: none typed when the booking's policy takes
 * an advance (the price it is worked from), then the schema's bounds (whole rupees, Rs 1,000 to
 * Rs 1,00,00,000).
 */
export function acceptProblem(
  id: string,
  typed: string,
  policy: Pick<BookingPolicy, 'advance_percent'>,
): FormProblem | null {
  const price = typedRupees(typed);
  if (price === undefined && policy.advance_percent > 0)
    return { code: 'agreedPriceRequired', params: { percent: policy.advance_percent }, field: 'agreed_price' };
  return formProblems(acceptBookingInput, { id, agreed_price: price })[0] ?? null;
}

/** The price and the advance it makes while the typed price is one the server takes, to show as it is typed; null otherwise. */
export function acceptPreview(id: string, typed: string, policy: Pick<BookingPolicy, 'advance_percent'>) {
  const price = typedRupees(typed);
  if (typeof price !== 'number' || acceptProblem(id, typed, policy)) return null;
  return { price, advance: advanceAmountOf(price, policy.advance_percent) };
}

/** What the server would refuse of a settlement: the schema's (a whole refund, a note), then a refund over what is held. */
export function settleProblem(id: string, refund: string, note: string, held: number): FormProblem | null {
  const value = typedRupees(refund.trim());
  const problem = formProblems(settleBookingInput, { id, refund: value, note })[0];
  if (problem) return problem.code === 'settlementRefundInvalid' ? { ...problem, params: { held } } : problem;
  if (typeof value === 'number' && value > held)
    return { code: 'settlementRefundInvalid', params: { held }, field: 'refund' };
  return null;
}
