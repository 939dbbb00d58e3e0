import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { getStatusCodeFromKey } from '@trpc/server/unstable-core-do-not-import';
import { hasIssues, refusalOfIssues } from '@tasbir/shared';
import { DomainError } from '../errors.js';
import type { HttpRefusal } from '../http/refusalBody.js';
import { refusalOfTrpcError } from '../refusals.js';

/** Any refusal of a REST call as a status and a code; undefined means a server fault. */
export function toHttpError(error: unknown): HttpRefusal | undefined {
  // Thrown by a service outside a procedure (routes that stream bytes, like receipts).
  if (error instanceof DomainError)
    return { status: error.httpStatus ?? getStatusCodeFromKey(error.kind), code: error.code, params: error.params };
  if (error instanceof TRPCError) {
    const status =
      error.cause instanceof DomainError && error.cause.httpStatus !== undefined
        ? error.cause.httpStatus
        : getHTTPStatusCodeFromError(error);
    // A 5xx is a server fault unless a service chose it (a payment provider that did not answer: 503).
    return status >= 500 && !(error.cause instanceof DomainError)
      ? undefined
      : { status, ...refusalOfTrpcError(error) };
  }
  if (hasIssues(error)) return { status: 400, ...refusalOfIssues(error) };
  return undefined;
}
