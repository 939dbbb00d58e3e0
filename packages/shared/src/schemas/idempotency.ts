import { refuse } from '../messages/errors.js';
import { lineText } from './fields.js';

/**
 * A client's key for one request (REST: the `Idempotency-Key` header): the same key from the same
 * sender with the same request answers the first result again instead of acting twice.
 */
export const idempotencyKeyField = lineText(refuse('idempotencyKeyInvalid'))
  .trim()
  .min(1, refuse('idempotencyKeyInvalid'))
  .max(100, refuse('idempotencyKeyInvalid'))
  .optional();
