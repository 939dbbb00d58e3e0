import { describe, expect, it } from 'vitest';
import { signEsewa } from './esewaSignature.js';
import { readEsewaReturn } from './esewaReturn.js';

const secret = '8gBm/:&EnhH.1/q';
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** "After Successful Payment", developer.esewa.com.np/pages/Epay: the decoded response body, as the docs print it. */
const docsDecoded = `{
  "transaction_code": "000AWEO",
  "status": "COMPLETE",
  "total_amount": 1000.0,
  "transaction_uuid": "250610-162413",
  "product_code": "EPAYTEST",
  "signed_field_names": "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names",
  "signature": "62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA="
}`;

/**
 * The same page's base64 example. As printed it has lost one letter ("dHJhbNhY3" for "dHJhbnNhY3",
 * i.e. "tra?saction_uuid"); restored here. It writes total_amount as the string "1000.0".
 */
const docsBase64 =
  'eyJ0cmFuc2FjdGlvbl9jb2RlIjoiMDAwQVdFTyIsInN0YXR1cyI6IkNPTVBMRVRFIiwidG90YWxfYW1vdW50IjoiMTAwMC4wIiwi' +
  'dHJhbnNhY3Rpb25fdXVpZCI6IjI1MDYxMC0xNjI0MTMiLCJwcm9kdWN0X2NvZGUiOiJFUEFZVEVTVCIsInNpZ25lZF9maWVsZF9uYW1' +
  'lcyI6InRyYW5zYWN0aW9uX2NvZGUsc3RhdHVzLHRvdGFsX2Ftb3VudCx0cmFuc2FjdGlvbl91dWlkLHByb2R1Y3RfY29kZSxzaWd' +
  'uZWRfZmllbGRfbmFtZXMiLCJzaWduYXR1cmUiOiI2MkdjZlpUbVZremh0VWVoK1FKMUFxaUpyam9XV0dvZjNVK2VUUFRaN2ZBPSJ9';

const docsReturn = {
  transactionUuid: '250610-162413',
  status: 'COMPLETE',
  totalAmount: '1000.0',
  amountPaisa: 100_000,
  transactionCode: '000AWEO',
  productCode: 'EPAYTEST',
};

/** A success body signed over its own signed_field_names, like eSewa signs it. */
function signedBody(fields: Record<string, string>, key = secret): string {
  const message = (fields.signed_field_names ?? '')
    .split(',')
    .map((name) => `${name}=${fields[name]}`)
    .join(',');
  return JSON.stringify({ ...fields, signature: signEsewa(message, key) });
}
const docsFields = {
  transaction_code: '000AWEO',
  status: 'COMPLETE',
  total_amount: '1000.0',
  transaction_uuid: '250610-162413',
  product_code: 'EPAYTEST',
  signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
};

describe('reading the eSewa success redirect', () => {
  it("verifies the docs' decoded example, reading 1000.0 as written rather than as the number 1000", () => {
    expect(readEsewaReturn(base64(docsDecoded), secret)).toEqual({ ok: true, value: docsReturn });
  });

  it("verifies the docs' base64 example, where total_amount is a string", () => {
    expect(readEsewaReturn(docsBase64, secret)).toEqual({ ok: true, value: docsReturn });
  });

  it('still verifies when a form-decoded query turned each + into a space', () => {
    // A '>' as the third byte of a base64 group encodes as '+'.
    const withPlus = base64(signedBody({ ...docsFields, transaction_code: '>>>>>>' }));
    expect(withPlus).toContain('+');
    expect(readEsewaReturn(withPlus.replaceAll('+', ' '), secret)).toMatchObject({
      ok: true,
      value: { transactionCode: '>>>>>>' },
    });
  });

  it('refuses a tampered field', () => {
    const tampered = docsDecoded.replace('"total_amount": 1000.0', '"total_amount": 10000.0');
    expect(readEsewaReturn(base64(tampered), secret)).toMatchObject({ ok: false, reason: 'signature-mismatch' });
    const otherOrder = docsDecoded.replace(
      '"transaction_uuid": "250610-162413"',
      '"transaction_uuid": "250610-162414"',
    );
    expect(readEsewaReturn(base64(otherOrder), secret)).toMatchObject({ ok: false, reason: 'signature-mismatch' });
  });

  it('refuses a body signed with another secret', () => {
    expect(readEsewaReturn(base64(signedBody(docsFields, 'not-the-merchant-key')), secret)).toMatchObject({
      ok: false,
      reason: 'signature-mismatch',
    });
    expect(readEsewaReturn(base64(signedBody(docsFields)), secret)).toMatchObject({ ok: true });
  });

  it('refuses data that is not base64, or not one JSON object', () => {
    expect(readEsewaReturn('not base64!', secret)).toMatchObject({ ok: false, reason: 'bad-base64' });
    expect(readEsewaReturn('abc', secret)).toMatchObject({ ok: false, reason: 'bad-base64' });
    expect(readEsewaReturn(base64('{"status": "COMPLETE"'), secret)).toMatchObject({ ok: false, reason: 'bad-json' });
    expect(readEsewaReturn(base64('["COMPLETE"]'), secret)).toMatchObject({ ok: false, reason: 'bad-json' });
  });

  it('refuses a body that names a field twice, which JSON.parse would quietly take the last of', () => {
    const twice = docsDecoded.replace('"status": "COMPLETE",', '"status": "COMPLETE", "status": "PENDING",');
    expect(readEsewaReturn(base64(twice), secret)).toMatchObject({ ok: false, reason: 'bad-json' });
  });

  it('refuses a body without its signature or with a signed field missing', () => {
    expect(readEsewaReturn(base64(JSON.stringify(docsFields)), secret)).toMatchObject({
      ok: false,
      reason: 'missing-field',
    });
    const withoutCode = signedBody(docsFields).replace('"transaction_code":"000AWEO",', '');
    expect(readEsewaReturn(base64(withoutCode), secret)).toMatchObject({
      ok: false,
      reason: 'missing-field',
      detail: 'a signed field is missing: transaction_code',
    });
  });

  it('refuses a validly signed body whose signature leaves out a field we rely on', () => {
    const narrow = {
      ...docsFields,
      signed_field_names: 'transaction_code,status,transaction_uuid,product_code,signed_field_names',
    };
    expect(readEsewaReturn(base64(signedBody(narrow)), secret)).toMatchObject({
      ok: false,
      reason: 'unsigned-field',
      detail: 'not signed: total_amount',
    });
  });
});
