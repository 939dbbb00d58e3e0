import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Staging } from '../files/staging.js';
import type { Context } from '../trpc/context.js';
import { openApiDocument } from './openapi.js';
import { toHttpError } from './httpError.js';
import { refusalBody } from '../http/refusalBody.js';
import { requestParts, runRoute, sendOutcome, type Outcome } from './outcome.js';
import type { RestRoute } from './route.js';
import { serveCachedForVisitors, type VisitorCache } from '../cache/visitorCache.js';
import { readFormFields } from './uploads/multipartSpool.js';
import { uploadRefusal } from './uploads/uploadErrors.js';
import { uploadScope } from './uploads/uploadScope.js';

type Options<TCaller> = {
  routes: RestRoute<TCaller>[];
  createContext: (input: { req: FastifyRequest }) => Context;
  /** The procedures' caller the rows call (the app's, bound where the app is put together). */
  createCaller: (context: Context) => TCaller;
  staging: Staging;
  visitorCache: VisitorCache;
};

/**
 * Serves the table's literal paths under /api: turns the request into the procedure's input, calls
 * the same procedure tRPC serves (through a caller), and turns refusals into a status with `{detail, code}`.
 * Multipart is registered here, in the /api scope, because the tRPC plugin keeps its own parsers.
 */
export async function restAdapter<TCaller>(
  app: FastifyInstance,
  { routes, createContext, createCaller, staging, visitorCache }: Options<TCaller>,
): Promise<void> {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  const document = openApiDocument(routes);
  app.get('/openapi.json', async () => document);

  for (const route of routes) {
    if (route.upload) continue;
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const area = route.cacheArea;
        const cached = area ? serveCachedForVisitors(visitorCache, request, reply) : undefined;
        if (cached) return cached;
        const api = createCaller(createContext({ req: request }));
        let outcome: Outcome;
        try {
          const body = route.form && request.isMultipart() ? await readFormFields(request) : request.body;
          outcome = await runRoute(route, api, requestParts(request, body));
        } catch (error) {
          const refusal = toHttpError(error) ?? uploadRefusal(error, { code: 'bodyTooLarge', params: {} });
          if (!refusal) throw error;
          outcome = { status: refusal.status, body: refusalBody(refusal, request) };
        }
        return sendOutcome(reply, outcome, area ? { visitorCache, area } : undefined);
      },
    });
  }

  await app.register(uploadScope<TCaller>, { routes, createContext, createCaller, staging });
}
