import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { HttpRefusal } from '../http/refusalBody.js';
import { hasIssues, refusalOfIssues, refusalOfTrpcError } from '../refusals.js';

/** Any refusal of a REST call as a status and a code; undefined means a server fault. */
export function toHttpError(error: unknown): HttpRefusal | undefined {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    return status >= 500 ? undefined : { status, ...refusalOfTrpcError(error) };
  }
  if (hasIssues(error)) return { status: 400, ...refusalOfIssues(error) };
  return undefined;
}
