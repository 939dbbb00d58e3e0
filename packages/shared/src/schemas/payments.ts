import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { planNames } from '../plans.js';
import { lineText, wholeNumberField } from './fields.js';
import { pageCursorField, pageLimitField } from './paging.js';

/** Wallets that take online payments (docs/payments.md); bank transfers keep the receipt flow. */
export const paymentProviders = ['esewa', 'khalti'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];
export const paymentProviderLabels: Record<PaymentProvider, string> = { esewa: 'eSewa', khalti: 'Khalti' };

/** Credits bought online: 1 credit = Rs 1, from Rs 10 (Khalti's smallest payment) to Rs 1,00,000. */
export const onlineCredits = { min: 10, max: 100_000, presets: [100, 500, 1000, 5000] } as const;
export const paisaPerRupee = 100;

/**
 * What a payment buys: credits, a plan, or a booking's advance or balance (both started from the
 * booking, never from `POST /payments`).
 */
export const paymentPurposes = ['credits', 'plan', 'advance', 'balance'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/**
 * Where a payment stands. `initiated`: sent to the provider; `pending`: the provider has it but has
 * not finished; `completed`: paid and credited (or the plan started), exactly once; `failed`,
 * `expired`: nothing moved; `refunded`: an admin gave the money back; `ambiguous`: the provider's
 * answer needs an admin (no money moved).
 */
export const paymentStatuses = [
  'initiated',
  'pending',
  'completed',
  'failed',
  'expired',
  'refunded',
  'ambiguous',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** Statuses a payment may still leave by asking the provider again. */
export const unfinishedPaymentStatuses = ['initiated', 'pending'] as const satisfies readonly PaymentStatus[];

const providerField = z.enum(paymentProviders, refuse('paymentProviderInvalid'));
const paidPlanField = z
  .enum(planNames, refuse('paidPlanRequired'))
  .refine((plan) => plan !== 'free', refuse('paidPlanRequired'));

/** `POST /payments`: credits to buy, or a paid plan for 30 days, through one provider. */
export const createPaymentInput = z.discriminatedUnion(
  'purpose',
  [
    z.object({
      purpose: z.literal('credits'),
      credits: wholeNumberField('onlineCreditsInvalid', 'onlineCreditsInvalid', onlineCredits.min, onlineCredits.max),
      provider: providerField,
    }),
    z.object({ purpose: z.literal('plan'), plan: paidPlanField, provider: providerField }),
  ],
  refuse('paymentPurposeInvalid'),
);
export type CreatePaymentFields = z.output<typeof createPaymentInput>;

export const paymentSchema = z.object({
  id: z.string(),
  purpose: z.enum(paymentPurposes),
  /** Credits bought (purpose `credits`), else null. */
  credits: z.number().int().nullable(),
  /** The plan bought (purpose `plan`), else null. */
  plan: z.enum(planNames).nullable(),
  /** The booking whose advance or balance this pays (purpose `advance` or `balance`), else null. */
  booking_id: z.string().nullable(),
  amount_paisa: z.number().int(),
  provider: z.enum(paymentProviders),
  status: z.enum(paymentStatuses),
  /** The provider's own id of the payment once it has one (eSewa's ref_id, Khalti's transaction_id). */
  provider_reference: z.string().nullable(),
  /** The refund's reference at the provider, once refunded. */
  refund_reference: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What the browser does to pay: eSewa takes a form POST the page submits; Khalti a visit to its payment page. */
export const paymentRedirectSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('POST'), url: z.string(), fields: z.record(z.string(), z.string()) }),
  z.object({ method: z.literal('GET'), url: z.string() }),
]);
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;

export const createdPaymentSchema = z.object({ payment: paymentSchema, redirect: paymentRedirectSchema });

/** A payment with the balance its owner has now (the result page shows it once completed). */
export const paymentViewSchema = z.object({ payment: paymentSchema, credits: z.number().int() });

const paymentIdField = lineText(refuse('paymentNotFound'))
  .min(1, refuse('paymentNotFound'))
  .max(64, refuse('paymentNotFound'));
export const paymentIdInput = z.object({ id: paymentIdField });

export const myPaymentsInput = z.object({ limit: pageLimitField, cursor: pageCursorField });
export const paymentPageSchema = z.object({ items: z.array(paymentSchema), next_cursor: z.string().nullable() });

/** Which providers take payments here (a production server offers only those configured). */
export const paymentProvidersSchema = z.object({ providers: z.array(z.enum(paymentProviders)) });

/** A payment as admins see it: whose it is. */
export const adminPaymentSchema = paymentSchema.extend({
  user_id: z.string().nullable(),
  user_username: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** `GET /admin/payments`: by our id or the provider's reference, or by status (the ambiguous queue). */
export const adminPaymentsInput = z.object({
  query: lineText(refuse('paymentQueryInvalid'))
    .trim()
    .max(100, refuse('paymentQueryInvalid'))
    .nullish()
    .transform((value) => value || undefined),
  status: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(paymentStatuses, refuse('paymentStatusInvalid')).optional(),
  ),
});
export const adminPaymentListSchema = z.object({ payments: z.array(adminPaymentSchema) });

/** `POST /admin/payments/{id}/refund`: the provider's refund reference. */
export const refundPaymentInput = z.object({
  id: paymentIdField,
  reference: lineText(refuse('refundReferenceRequired'))
    .trim()
    .min(1, refuse('refundReferenceRequired'))
    .max(100, refuse('refundReferenceRequired')),
});
