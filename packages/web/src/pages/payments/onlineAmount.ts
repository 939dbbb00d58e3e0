import { createPaymentInput, digitsAsNumber, paymentProviders, type PaymentProvider } from '@tasbir/shared';
import { formProblems, type FormProblem } from '../../forms/formProblems.js';
import '../addedErrorTexts.js';

/** A preset amount of credits, or the payer's own. */
export type AmountChoice = number | 'other';

/** What `payments.create` is asked for: the preset chosen, or the payer's own amount read as the server reads a form's digits. */
const creditsAsked = (choice: AmountChoice, typed: string) =>
  choice === 'other' ? digitsAsNumber(typed.trim()) : choice;

/** What the server's payment schema refuses in buying these credits through this provider (the amount: 10 to 1,00,000 whole credits). */
export function onlineCreditsProblem(
  choice: AmountChoice,
  typed: string,
  provider: PaymentProvider,
): FormProblem | null {
  return (
    formProblems(createPaymentInput, { purpose: 'credits', credits: creditsAsked(choice, typed), provider })[0] ?? null
  );
}

/** The credits to buy, to show what they cost: null while the server would refuse the amount (whichever provider is chosen). */
export function chosenCredits(choice: AmountChoice, typed: string): number | null {
  const credits = creditsAsked(choice, typed);
  return typeof credits === 'number' && !onlineCreditsProblem(choice, typed, paymentProviders[0]) ? credits : null;
}
