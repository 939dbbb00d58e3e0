import { errorMessages } from '@tasbir/shared';

/** The outcomes a service can refuse with; one place (the tRPC middleware) turns them into TRPCErrors. */
export type DomainErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string) => new DomainError('BAD_REQUEST', message);
export const unauthorized = (message: string = errorMessages.notAuthenticated) => new DomainError('UNAUTHORIZED', message);
export const forbidden = (message: string = errorMessages.forbidden) => new DomainError('FORBIDDEN', message);
export const notFound = (message: string = errorMessages.notFound) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const tooManyRequests = (message: string = errorMessages.tooManyAttempts) => new DomainError('TOO_MANY_REQUESTS', message);
