import type { ErrorCode } from '@tasbir/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpFailure, refusalBody, type HttpRefusal } from './refusalBody.js';

/** Fastify's own refusals by their error code; every other 4xx is a request the server could not read. */
const codeOfFastifyError: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_MAX_PARAM_LENGTH: 'urlTooLong',
};

const statusOf = (error: unknown): number =>
  typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number'
    ? error.statusCode
    : 500;

/** Any error that reached Fastify as the refusal it answers, or undefined for a server fault. */
export function refusalOfHttpError(error: unknown): HttpRefusal | undefined {
  if (error instanceof HttpFailure) return error.refusal;
  const status = statusOf(error);
  if (status >= 500) return undefined;
  const fastifyCode =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
  return {
    status,
    code: codeOfFastifyError[fastifyCode] ?? (status === 414 ? 'urlTooLong' : 'requestInvalid'),
    params: {},
  };
}

/**
 * Answers every error Fastify meets, its own included (a bad URL escape, an over-long path, a body
 * too large), as `{detail, code}` like every other refusal; a server fault is logged and says nothing more.
 */
export function sendHttpError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const refusal = refusalOfHttpError(error);
  if (refusal) return reply.status(refusal.status).send(refusalBody(refusal, request));
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(refusalBody({ code: 'internal', params: {} }, request));
}
