import { uiNe, type Language } from '@tasbir/shared';
import { describe, expect, it } from 'vitest';
import { refusalText, type ServerRefusal } from '../../trpc.js';
import {
  creditRequestFailureText,
  creditRequestProblem,
  receiptKb,
  receiptProblem,
  type ReceiptFile,
} from './receiptRules.js';

const jpeg = { name: 'receipt.jpg', size: 120_000, type: 'image/jpeg' };
/** A problem as the form shows it. */
const said = (problem: ServerRefusal | null, language: Language = 'en') => problem && refusalText(problem, language);
const requestProblem = (amount: string, file: ReceiptFile | null) => said(creditRequestProblem(amount, file));

describe('the credit request form', () => {
  it('asks for the amount and the receipt before anything else', () => {
    expect(requestProblem('', jpeg)).toBe('Please fill in all required fields and upload a receipt');
    expect(requestProblem('500', null)).toBe('Please fill in all required fields and upload a receipt');
  });

  it('takes 1 to 50,000 whole credits', () => {
    for (const amount of ['0', '50001', '12.5', 'abc'])
      expect(requestProblem(amount, jpeg)).toBe('Amount must be between 1 and 50,000 credits');
    for (const amount of ['1', '500', '50000', ' 500 ']) expect(requestProblem(amount, jpeg)).toBeNull();
  });

  it('reads the amount as the server reads a form’s digits, so "1e3" and "+5" are refused before sending', () => {
    for (const amount of ['1e3', '+5', '0x10'])
      expect(requestProblem(amount, jpeg)).toBe('Amount must be between 1 and 50,000 credits');
  });

  it('takes JPEG, PNG, WebP and PDF receipts up to 10 MB', () => {
    expect(said(receiptProblem({ name: 'r.pdf', size: 2_000, type: 'application/pdf' }))).toBeNull();
    expect(said(receiptProblem({ name: 'r.gif', size: 2_000, type: 'image/gif' }))).toBe(
      'Receipts must be a JPEG, PNG or WebP image, or a PDF',
    );
    expect(said(receiptProblem({ ...jpeg, size: 10 * 1024 * 1024 + 1 }))).toBe('Receipts can be at most 10 MB');
    expect(said(receiptProblem({ ...jpeg, size: 10 * 1024 * 1024 + 1 }), 'ne')).toBe(
      uiNe.receiptTooLarge.replace('{mb}', '१०'),
    );
  });

  it('says what went wrong after "Error submitting credit request:"', () => {
    expect(creditRequestFailureText({ code: 'creditAmountInvalid', params: {} }, 'en')).toBe(
      'Error submitting credit request: Amount must be between 1 and 50,000 credits',
    );
  });

  it('shows receipt sizes in KB', () => {
    expect(receiptKb(2048)).toBe(2);
    expect(receiptKb(100)).toBe(1);
  });
});
