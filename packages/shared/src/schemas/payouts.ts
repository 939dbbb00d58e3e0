import { z } from 'zod';
import { nepaliMobileNumber } from '../bookings.js';
import { refuse } from '../messages/errors.js';
import { lineText, multilineText, wholeNumberField } from './fields.js';

/** Where a photographer's earnings go: an eSewa or Khalti wallet (a Nepali mobile number) or a bank account. */
export const payoutMethods = ['esewa', 'khalti', 'bank'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

/** The smallest payout, in credits (1 credit = Rs 1). */
export const payoutMinCredits = 1000;
export const payoutLimits = {
  accountNameMax: 100,
  accountNumberMax: 40,
  bankNameMax: 100,
  referenceMax: 100,
  noteMax: 500,
} as const;

/** `held`: taken from the balance, waiting for an admin; `paid`: sent, left the system; `rejected`: given back. */
export const payoutStatuses = ['held', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

const text = (max: number) =>
  lineText(refuse('payoutAccountInvalid'))
    .trim()
    .min(1, refuse('payoutAccountInvalid'))
    .max(max, refuse('payoutAccountInvalid'));

/** `POST /payouts`: at least 1,000 credits (no more than the balance, which the server checks). */
export const createPayoutInput = z
  .object({
    credits: wholeNumberField('payoutTooSmall', 'payoutTooSmall', payoutMinCredits, Number.MAX_SAFE_INTEGER),
    method: z.enum(payoutMethods, refuse('payoutMethodInvalid')),
    account_name: text(payoutLimits.accountNameMax),
    account_number: text(payoutLimits.accountNumberMax),
    bank_name: lineText(refuse('bankNameRequired'))
      .trim()
      .max(payoutLimits.bankNameMax, refuse('bankNameRequired'))
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((payout, context) => {
    if (payout.method !== 'bank' && nepaliMobileNumber(payout.account_number) === undefined)
      context.addIssue({ code: 'custom', path: ['account_number'], message: 'walletIdInvalid' });
    if (payout.method === 'bank' && payout.bank_name === null)
      context.addIssue({ code: 'custom', path: ['bank_name'], message: 'bankNameRequired' });
  })
  // A wallet's ID is kept as its ten digits, however it was written; a bank has a name, a wallet none.
  .transform((payout) => ({
    ...payout,
    account_number:
      payout.method === 'bank'
        ? payout.account_number
        : (nepaliMobileNumber(payout.account_number) ?? payout.account_number),
    bank_name: payout.method === 'bank' ? payout.bank_name : null,
  }));
export type CreatePayoutFields = z.output<typeof createPayoutInput>;

export const payoutSchema = z.object({
  id: z.string(),
  photographer_id: z.string().nullable(),
  photographer_username: z.string().nullable(),
  credits: z.number().int(),
  method: z.enum(payoutMethods),
  account_name: z.string(),
  account_number: z.string(),
  bank_name: z.string().nullable(),
  status: z.enum(payoutStatuses),
  /** The transfer's reference, once paid. */
  reference: z.string().nullable(),
  /** Why it was turned down, once rejected. */
  note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = z.object({ payouts: z.array(payoutSchema) });

/** What a photographer may withdraw now: their whole balance, from 1,000 credits. */
export const earningsSchema = z.object({
  credits: z.number().int(),
  withdrawable: z.number().int(),
  held: z.number().int(),
  paid: z.number().int(),
});

const payoutIdField = lineText(refuse('payoutNotFound'))
  .min(1, refuse('payoutNotFound'))
  .max(64, refuse('payoutNotFound'));
export const adminPayoutsInput = z.object({
  status: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(payoutStatuses, refuse('payoutStatusInvalid')).default('held'),
  ),
});
export const markPayoutPaidInput = z.object({
  id: payoutIdField,
  reference: lineText(refuse('payoutReferenceRequired'))
    .trim()
    .min(1, refuse('payoutReferenceRequired'))
    .max(payoutLimits.referenceMax, refuse('payoutReferenceRequired')),
});
export const rejectPayoutInput = z.object({
  id: payoutIdField,
  note: multilineText(refuse('payoutNoteRequired'))
    .trim()
    .min(1, refuse('payoutNoteRequired'))
    .max(payoutLimits.noteMax, refuse('payoutNoteRequired')),
});
