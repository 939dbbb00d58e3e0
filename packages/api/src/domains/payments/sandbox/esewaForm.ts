import { esewaRequestSignedFields } from '../providers/esewa.js';
import { esewaSignatureMatches, esewaSignedMessage } from '../providers/esewaSignature.js';
import { rupeesToPaisa } from '../providers/money.js';
import { isWebUrl } from './context.js';

export type EsewaFormRequest = {
  transactionUuid: string;
  productCode: string;
  amountPaisa: number;
  successUrl: string;
  failureUrl: string;
};

const requiredFields = [
  'amount',
  'tax_amount',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'product_service_charge',
  'product_delivery_charge',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const;
const amountFields = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge'] as const;

/**
 * The ePay v2 form checked as eSewa documents it (developer.esewa.com.np/pages/Epay): every field
 * present and non-empty, total_amount = amount + tax + service + delivery charges, transaction_uuid
 * of letters, digits and hyphens, our product code, total_amount,transaction_uuid,product_code among
 * the signed fields in that order, and a signature over the signed fields as posted.
 */
export function checkEsewaForm(
  form: Record<string, string>,
  merchant: { productCode: string; secretKey: string },
): { ok: true; request: EsewaFormRequest } | { ok: false; message: string } {
  const missing = requiredFields.filter((name) => !form[name]);
  if (missing.length > 0) return { ok: false, message: `Required fields are missing or empty: ${missing.join(', ')}.` };
  const field = (name: (typeof requiredFields)[number]): string => form[name] ?? '';

  if (field('product_code') !== merchant.productCode) return { ok: false, message: 'Invalid product code.' };
  if (!/^[A-Za-z0-9-]{1,100}$/.test(field('transaction_uuid')))
    return { ok: false, message: 'transaction_uuid takes letters, digits and hyphens only.' };
  const amounts = amountFields.map((name) => rupeesToPaisa(field(name)));
  const total = rupeesToPaisa(field('total_amount'));
  if (total === undefined || amounts.some((amount) => amount === undefined))
    return { ok: false, message: 'Amounts must be rupee amounts such as 100 or 100.50.' };
  if (total !== amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0))
    return {
      ok: false,
      message: 'total_amount must equal amount + tax_amount + product_service_charge + product_delivery_charge.',
    };
  if (total <= 0) return { ok: false, message: 'total_amount must be more than zero.' };
  if (!isWebUrl(field('success_url')) || !isWebUrl(field('failure_url')))
    return { ok: false, message: 'success_url and failure_url must be http or https URLs.' };

  const names = field('signed_field_names').split(',');
  const positions = esewaRequestSignedFields.map((name) => names.indexOf(name));
  if (positions.some((position, index) => position < 0 || (index > 0 && position < (positions[index - 1] ?? 0)))) {
    return {
      ok: false,
      message: 'signed_field_names must include total_amount,transaction_uuid,product_code in that order.',
    };
  }
  const message = esewaSignedMessage(names, (name) => form[name]);
  if (message === undefined || !esewaSignatureMatches(message, field('signature'), merchant.secretKey))
    return { ok: false, message: 'Invalid signature.' };

  return {
    ok: true,
    request: {
      transactionUuid: field('transaction_uuid'),
      productCode: field('product_code'),
      amountPaisa: total,
      successUrl: field('success_url'),
      failureUrl: field('failure_url'),
    },
  };
}
