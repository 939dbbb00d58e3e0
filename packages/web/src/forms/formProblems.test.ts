import { describe, expect, it } from 'vitest';
import {
  addCommentInput,
  createPayoutInput,
  digitsAsNumber,
  errorText,
  registerInput,
  updateProfileInput,
} from '@tasbir/shared';
import { refusalText } from '../trpc.js';
import { formProblems } from './formProblems.js';
import '../pages/addedErrorTexts.js';

describe('a form’s problems', () => {
  it('are none when the server’s schema takes the input', () => {
    expect(
      formProblems(registerInput, {
        username: 'sita_lens',
        email: 'sita@example.com',
        password: 'long enough',
        role: 'user',
      }),
    ).toEqual([]);
  });

  it('are the server’s codes, in the order it meets them, each with its field', () => {
    expect(formProblems(registerInput, { username: '', email: 'sita@example.com', password: 'short' })).toEqual([
      { code: 'usernameRequired', params: {}, field: 'username' },
      { code: 'usernameInvalid', params: {}, field: 'username' },
      { code: 'passwordTooShort', params: {}, field: 'password' },
    ]);
  });

  it('carry the values the server’s sentence names, so both ends word it alike', () => {
    const [problem] = formProblems(updateProfileInput, { city: 'x'.repeat(81) });
    expect(problem).toEqual({ code: 'fieldTooLong', params: { field: 'city', max: 80 }, field: 'city' });
    expect(problem && refusalText(problem, 'en')).toBe(errorText('fieldTooLong', { field: 'city', max: 80 }));
    expect(problem && refusalText(problem, 'en')).toBe('city must be at most 80 characters.');
  });

  it('read a typed amount as the server reads a form’s digits', () => {
    const payout = { method: 'esewa', account_name: 'Sita Rai', account_number: '9812345678', bank_name: null };
    expect(formProblems(createPayoutInput, { ...payout, credits: digitsAsNumber('1500') })).toEqual([]);
    for (const typed of ['', '1e3', '12.5', '999'])
      expect(formProblems(createPayoutInput, { ...payout, credits: digitsAsNumber(typed) })[0]?.code, typed).toBe(
        'payoutTooSmall',
      );
  });

  it('name the field of a check that carries no code, and the whole input when it is no form at all', () => {
    expect(formProblems(addCommentInput, { id: '', comment_text: 'Lovely light' })).toEqual([
      { code: 'fieldInvalid', params: { field: 'id' }, field: 'id' },
    ]);
    expect(formProblems(registerInput, 'not an object')).toEqual([
      { code: 'fieldInvalid', params: { field: 'input' }, field: 'input' },
    ]);
  });
});
