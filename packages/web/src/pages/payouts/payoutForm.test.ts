import { addedErrorsNe, type Language } from '@tasbir/shared';
import { describe, expect, it } from 'vitest';
import { refusalText } from '../../trpc.js';
import { emptyPayoutDraft, payoutProblem, payoutRequest, type PayoutDraft } from './payoutForm.js';

/** The draft's problem as the form shows it. */
const problemText = (draft: PayoutDraft, withdrawable: number, language: Language) => {
  const problem = payoutProblem(draft, withdrawable);
  return problem && refusalText(problem, language);
};

const wallet: PayoutDraft = { ...emptyPayoutDraft(1500), accountName: 'Sita Rai', accountNumber: '9812345678' };
const bank: PayoutDraft = {
  credits: '2000',
  method: 'bank',
  accountName: 'Sita Rai',
  accountNumber: '01234567890',
  bankName: 'Nabil Bank',
};

describe('the payout form', () => {
  it('starts with the whole withdrawable balance to an eSewa wallet', () => {
    expect(emptyPayoutDraft(1500)).toEqual({
      credits: '1500',
      method: 'esewa',
      accountName: '',
      accountNumber: '',
      bankName: '',
    });
  });

  it('takes 1,000 credits at least, and no more than can be withdrawn', () => {
    for (const credits of ['999', '', '12.5', 'abc'])
      expect(problemText({ ...wallet, credits }, 5000, 'en')).toBe('Payouts start at 1,000 credits');
    expect(problemText({ ...wallet, credits: '1000' }, 5000, 'en')).toBeNull();
    expect(problemText({ ...wallet, credits: '1501' }, 1500, 'en')).toBe('You can withdraw at most 1,500 credits');
    expect(problemText({ ...wallet, credits: '150001' }, 150000, 'ne')).toBe(
      addedErrorsNe.payoutOverBalance.replace('{available}', '१,५०,०००'),
    );
  });

  it('names an amount over the balance before a missing account', () => {
    expect(problemText({ ...wallet, credits: '1501', accountName: '' }, 1500, 'en')).toBe(
      'You can withdraw at most 1,500 credits',
    );
    expect(problemText({ ...wallet, credits: '1e3', accountName: '' }, 5000, 'en')).toBe(
      'Payouts start at 1,000 credits',
    );
  });

  it('wants the account holder and number, a wallet’s being a Nepali mobile number', () => {
    expect(problemText({ ...wallet, accountName: ' ' }, 5000, 'en')).toBe(
      'Please enter the account holder’s name and the account number',
    );
    expect(problemText({ ...wallet, accountNumber: '01-4412345' }, 5000, 'en')).toBe(
      'eSewa and Khalti IDs are Nepali mobile numbers (98XXXXXXXX)',
    );
    expect(problemText({ ...wallet, method: 'khalti', accountNumber: '+977 981-2345678' }, 5000, 'en')).toBeNull();
  });

  it('wants a bank’s name for a bank account, whose number may be anything', () => {
    expect(problemText({ ...bank, bankName: '' }, 5000, 'en')).toBe('Please enter the bank’s name');
    expect(problemText(bank, 5000, 'en')).toBeNull();
  });

  it('sends the trimmed fields, a bank name only for a bank', () => {
    expect(payoutRequest({ ...wallet, bankName: 'left over', accountName: ' Sita Rai ' })).toEqual({
      credits: 1500,
      method: 'esewa',
      account_name: 'Sita Rai',
      account_number: '9812345678',
      bank_name: null,
    });
    expect(payoutRequest(bank)).toMatchObject({ method: 'bank', bank_name: 'Nabil Bank' });
  });
});
