import fastifyWebsocket from '@fastify/websocket';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { createDb, migrateToLatest } from '@tasbir/db';
import { errorMessages } from '@tasbir/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { bootstrapData } from './bootstrap.js';
import type { Config } from './config.js';
import { defaultWebDist, serveWebApp } from './http/staticWeb.js';
import { resolveJwtSecret } from './jwtSecret.js';
import { mediaRoutes } from './domains/media/http.js';
import { restAdapter } from './rest/adapter.js';
import { restTable } from './rest/table.js';
import { createServices } from './services.js';
import { appRouter, type AppRouter } from './trpc/appRouter.js';
import { contextFactory } from './trpc/context.js';

export type BuildOptions = { webDist?: string };

/** Never log a secret: bearer tokens, passwords and reset tokens in addresses are masked. */
const loggerOptions = (level: string): FastifyServerOptions['logger'] =>
  level === 'silent'
    ? false
    : {
        level,
        redact: ['req.headers.authorization', 'req.headers.cookie'],
        serializers: {
          req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
            method: req.method,
            url: req.url.replace(/([?&](?:token|password)=)[^&]*/gi, '$1[redacted]'),
            remoteAddress: req.ip,
          }),
        },
      };

/** The whole app (API, WebSocket, web) as a Fastify instance that has not started listening. */
export async function buildServer(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
  });

  // The request id in every response, so a user's report can be matched to the log.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database = createDb(config.databaseUrl, { onPoolError: (error) => app.log.warn({ err: error }, 'idle database connection lost') });
  app.addHook('onClose', () => database.close());
  await migrateToLatest(database.db);

  const services = createServices(config, database, resolveJwtSecret(config), app.log);
  await bootstrapData(config, database.db, services, app.log);
  const createContext = contextFactory(services);

  app.setErrorHandler((error, request, reply) => {
    const status = typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ detail: errorMessages.internal });
    }
    const message = error instanceof Error ? error.message : errorMessages.somethingWentWrong;
    return reply.status(status).send({ detail: message });
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    useWSS: true,
    trpcOptions: {
      router: appRouter,
      createContext,
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  await app.register(restAdapter, { prefix: '/api', routes: restTable, createContext, staging: services.media.library.staging, visitorCache: services.visitorCache });
  await app.register(mediaRoutes, { prefix: '/api', store: services.media.library.store });

  const webDist = options.webDist ?? defaultWebDist;
  const servingWeb = await serveWebApp(app, webDist);
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !/^\/(api|trpc)(\/|$)/.test(request.url);
    if (servingWeb && isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ detail: errorMessages.notFound });
  });

  return app;
}
