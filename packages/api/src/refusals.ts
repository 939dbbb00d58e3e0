import type { TRPCError } from '@trpc/server';
import { errorsEn, isErrorCode, type ErrorCode, type ErrorParams } from '@tasbir/shared';
import { DomainError } from './errors.js';

/** A refusal as both ends show it: an error code of the shared table and its parameters. */
export type Refusal = { code: ErrorCode; params: ErrorParams };

type Issue = { message: string; path?: readonly PropertyKey[]; maximum?: unknown; minimum?: unknown };
type IssueList = { issues: Issue[] };

export function hasIssues(value: unknown): value is IssueList {
  return typeof value === 'object' && value !== null && 'issues' in value && Array.isArray(value.issues);
}

/** The field an issue is about, as its path names it (`title`, `profile.city`). */
const fieldOf = (issue: Issue | undefined) => issue?.path?.map(String).join('.') || 'input';

/**
 * A length or size check's bound, for a sentence with a `{max}` or `{min}` slot (`messageTooLong`),
 * and the field for one with a `{field}` slot (`fieldTooLong`).
 */
function boundsOf(code: ErrorCode, issue: Issue): ErrorParams {
  const sentence = errorsEn[code];
  const params: ErrorParams = {};
  if (sentence.includes('{field}')) params.field = fieldOf(issue);
  if (typeof issue.maximum === 'number' && sentence.includes('{max}')) params.max = issue.maximum;
  if (typeof issue.minimum === 'number' && sentence.includes('{min}')) params.min = issue.minimum;
  return params;
}

/**
 * The first validation issue: the shared schemas carry an error code as the message (and a length
 * check its bound); an issue of a check without one (a wrong type, say) names its field instead.
 */
export function refusalOfIssues({ issues }: IssueList): Refusal {
  const [first] = issues;
  if (first && isErrorCode(first.message)) return { code: first.message, params: boundsOf(first.message, first) };
  return { code: 'fieldInvalid', params: { field: fieldOf(first) } };
}

/** Refusals tRPC makes itself (an unknown procedure, a body it cannot read) by their tRPC code. */
const codeOfTrpcKind: Partial<Record<TRPCError['code'], ErrorCode>> = {
  PARSE_ERROR: 'requestInvalid',
  BAD_REQUEST: 'requestInvalid',
  UNAUTHORIZED: 'notAuthenticated',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
  METHOD_NOT_SUPPORTED: 'methodNotAllowed',
  UNSUPPORTED_MEDIA_TYPE: 'unsupportedMediaType',
  PAYLOAD_TOO_LARGE: 'bodyTooLarge',
  TOO_MANY_REQUESTS: 'tooManyAttempts',
};

/** What a failed procedure call tells its caller; nothing of a server fault leaks. */
export function refusalOfTrpcError(error: TRPCError): Refusal {
  if (error.code === 'INTERNAL_SERVER_ERROR') return { code: 'internal', params: {} };
  if (error.cause instanceof DomainError) return { code: error.cause.code, params: error.cause.params };
  if (hasIssues(error.cause)) return refusalOfIssues(error.cause);
  return { code: codeOfTrpcKind[error.code] ?? 'somethingWentWrong', params: {} };
}
