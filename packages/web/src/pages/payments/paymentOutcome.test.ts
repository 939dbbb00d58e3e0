import { TRPCClientError } from '@trpc/client';
import { addedErrorsNe, uiNe } from '@tasbir/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { outcomeSentence } from './paymentOutcome.js';
import { paymentFailureText, paymentWhat } from './paymentText.js';
import { loadTexts } from '../../i18n.js';

// The app loads Nepali's sentences before it draws in Nepali (i18n.ts).
beforeAll(() => loadTexts('ne'));

const credits = { purpose: 'credits', credits: 500, plan: null, provider: 'esewa', amount_paisa: 50_000 } as const;
const gold = { purpose: 'plan', credits: null, plan: 'gold', provider: 'khalti', amount_paisa: 99_900 } as const;
/** The advance: 20% of Rs 50,000. */
const advance = { purpose: 'advance', credits: null, plan: null, provider: 'khalti', amount_paisa: 1_000_000 } as const;

describe('the payment page’s sentence', () => {
  it('says how many credits were added and the balance now', () => {
    expect(
      outcomeSentence({ payment: { ...credits, status: 'completed' }, balance: 1500, following: false }, 'en'),
    ).toBe('500 credits were added. Your balance is 1,500 credits.');
    expect(
      outcomeSentence({ payment: { ...credits, status: 'completed' }, balance: 150000, following: false }, 'ne'),
    ).toBe('५०० क्रेडिट थपियो। तपाईंको मौज्दात १,५०,००० क्रेडिट छ।');
  });

  it('names the plan that is now active', () => {
    expect(outcomeSentence({ payment: { ...gold, status: 'completed' }, balance: 0, following: false }, 'en')).toBe(
      'Your Gold plan is now active.',
    );
  });

  it('says a booking’s advance is paid and the booking confirmed, in rupees', () => {
    expect(outcomeSentence({ payment: { ...advance, status: 'completed' }, balance: 0, following: false }, 'en')).toBe(
      'The advance of Rs 10,000 is paid: your booking is confirmed.',
    );
    expect(outcomeSentence({ payment: { ...advance, status: 'completed' }, balance: 0, following: false }, 'ne')).toBe(
      'रु १०,००० अग्रिम तिरियो: तपाईंको बुकिङ पक्का भयो।',
    );
  });

  it('checks with the wallet while following, then says it is still waiting', () => {
    expect(outcomeSentence({ payment: { ...credits, status: 'pending' }, balance: 0, following: true }, 'en')).toBe(
      'Checking with eSewa…',
    );
    expect(outcomeSentence({ payment: { ...gold, status: 'initiated' }, balance: 0, following: true }, 'ne')).toBe(
      'खल्ती सँग जाँच गर्दै…',
    );
    expect(outcomeSentence({ payment: { ...gold, status: 'pending' }, balance: 0, following: false }, 'en')).toMatch(
      /^Khalti has not confirmed this payment yet\./,
    );
  });

  it('says a failed or expired payment added nothing, and that an admin looks at an ambiguous one', () => {
    expect(
      outcomeSentence({ payment: { ...credits, status: 'failed' }, balance: 0, following: false }, 'en'),
    ).toContain('nothing was added');
    expect(
      outcomeSentence({ payment: { ...credits, status: 'expired' }, balance: 0, following: false }, 'en'),
    ).toContain('expired');
    expect(
      outcomeSentence({ payment: { ...credits, status: 'ambiguous' }, balance: 0, following: false }, 'en'),
    ).toContain('an admin is looking at it');
  });
});

describe('what a payment bought', () => {
  it('reads as credits or as a plan for 30 days', () => {
    expect(paymentWhat(credits, 'en')).toBe('500 credits');
    expect(paymentWhat({ ...credits, credits: 100000 }, 'ne')).toBe('१,००,००० क्रेडिट');
    expect(paymentWhat(gold, 'en')).toBe('Gold plan, 30 days');
  });

  it('reads as a booking’s advance', () => {
    expect(paymentWhat(advance, 'en')).toBe('A booking’s advance');
    expect(paymentWhat(advance, 'ne')).toBe('बुकिङको अग्रिम');
  });
});

describe('a refused payment', () => {
  it('names the wallet in the reader’s language, whatever the server wrote', () => {
    const refused = new TRPCClientError('refused', {
      result: {
        error: {
          message: 'refused',
          code: -32600,
          data: { errorCode: 'paymentProviderDown', params: { provider: 'eSewa' } },
        },
      },
    });
    expect(paymentFailureText(refused, 'ne')).toBe(
      addedErrorsNe.paymentProviderDown.replace('{provider}', uiNe.paymentMethod_esewa),
    );
    expect(paymentFailureText(new Error('offline'), 'en')).toBe('Something went wrong. Please try again.');
  });
});
