import type { FastifyReply, FastifyRequest } from 'fastify';
import { KeptBody, markEncoded } from '../http/compression.js';
import type { CacheArea, Freshness } from './freshness.js';

/**
 * A serialized answer as it goes on the wire. `signedInToo`: the answer holds nothing about the
 * caller at all (no token is read), so signed-in callers may share it as well.
 */
export type CachedAnswer = { status: number; body: string; headers: Record<string, string>; signedInToo?: boolean };

/** Each area the answer read, with its clock when the answer was made. */
type Entry = KeptAnswer & { read: { area: CacheArea; generation: number }[]; expiresAt: number };
/** A kept answer as looked up: its body compressed once per encoding a client asks for. */
export type KeptAnswer = Omit<CachedAnswer, 'body'> & { body: KeptBody };

const maxEntries = 2_000;

/**
 * Micro-cache for anonymous public GETs (home, gallery, reels, directory, leaderboards): the same
 * answer is served to every visitor for up to `ttlMs`. A write to the answer's area makes it
 * stale (Freshness), so nobody sees their own change late; counters such as views may lag by ttlMs.
 * Signed-in requests never use it: their answers carry per-user fields (liked_by_me).
 */
export class VisitorCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly freshness: Freshness,
    private readonly ttlMs: number,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  lookup(key: string, now = Date.now()): KeptAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (
      entry.expiresAt <= now ||
      entry.read.some(({ area, generation }) => generation !== this.freshness.generation(area))
    ) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Keeps an answer made from the given areas (one, or several for a tRPC batch). */
  store(key: string, areas: CacheArea | readonly CacheArea[], answer: CachedAnswer, now = Date.now()): void {
    if (!this.enabled) return;
    if (this.entries.size >= maxEntries) this.entries.delete(this.entries.keys().next().value ?? '');
    const read = (typeof areas === 'string' ? [areas] : areas).map((area) => ({
      area,
      generation: this.freshness.generation(area),
    }));
    this.entries.set(key, { ...answer, body: new KeptBody(answer.body), read, expiresAt: now + this.ttlMs });
  }
}

/** No token: the answer holds nothing personal and may be shared between visitors. */
export const isVisitor = (request: FastifyRequest) => request.headers.authorization === undefined;

/** Answers from the cache when the request is a visitor's and a fresh answer is kept; undefined otherwise. */
export function serveCachedForVisitors(
  cache: VisitorCache,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  if (!cache.enabled || !isVisitor(request)) return undefined;
  const answer = cache.lookup(request.url);
  if (!answer) return undefined;
  const { body, encoding } = answer.body.for(request);
  return markEncoded(reply.status(answer.status).headers(answer.headers), encoding).send(body);
}
