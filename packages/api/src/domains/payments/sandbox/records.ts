import { randomInt } from 'node:crypto';
import { z } from 'zod';

/** What the person at the sandbox checkout chooses. */
export const sandboxOutcomes = ['pay', 'cancel', 'abandon', 'pending', 'ambiguous'] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

/**
 * A sandbox transaction's life, in words shared by both providers; each provider names them its own
 * way (eSewa COMPLETE / Khalti Completed for paid, and so on). `ambiguous` is eSewa's AMBIGUOUS and
 * Khalti's Refunded.
 */
const stateSchema = z.enum(['initiated', 'pending', 'paid', 'canceled', 'ambiguous']);
export type SandboxState = z.infer<typeof stateSchema>;

/** A pending payment turns paid after this many more status calls, or at `until` (ms), whichever comes first. */
const pendingSchema = z.object({ checksLeft: z.number().int(), until: z.number() });

const common = {
  amountPaisa: z.number().int(),
  createdAt: z.number(),
  state: stateSchema,
  /** eSewa's ref_id / transaction_code, Khalti's transaction_id: set once money moved. */
  reference: z.string().nullable(),
  pending: pendingSchema.nullable(),
};

export const esewaRecordSchema = z.object({
  provider: z.literal('esewa'),
  /** The sandbox's own id for this checkout, in the checkout page's path. */
  token: z.string(),
  transactionUuid: z.string(),
  productCode: z.string(),
  successUrl: z.string(),
  failureUrl: z.string(),
  ...common,
});
export type EsewaRecord = z.infer<typeof esewaRecordSchema>;

export const khaltiRecordSchema = z.object({
  provider: z.literal('khalti'),
  pidx: z.string(),
  purchaseOrderId: z.string(),
  purchaseOrderName: z.string(),
  returnUrl: z.string(),
  expiresAt: z.number(),
  ...common,
});
export type KhaltiRecord = z.infer<typeof khaltiRecordSchema>;

export const sandboxRecordSchema = z.discriminatedUnion('provider', [esewaRecordSchema, khaltiRecordSchema]);
export type SandboxRecord = z.infer<typeof sandboxRecordSchema>;

export type PendingRule = { statusChecks: number; seconds: number };

/** The record after one more status call: a pending payment counts down, then turns paid. */
export function afterStatusCall<Record extends SandboxRecord>(record: Record, now: number): Record {
  if (record.state !== 'pending' || !record.pending) return record;
  if (record.pending.checksLeft > 0 && now < record.pending.until)
    return { ...record, pending: { ...record.pending, checksLeft: record.pending.checksLeft - 1 } };
  return { ...record, state: 'paid', pending: null };
}

/** The record once the person chose an outcome; only an initiated record can be decided. */
export function decided<Record extends SandboxRecord>(
  record: Record,
  outcome: SandboxOutcome,
  now: number,
  rule: PendingRule,
  reference: string,
): Record {
  switch (outcome) {
    case 'pay':
    case 'abandon':
      return { ...record, state: 'paid', reference };
    case 'cancel':
      return { ...record, state: 'canceled' };
    case 'pending':
      return {
        ...record,
        state: 'pending',
        reference,
        pending: { checksLeft: rule.statusChecks, until: now + rule.seconds * 1000 },
      };
    case 'ambiguous':
      return { ...record, state: 'ambiguous', reference };
  }
}

const upperAlphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const alphanumeric = `${upperAlphanumeric}abcdefghijklmnopqrstuvwxyz`;

/** Random ids shaped like the providers' own: eSewa's 7-character codes ("000AWEO"), Khalti's 22-character pidx. */
export function randomId(length: number, alphabet: 'upper' | 'mixed' = 'mixed'): string {
  const letters = alphabet === 'upper' ? upperAlphanumeric : alphanumeric;
  return Array.from({ length }, () => letters.charAt(randomInt(letters.length))).join('');
}

/** Ids that may name a file or a path segment. */
export const safeId = /^[A-Za-z0-9-]{1,100}$/;
