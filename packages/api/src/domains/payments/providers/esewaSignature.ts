import { createHmac, timingSafeEqual } from 'node:crypto';

/** eSewa's signature: HMAC-SHA256 of the message with the merchant's secret key, in base64. */
export function signEsewa(message: string, secretKey: string): string {
  return createHmac('sha256', secretKey).update(message, 'utf8').digest('base64');
}

/** The signed message: `name=value` for each signed field name, in the order given, joined by commas. */
export function esewaSignedMessage(
  signedFieldNames: readonly string[],
  valueOf: (name: string) => string | undefined,
): string | undefined {
  const parts: string[] = [];
  for (const name of signedFieldNames) {
    const value = valueOf(name);
    if (value === undefined) return undefined;
    parts.push(`${name}=${value}`);
  }
  return parts.join(',');
}

/** Compares in constant time, so an attacker cannot find a valid signature byte by byte. */
export function esewaSignatureMatches(message: string, signature: string, secretKey: string): boolean {
  const expected = Buffer.from(signEsewa(message, secretKey));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
