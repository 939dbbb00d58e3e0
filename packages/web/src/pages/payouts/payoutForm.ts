import { fillMessageIn, nepaliMobileNumber, payoutMinCredits, type Language, type PayoutMethod } from '@tasbir/shared';
import { messagesFor } from '../../i18n.js';

/** The payout form as typed. */
export type PayoutDraft = { credits: string; method: PayoutMethod; accountName: string; accountNumber: string; bankName: string };

export const emptyPayoutDraft = (credits: number): PayoutDraft => ({ credits: String(credits), method: 'esewa', accountName: '', accountNumber: '', bankName: '' });

/** Whether the account is a wallet, whose ID is a Nepali mobile number. */
export const isWallet = (method: PayoutMethod) => method !== 'bank';

/** The payout form's checks before it is sent, in the server's words (it checks again): amount, account, wallet number, bank. */
export function payoutProblem(draft: PayoutDraft, withdrawable: number, language: Language): string | null {
  const t = messagesFor(language);
  const typed = draft.credits.trim();
  const credits = /^\d+$/.test(typed) ? Number(typed) : 0;
  if (credits < payoutMinCredits) return t.payoutTooSmall;
  if (credits > withdrawable) return fillMessageIn(t.payoutOverBalance, { available: withdrawable }, language);
  if (!draft.accountName.trim() || !draft.accountNumber.trim()) return t.payoutAccountInvalid;
  if (isWallet(draft.method) && nepaliMobileNumber(draft.accountNumber) === undefined) return t.walletIdInvalid;
  if (draft.method === 'bank' && !draft.bankName.trim()) return t.bankNameRequired;
  return null;
}

/** What `payouts.request` takes, from a draft that passed payoutProblem. */
export function payoutRequest(draft: PayoutDraft) {
  return {
    credits: Number(draft.credits.trim()),
    method: draft.method,
    account_name: draft.accountName.trim(),
    account_number: draft.accountNumber.trim(),
    bank_name: draft.method === 'bank' ? draft.bankName.trim() : null,
  };
}
