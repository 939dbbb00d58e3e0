import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { lineText, multilineText, wholeNumberField } from './fields.js';

export const creditAmountMin = 1;
export const creditAmountMax = 50_000;
/** The most credit requests one account may have waiting for an admin at once. */
export const pendingCreditRequestsMax = 3;
export const paymentMethods = ['bank_transfer', 'esewa', 'khalti', 'ime_pay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** What a receipt may be: a photo or scan of it, or the bank's PDF. */
export const receiptTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** The largest receipt, image or PDF. */
export const receiptMaxMb = 10;
export const adminNoteMax = 500;

/**
 * `POST /credits/request` without its receipt: the amount, a JSON integer (the REST adapter reads a
 * multipart form's decimal digits as one), and how it was paid. The API adds the receipt field, a
 * data URL or a file it has staged.
 */
export const creditRequestFields = z.object({
  amount: wholeNumberField('creditRequestIncomplete', 'creditAmountInvalid', creditAmountMin, creditAmountMax),
  payment_method: z.enum(paymentMethods, refuse('paymentMethodInvalid')).default('bank_transfer'),
});

export const creditRequestStatuses = ['pending', 'approved', 'rejected'] as const;

/** A credit request as its owner and the admins see it; the receipt is read through `receipt_url` (owner and admins only). */
export const creditRequestSchema = z.object({
  id: z.string(),
  user_username: z.string(),
  amount: z.number().int(),
  payment_method: z.enum(paymentMethods),
  status: z.enum(creditRequestStatuses),
  admin_note: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  receipt_url: z.string(),
  receipt_type: z.enum(receiptTypes),
  /** The same receipt bytes came with another request too (admins look twice). */
  receipt_used_before: z.boolean(),
});
export type CreditRequest = z.infer<typeof creditRequestSchema>;
export const myCreditRequestsSchema = z.object({ requests: z.array(creditRequestSchema) });
export const adminCreditRequestsSchema = z.object({
  pending: z.array(creditRequestSchema),
  approved: z.array(creditRequestSchema),
  rejected: z.array(creditRequestSchema),
});
export type AdminCreditRequests = z.infer<typeof adminCreditRequestsSchema>;

/** `PUT /admin/credits/requests/{id}`. */
export const processCreditRequestInput = z.object({
  id: lineText(refuse('creditRequestNotFound'))
    .min(1, refuse('creditRequestNotFound'))
    .max(64, refuse('creditRequestNotFound')),
  status: z.enum(['approved', 'rejected'], refuse('creditStatusInvalid')),
  admin_note: multilineText(refuse('adminNoteTooLong'))
    .trim()
    .max(adminNoteMax, refuse('adminNoteTooLong'))
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ProcessCreditRequestFields = z.output<typeof processCreditRequestInput>;
