import { timingSafeEqual } from 'node:crypto';
import { isWebUrl } from './context.js';

/** docs.khalti.com/khalti-epayment, "Generic Errors". */
export const khaltiNoCredentials = { detail: 'Authentication credentials were not provided.', status_code: 401 };
export const khaltiInvalidToken = { detail: 'Invalid token.', status_code: 401 };
export const khaltiNotFound = { detail: 'Not found.', error_key: 'validation_error' };

/** The refusal for this Authorization header, or undefined when it is `Key <secret>` (Khalti's own examples write "key"). */
export function khaltiAuthRefusal(
  header: string | undefined,
  secretKey: string,
): typeof khaltiNoCredentials | undefined {
  const match = /^key\s+(\S+)$/i.exec(header ?? '');
  if (!match) return khaltiNoCredentials;
  const given = Buffer.from(match[1] ?? '');
  const expected = Buffer.from(secretKey);
  return given.length === expected.length && timingSafeEqual(given, expected) ? undefined : khaltiInvalidToken;
}

export type KhaltiInitiate = {
  returnUrl: string;
  websiteUrl: string;
  amountPaisa: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
};
export type KhaltiFieldErrors = Record<string, string[]>;

const blank = 'This field may not be blank.';
const required = 'This field is required.';

/** A DRF IntegerField reads 1300 and "1300" alike. */
function integerOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value);
  return undefined;
}

function textField(body: Record<string, unknown>, name: string, errors: KhaltiFieldErrors, url = false): string {
  const value = body[name];
  if (value === undefined || value === null) errors[name] = [required];
  else if (typeof value !== 'string' && typeof value !== 'number') errors[name] = ['Not a valid string.'];
  else if (String(value).trim() === '') errors[name] = [blank];
  else if (url && !isWebUrl(String(value))) errors[name] = ['Enter a valid URL.'];
  return String(value ?? '');
}

/**
 * The initiate payload checked as Khalti documents it: return_url and website_url URLs, amount an
 * integer of at least 1000 paisa that an amount_breakdown, when given, adds up to, purchase_order_id and
 * purchase_order_name not blank. Errors come per field, with Khalti's messages.
 */
export function checkKhaltiInitiate(
  body: Record<string, unknown>,
): { ok: true; request: KhaltiInitiate } | { ok: false; errors: KhaltiFieldErrors } {
  const errors: KhaltiFieldErrors = {};
  const returnUrl = textField(body, 'return_url', errors, true);
  const websiteUrl = textField(body, 'website_url', errors, true);
  const purchaseOrderId = textField(body, 'purchase_order_id', errors);
  const purchaseOrderName = textField(body, 'purchase_order_name', errors);

  const amount = integerOf(body.amount);
  if (body.amount === undefined || body.amount === null) errors.amount = [required];
  else if (amount === undefined) errors.amount = ['A valid integer is required.'];
  else if (amount < 1000) errors.amount = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
  else if (Array.isArray(body.amount_breakdown)) {
    const parts = body.amount_breakdown.map((part: unknown) =>
      typeof part === 'object' && part !== null && 'amount' in part ? integerOf(part.amount) : undefined,
    );
    if (
      parts.some((part) => part === undefined) ||
      parts.reduce<number>((sum, part) => sum + (part ?? 0), 0) !== amount
    )
      errors.amount = ['Amount Breakdown mismatch.'];
  }

  if (Object.keys(errors).length > 0 || amount === undefined) return { ok: false, errors };
  return { ok: true, request: { returnUrl, websiteUrl, amountPaisa: amount, purchaseOrderId, purchaseOrderName } };
}
