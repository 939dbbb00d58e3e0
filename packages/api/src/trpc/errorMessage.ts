import { type TRPCError } from '@trpc/server';
import { errorMessages } from '@tasbir/shared';

type IssueList = { issues: { message: string }[] };

function hasIssues(value: unknown): value is IssueList {
  return typeof value === 'object' && value !== null && 'issues' in value && Array.isArray(value.issues);
}

/**
 * The one human sentence for an error: the first validation message for bad input, the
 * service's own sentence otherwise, and never an internal detail for a server fault.
 */
export function humanMessage(error: TRPCError): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return errorMessages.internal;
  if (hasIssues(error.cause)) return error.cause.issues[0]?.message ?? errorMessages.somethingWentWrong;
  return error.message;
}
