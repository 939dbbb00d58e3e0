import type { TRPCRequestInfo } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheAreas, type CacheArea } from '../../cache/freshness.js';
import { isVisitor, type VisitorCache } from '../../cache/visitorCache.js';
import { asksForJsonLines } from './requestInfo.js';
import { jsonContentType, sendResponse, type TrpcHttpResponse } from './responseBody.js';

const isCacheArea = (value: unknown): value is CacheArea => cacheAreas.some((area) => area === value);

type Sharing = { area: CacheArea; perViewer: boolean };

/** The procedure's `meta.cacheArea` and `meta.perViewer` (ProcedureMeta in trpc/trpc.ts), read without knowing the router's meta type. */
function sharingOf(meta: unknown): Sharing | undefined {
  if (typeof meta !== 'object' || meta === null || !('cacheArea' in meta) || !isCacheArea(meta.cacheArea))
    return undefined;
  return { area: meta.cacheArea, perViewer: 'perViewer' in meta && meta.perViewer === true };
}

/** The areas a request's calls read and who may share the answer, when every call is a shareable query. */
function sharingOfCalls(info: TRPCRequestInfo): { areas: CacheArea[]; signedInToo: boolean } | undefined {
  if (info.type !== 'query') return undefined;
  const areas = new Set<CacheArea>();
  let signedInToo = true;
  for (const call of info.calls) {
    const sharing = sharingOf(call.procedure?._def.meta);
    if (!sharing) return undefined;
    areas.add(sharing.area);
    if (sharing.perViewer) signedInToo = false;
  }
  return { areas: [...areas], signedInToo };
}

/**
 * A plain JSON GET: the only kind of request whose whole answer may come from, or go into, the
 * cache (a streamed or oddly typed request goes its own way, as it would uncached).
 */
function isPlainGet(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.headers['content-type'] === undefined && !asksForJsonLines(request);
}

/**
 * Answers to public queries, kept serialized by URL like the REST visitor answers: the same batch
 * from the next visitor is one lookup and one write, until a write to an area it read. Signed-in
 * callers share only answers whose procedures never read the caller (not `perViewer`).
 */
export class VisitorAnswers {
  constructor(private readonly cache: VisitorCache) {}

  /** Sends the kept answer for this request when there is a fresh one; undefined otherwise. */
  serve(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
    if (!this.cache.enabled || !isPlainGet(request)) return undefined;
    const answer = this.cache.lookup(request.url);
    if (!answer || !(answer.signedInToo || isVisitor(request))) return undefined;
    const { body, encoding } = answer.body.for(request);
    return sendResponse(reply, {
      status: answer.status,
      contentType: answer.headers['content-type'] ?? jsonContentType,
      body,
      encoding,
    });
  }

  /** Keeps a successful answer whose every call visitors may share. */
  keep(request: FastifyRequest, info: TRPCRequestInfo, response: TrpcHttpResponse): void {
    if (!this.cache.enabled || response.status !== 200 || !isPlainGet(request)) return;
    const sharing = sharingOfCalls(info);
    if (!sharing || !(sharing.signedInToo || isVisitor(request))) return;
    const { areas, signedInToo } = sharing;
    this.cache.store(request.url, areas, {
      status: response.status,
      body: response.body,
      headers: { 'content-type': response.contentType },
      signedInToo,
    });
  }
}
