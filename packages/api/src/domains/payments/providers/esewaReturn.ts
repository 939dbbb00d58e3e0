import { topLevelSourceTexts } from './jsonSourceText.js';
import { esewaSignatureMatches, esewaSignedMessage } from './esewaSignature.js';
import { rupeesToPaisa } from './money.js';

/** What eSewa's success redirect says, once its signature is checked. */
export type EsewaReturn = {
  transactionUuid: string;
  status: string;
  /** As eSewa wrote it, e.g. "1000.0". */
  totalAmount: string;
  /** totalAmount in paisa, or null when it is not a rupee amount. */
  amountPaisa: number | null;
  transactionCode: string;
  productCode: string;
};

export type EsewaReturnRefusal = 'bad-base64' | 'bad-json' | 'missing-field' | 'unsigned-field' | 'signature-mismatch';

export type EsewaReturnReading =
  { ok: true; value: EsewaReturn } | { ok: false; reason: EsewaReturnRefusal; detail: string };

/** The fields our settling relies on: a signature that leaves one out would let it be changed. */
const mustBeSigned = ['transaction_code', 'status', 'total_amount', 'transaction_uuid', 'product_code'] as const;

const refuse = (reason: EsewaReturnRefusal, detail: string): EsewaReturnReading => ({ ok: false, reason, detail });

/**
 * Reads the `data` query parameter eSewa appends to success_url: base64 of a JSON object whose
 * `signature` covers the fields its own `signed_field_names` lists, in that order, with the values as
 * written in the JSON text. A form-decoded query may have turned each "+" into a space; base64 has
 * no spaces, so they are turned back.
 */
export function readEsewaReturn(data: string, secretKey: string): EsewaReturnReading {
  const base64 = data.trim().replaceAll(' ', '+');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0)
    return refuse('bad-base64', 'data is not base64');
  const json = Buffer.from(base64, 'base64').toString('utf8');
  const fields = topLevelSourceTexts(json);
  if (!fields) return refuse('bad-json', 'data is not one JSON object with distinct fields');

  const signature = fields.get('signature');
  const signedFieldNames = fields.get('signed_field_names');
  if (signature === undefined || signedFieldNames === undefined)
    return refuse('missing-field', 'signature or signed_field_names is missing');
  const names = signedFieldNames.split(',');
  const unsigned = mustBeSigned.filter((name) => !names.includes(name));
  if (unsigned.length > 0) return refuse('unsigned-field', `not signed: ${unsigned.join(', ')}`);
  const message = esewaSignedMessage(names, (name) => fields.get(name));
  if (message === undefined)
    return refuse(
      'missing-field',
      `a signed field is missing: ${names.filter((name) => !fields.has(name)).join(', ')}`,
    );
  if (!esewaSignatureMatches(message, signature, secretKey))
    return refuse('signature-mismatch', 'signature does not match');

  const field = (name: (typeof mustBeSigned)[number]): string => fields.get(name) ?? '';
  return {
    ok: true,
    value: {
      transactionUuid: field('transaction_uuid'),
      status: field('status'),
      totalAmount: field('total_amount'),
      amountPaisa: rupeesToPaisa(field('total_amount')) ?? null,
      transactionCode: field('transaction_code'),
      productCode: field('product_code'),
    },
  };
}
