import {
  addErrorTables,
  errorText,
  addedErrorsEn,
  addedErrorsNe,
  reportErrorsEn,
  reportErrorsNe,
  type ErrorCode,
  type ErrorParams,
} from '@tasbir/shared';

// The server answers every code: the tables the home page leaves to the pages that need them too.
addErrorTables(addedErrorsEn, addedErrorsNe);
addErrorTables(reportErrorsEn, reportErrorsNe);

/** How a refusal maps onto HTTP and tRPC: tRPC's own error codes, which give the status. */
export type RefusalKind =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNPROCESSABLE_CONTENT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

/**
 * What a service throws to refuse: a kind (the status), a stable `code` (a key of the shared error
 * table) and the code's `params`. One converter turns it into a tRPC error (code and params in
 * `error.data`) and the REST adapter into `{detail, code}`; the English text is only for logs.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    /** The REST status when it is not the kind's (tRPC has no 410 Gone; its callers read the code). */
    readonly httpStatus?: number,
  ) {
    super(errorText(code, params));
    this.name = 'DomainError';
  }
}

export const badRequest = (code: ErrorCode, params?: ErrorParams) => new DomainError('BAD_REQUEST', code, params);
export const unauthorized = (code: ErrorCode = 'notAuthenticated') => new DomainError('UNAUTHORIZED', code);
export const forbidden = (code: ErrorCode = 'forbidden', params?: ErrorParams) =>
  new DomainError('FORBIDDEN', code, params);
export const notFound = (code: ErrorCode = 'notFound') => new DomainError('NOT_FOUND', code);
/** Was here and is no more (an expired gallery): 410 over REST, NOT_FOUND over tRPC. */
export const gone = (code: ErrorCode) => new DomainError('NOT_FOUND', code, {}, 410);
export const conflict = (code: ErrorCode, params?: ErrorParams) => new DomainError('CONFLICT', code, params);
export const unprocessable = (code: ErrorCode) => new DomainError('UNPROCESSABLE_CONTENT', code);
/** An outside service (a payment provider) did not answer: nothing changed, try again. */
export const unavailable = (code: ErrorCode, params?: ErrorParams) =>
  new DomainError('SERVICE_UNAVAILABLE', code, params);
export const tooLarge = (code: ErrorCode, params?: ErrorParams) => new DomainError('PAYLOAD_TOO_LARGE', code, params);
/**
 * Refused for now: `retry_after` (whole seconds, at least 1) travels in the params, and every HTTP
 * answer of a 429 carries it as its `Retry-After` header.
 */
export const tooManyRequests = (code: ErrorCode, retryAfterSeconds: number) =>
  new DomainError('TOO_MANY_REQUESTS', code, { retry_after: Math.max(1, Math.ceil(retryAfterSeconds)) });
