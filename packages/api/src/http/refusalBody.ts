import { errorText, type ErrorLanguage, type Refusal, type RefusalBody } from '@tasbir/shared';
import type { FastifyRequest } from 'fastify';
import { noteRetryAfter } from './retryAfter.js';

/** A refusal on the way out of an HTTP route: its status beside the code. */
export type HttpRefusal = Refusal & { status: number };

/** Nepali when the client's Accept-Language ranks `ne` above English; English otherwise. */
export function preferredLanguage(header: string | undefined): ErrorLanguage {
  if (!header) return 'en';
  let best: { language: ErrorLanguage; quality: number } = { language: 'en', quality: 0 };
  for (const part of header.split(',')) {
    const [tag = '', ...options] = part.trim().toLowerCase().split(';');
    const quality = Number(
      options
        .find((option) => option.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    const language = tag.split('-')[0];
    if ((language === 'ne' || language === 'en') && quality > best.quality) best = { language, quality };
  }
  return best.language;
}

/**
 * The REST body of a refusal: the sentence in the client's language, the code it stands for, and
 * the code's parameters when there are some (so a client can word it in its own language). A wait
 * in the params becomes the answer's `Retry-After` (retryAfter.ts).
 */
export function refusalBody(refusal: Refusal, request: FastifyRequest): RefusalBody {
  noteRetryAfter(request, refusal.params);
  const detail = errorText(refusal.code, refusal.params, preferredLanguage(request.headers['accept-language']));
  return Object.keys(refusal.params).length > 0
    ? { detail, code: refusal.code, params: refusal.params }
    : { detail, code: refusal.code };
}

/** An error the server's error handler answers with this status and the refusal's `{detail, code}`. */
export class HttpFailure extends Error {
  constructor(readonly refusal: HttpRefusal) {
    super(refusal.code);
  }

  get statusCode(): number {
    return this.refusal.status;
  }
}

export const httpFailure = (refusal: HttpRefusal) => new HttpFailure(refusal);
