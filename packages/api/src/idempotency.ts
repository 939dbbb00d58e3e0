import { createHash } from 'node:crypto';
import { badRequest, unprocessable } from './errors.js';
import type { RestRequest } from './rest/route.js';

type Field = string | number | boolean | null | undefined;

/**
 * What an idempotency key remembers of its request: the SHA-256 of the request's meaningful fields
 * as canonical JSON (names sorted, absent as null), so a retry written differently matches.
 */
export function requestHash(fields: Record<string, Field>): string {
  const canonical = JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((name) => [name, fields[name] ?? null]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * A key that comes back with another request is refused (422), never answered with the first
 * request's result. A key stored before requests were hashed (null) matches every request, as it did.
 */
export function requireSameRequest(storedHash: string | null, hash: string): void {
  if (storedHash !== null && storedHash !== hash) throw unprocessable('idempotencyKeyReused');
}

/**
 * A REST row's input: the JSON body with the `Idempotency-Key` header as its `idempotency_key`.
 * A body that names another key contradicts the header and is refused.
 */
export function bodyWithIdempotencyKey({ body, headers }: RestRequest): unknown {
  const header = headers['idempotency-key'];
  if (header === undefined || typeof body !== 'object' || body === null || Array.isArray(body)) return body ?? {};
  const inBody: unknown = 'idempotency_key' in body ? body.idempotency_key : undefined;
  if (inBody !== undefined && (typeof inBody !== 'string' || inBody.trim() !== header.trim()))
    throw badRequest('idempotencyKeyMismatch');
  return { ...body, idempotency_key: header };
}
