import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { getStatusCodeFromKey } from '@trpc/server/unstable-core-do-not-import';
import { DomainError } from '../errors.js';
import type { HttpRefusal } from '../http/refusalBody.js';
import { hasIssues, refusalOfIssues, refusalOfTrpcError } from '../refusals.js';

/** Any refusal of a REST call as a status and a code; undefined means a server fault. */
export function toHttpError(error: unknown): HttpRefusal | undefined {
  // Thrown by a service outside any procedure (routes that stream bytes, like receipts).
  if (error instanceof DomainError) return { status: getStatusCodeFromKey(error.kind), code: error.code, params: error.params };
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    return status >= 500 ? undefined : { status, ...refusalOfTrpcError(error) };
  }
  if (hasIssues(error)) return { status: 400, ...refusalOfIssues(error) };
  return undefined;
}
