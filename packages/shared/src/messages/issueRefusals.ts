import { errorSentence, isErrorCode, type ErrorCode, type ErrorParams } from './errors.js';

/** A refusal as both ends show it: an error code of the shared table and its parameters. */
export type Refusal = { code: ErrorCode; params: ErrorParams };

/** What a zod issue carries that a refusal reads (zod's own issue type has more). */
export type SchemaIssue = { message: string; path?: readonly PropertyKey[]; maximum?: unknown; minimum?: unknown };
export type SchemaIssueList = { issues: readonly SchemaIssue[] };

export function hasIssues(value: unknown): value is SchemaIssueList {
  return typeof value === 'object' && value !== null && 'issues' in value && Array.isArray(value.issues);
}

/** The field an issue is about, as its path names it (`title`, `profile.city`); `input` when it has no path. */
export const fieldOfIssue = (issue: SchemaIssue | undefined) => issue?.path?.map(String).join('.') || 'input';

/**
 * A length or size check's bound, for a sentence with a `{max}` or `{min}` slot (`messageTooLong`),
 * and the field for one with a `{field}` slot (`fieldTooLong`).
 */
function boundsOf(code: ErrorCode, issue: SchemaIssue): ErrorParams {
  const sentence = errorSentence(code) ?? '';
  const params: ErrorParams = {};
  if (sentence.includes('{field}')) params.field = fieldOfIssue(issue);
  if (typeof issue.maximum === 'number' && sentence.includes('{max}')) params.max = issue.maximum;
  if (typeof issue.minimum === 'number' && sentence.includes('{min}')) params.min = issue.minimum;
  return params;
}

/**
 * One validation issue as a refusal: the shared schemas carry an error code as the message (and a
 * length check its bound); an issue of a check without one (a wrong type, say) names its field instead.
 */
export function refusalOfIssue(issue: SchemaIssue | undefined): Refusal {
  if (issue && isErrorCode(issue.message)) return { code: issue.message, params: boundsOf(issue.message, issue) };
  return { code: 'fieldInvalid', params: { field: fieldOfIssue(issue) } };
}

/** What the server answers for input its schema refuses: the first issue. */
export function refusalOfIssues({ issues }: SchemaIssueList): Refusal {
  return refusalOfIssue(issues[0]);
}
