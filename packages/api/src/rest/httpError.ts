import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { errorMessages } from '@tasbir/shared';
import { humanMessage } from '../trpc/errorMessage.js';

export type HttpError = { status: number; detail: string };

type IssueList = { issues: { message: string }[] };
const isIssueList = (value: unknown): value is IssueList =>
  typeof value === 'object' && value !== null && 'issues' in value && Array.isArray(value.issues);

/** Any failure of a REST call as a status and the `{detail}` sentence; undefined means a server fault. */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    return status >= 500 ? undefined : { status, detail: humanMessage(error) };
  }
  if (isIssueList(error)) return { status: 400, detail: error.issues[0]?.message ?? errorMessages.somethingWentWrong };
  return undefined;
}
