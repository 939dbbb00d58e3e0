import type { TRPCError } from '@trpc/server';
import { hasIssues, refusalOfIssues, type ErrorCode, type Refusal } from '@tasbir/shared';
import { DomainError } from './errors.js';

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
