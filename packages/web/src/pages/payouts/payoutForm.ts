import { createPayoutInput, digitsAsNumber, type PayoutMethod } from '@tasbir/shared';
import { formProblems, type FormProblem } from '../../forms/formProblems.js';
import '../addedErrorTexts.js';

/** The payout form as typed. */
export type PayoutDraft = {
  credits: string;
  method: PayoutMethod;
  accountName: string;
  accountNumber: string;
  bankName: string;
};

export const emptyPayoutDraft = (credits: number): PayoutDraft => ({
  credits: String(credits),
  method: 'esewa',
  accountName: '',
  accountNumber: '',
  bankName: '',
});

/** Whether the account is a wallet, whose ID is a Nepali mobile number. */
export const isWallet = (method: PayoutMethod) => method !== 'bank';

/**
 * The payout form's checks before it is sent, as the server refuses them (it checks again): the
 * amount by the schema (the typed credits read as the server reads a form's digits), then whether
 * the balance covers it (the server's to know; the form is given the figure), then the schema's
 * account, wallet number and bank.
 */
export function payoutProblem(draft: PayoutDraft, withdrawable: number): FormProblem | null {
  const problems = formProblems(createPayoutInput, {
    ...payoutRequest(draft),
    credits: digitsAsNumber(draft.credits.trim()),
  });
  const amount = problems.find((problem) => problem.field === 'credits');
  if (amount) return amount;
  if (Number(draft.credits.trim()) > withdrawable)
    return { code: 'payoutOverBalance', params: { available: withdrawable }, field: 'credits' };
  return problems[0] ?? null;
}

/** What `payouts.request` takes (sent once the draft passed payoutProblem). */
export function payoutRequest(draft: PayoutDraft) {
  return {
    credits: Number(draft.credits.trim()),
    method: draft.method,
    account_name: draft.accountName.trim(),
    account_number: draft.accountNumber.trim(),
    bank_name: draft.method === 'bank' ? draft.bankName.trim() : null,
  };
}
