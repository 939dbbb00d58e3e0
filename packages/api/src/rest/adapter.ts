import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context } from '../trpc/context.js';
import { createAppCaller } from '../trpc/appRouter.js';
import { openApiDocument } from './openapi.js';
import { toHttpError } from './httpError.js';
import type { RestRoute } from './route.js';

type Options = { routes: RestRoute[]; createContext: (input: { req: FastifyRequest }) => Context };

const asStringRecord = (value: unknown): Record<string, string | undefined> =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : undefined])) : {};

/**
 * Serves the table's literal paths under /api: turns the request into the procedure's input, calls
 * the same procedure tRPC serves (through a caller), and turns refusals into a status with `{detail}`.
 */
export async function restAdapter(app: FastifyInstance, { routes, createContext }: Options): Promise<void> {
  const document = openApiDocument(routes);
  app.get('/openapi.json', async () => document);

  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const api = createAppCaller(createContext({ req: request }));
        try {
          const result = await route.handle(api, { body: request.body, query: asStringRecord(request.query), params: asStringRecord(request.params) });
          return reply.status(route.status).send(result ?? {});
        } catch (error) {
          const refusal = toHttpError(error);
          if (!refusal) throw error;
          return reply.status(refusal.status).send({ detail: refusal.detail });
        }
      },
    });
  }
}
