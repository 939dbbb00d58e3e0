import { uiNe } from '@tasbir/shared';
import { describe, expect, it } from 'vitest';
import { creditRequestFailureText, creditRequestProblem, receiptKb, receiptProblem } from './receiptRules.js';

const jpeg = { name: 'receipt.jpg', size: 120_000, type: 'image/jpeg' };

describe('the credit request form', () => {
  it('asks for the amount and the receipt before anything else', () => {
    expect(creditRequestProblem('', jpeg, 'en')).toBe('Please fill in all required fields and upload a receipt');
    expect(creditRequestProblem('500', null, 'en')).toBe('Please fill in all required fields and upload a receipt');
  });

  it('takes 1 to 50,000 whole credits', () => {
    for (const amount of ['0', '50001', '12.5', 'abc']) expect(creditRequestProblem(amount, jpeg, 'en')).toBe('Amount must be between 1 and 50,000 credits');
    for (const amount of ['1', '500', '50000']) expect(creditRequestProblem(amount, jpeg, 'en')).toBeNull();
  });

  it('takes JPEG, PNG, WebP and PDF receipts up to 10 MB', () => {
    expect(receiptProblem({ name: 'r.pdf', size: 2_000, type: 'application/pdf' }, 'en')).toBeNull();
    expect(receiptProblem({ name: 'r.gif', size: 2_000, type: 'image/gif' }, 'en')).toBe('Receipts must be a JPEG, PNG or WebP image, or a PDF');
    expect(receiptProblem({ ...jpeg, size: 10 * 1024 * 1024 + 1 }, 'en')).toBe('Receipts can be at most 10 MB');
    expect(receiptProblem({ ...jpeg, size: 10 * 1024 * 1024 + 1 }, 'ne')).toBe(uiNe.receiptTooLarge.replace('{mb}', '१०'));
  });

  it('says what went wrong after "Error submitting credit request:"', () => {
    expect(creditRequestFailureText({ code: 'creditAmountInvalid', params: {} }, 'en')).toBe('Error submitting credit request: Amount must be between 1 and 50,000 credits');
  });

  it('shows receipt sizes in KB', () => {
    expect(receiptKb(2048)).toBe(2);
    expect(receiptKb(100)).toBe(1);
  });
});
