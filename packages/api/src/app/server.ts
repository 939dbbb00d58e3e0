import fastifyWebsocket from '@fastify/websocket';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { createDb, migrateToLatest } from '@tasbir/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { bootstrapData } from './bootstrap.js';
import type { Config } from '../config.js';
import { sendHttpError } from '../http/frameworkErrors.js';
import { loggerOptions, type LogStream } from '../http/logger.js';
import { refusalBody } from '../http/refusalBody.js';
import { answerRetryAfter, noteRetryAfter } from '../http/retryAfter.js';
import { refusalOfTrpcError } from '../refusals.js';
import { securityHeaderSet, securityHeaders, withSecurityHeaders } from '../http/securityHeaders.js';
import { defaultWebDist, isAppPageAddress, serveWebApp } from '../http/staticWeb.js';
import { fastifyTrustProxy } from '../http/trustProxy.js';
import { serveAppPages } from '../http/linkPreviews.js';
import { readAppTemplate } from '../http/appTemplate.js';
import { pageChunkLinks } from '../http/pageChunks.js';
import { sitemapRoutes } from '../domains/sitemap/http.js';
import { compressAnswers } from '../http/compression.js';
import { resolveJwtSecret } from '../jwtSecret.js';
import { mediaRoutes } from '../domains/media/http.js';
import { galleryDownloadRoutes } from '../domains/galleries/downloads.js';
import { restAdapter } from '../rest/adapter.js';
import { restTable } from './restTable.js';
import { createServices } from './services.js';
import { appRouter, createAppCaller, type AppRouter } from './appRouter.js';
import { firstAnswersWriter } from './firstAnswers.js';
import { contextFactory } from '../trpc/context.js';
import { trpcHttp } from '../trpc/http/plugin.js';
import { VisitorAnswers } from '../trpc/http/visitorAnswers.js';
import { receiptRoutes } from '../domains/credits/http.js';
import { galleryPreviewRoutes } from '../domains/galleries/previewsHttp.js';
import { galleryUploadRoutes } from '../domains/galleries/uploadsHttp.js';
import { join } from 'node:path';
import { createEventBus } from '../live/createEventBus.js';
import { chatSocketRoute } from '../domains/chat/socket.js';
import { createRateLimitStore } from '../domains/auth/rateLimitStore.js';
import { paymentReturnRoutes } from '../domains/payments/http.js';
import { sandboxEsewa, sandboxKhaltiKey, sandboxPrefix } from '../domains/payments/paymentServices.js';
import { injectFetch, paymentSandbox } from '../domains/payments/sandbox/index.js';

export type BuildOptions = {
  webDist?: string;
  /** Who answers /trpc over HTTP: the native path (default) or tRPC's own Fastify adapter, for comparison. */
  trpcHandler?: 'native' | 'adapter';
  /** Where log lines go instead of stdout (tests read what the start logged). */
  logStream?: LogStream;
};

/** Where pages may post forms besides the site: a configured eSewa's checkout (the sandbox is on the site). */
const formActionsOf = (config: Config) =>
  config.payments.esewa && config.payments.esewa !== 'sandbox' ? [new URL(config.payments.esewa.formUrl).origin] : [];

/** The whole app (API, WebSocket, web) as a Fastify instance that has not started listening. */
export async function buildServer(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const webDist = options.webDist ?? defaultWebDist;
  const appTemplate = readAppTemplate(webDist);
  const headers = securityHeaderSet(formActionsOf(config), appTemplate?.styleHashes);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, process.stdout.isTTY === true, options.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 5000 },
    frameworkErrors: withSecurityHeaders(sendHttpError, headers),
    bodyLimit: 1024 * 1024,
  });

  // The request id in every response, so a user's report can be matched to the log.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  securityHeaders(app, headers);
  answerRetryAfter(app);
  await compressAnswers(app);

  const database = createDb(config.databaseUrl, {
    onPoolError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
  });
  app.addHook('onClose', () => database.close());
  await migrateToLatest(database.db);

  const bus = await createEventBus(database, config.databaseUrl, (error, message) =>
    app.log.error({ err: error }, message),
  );
  app.addHook('onClose', () => bus.close());
  const rateLimits = createRateLimitStore(
    database,
    config.redisUrl ? { url: config.redisUrl, keyPrefix: config.rateLimitPrefix } : undefined,
    (error, message) => app.log.warn({ err: error }, message),
  );
  app.addHook('onClose', () => rateLimits.close());
  await rateLimits.ready();
  const services = createServices(
    config,
    database,
    resolveJwtSecret(config),
    app.log,
    { bus, rateLimits },
    { fetch: injectFetch(app) },
  );
  app.addHook('onClose', () => services.viewerRows.close());
  await bootstrapData(config, database.db, services, app.log);
  const createContext = contextFactory(services);

  app.setErrorHandler(sendHttpError);

  await app.register(fastifyWebsocket, {
    options: { maxPayload: 64 * 1024 },
    // On shutdown every socket is told "going away" (clients reconnect), and let go a second later
    // rather than after ws's 30 s wait for an answer that a sleeping client may never send.
    preClose(done) {
      for (const client of this.websocketServer.clients) {
        client.close(1001, 'server shutting down');
        setTimeout(() => client.terminate(), 1000).unref();
      }
      this.websocketServer.close();
      done();
    },
  });
  const trpc = {
    prefix: '/trpc',
    useWSS: true,
    trpcOptions: {
      router: appRouter,
      createContext,
      onError: ({ error, path, req }) => {
        noteRetryAfter(req, refusalOfTrpcError(error).params);
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  };
  if (options.trpcHandler === 'adapter') await app.register(fastifyTRPCPlugin, trpc);
  else await app.register(trpcHttp<AppRouter>, { ...trpc, visitorAnswers: new VisitorAnswers(services.visitorCache) });
  await app.register(restAdapter, {
    prefix: '/api',
    routes: restTable,
    createContext,
    createCaller: createAppCaller,
    staging: services.media.library.staging,
    visitorCache: services.visitorCache,
  });
  await app.register(chatSocketRoute, {
    prefix: '/api',
    bus,
    chat: services.chat,
    authenticate: (token) => services.auth.authenticate(token),
    publicUrl: config.publicUrl,
  });
  await app.register(mediaRoutes, { prefix: '/api', store: services.media.library.store });
  await app.register(galleryDownloadRoutes, {
    prefix: '/api',
    downloads: services.galleryDownloads,
    selections: services.gallerySelections,
    authenticate: (token) => services.auth.authenticate(token),
  });
  await app.register(galleryUploadRoutes, {
    prefix: '/api',
    uploads: services.galleryUploads,
    authenticate: (token) => services.auth.authenticate(token),
    directory: join(config.dataDir, 'tmp', 'gallery-uploads'),
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  await app.register(galleryPreviewRoutes, {
    prefix: '/api',
    photos: services.galleryPhotos,
    store: services.galleryPhotos.store,
  });
  await app.register(paymentReturnRoutes, {
    prefix: '/api',
    payments: services.payments,
    readEsewaReturn: services.readEsewaReturn,
  });
  if (config.payments.sandbox) {
    await app.register(paymentSandbox, {
      prefix: sandboxPrefix,
      dataDir: config.dataDir,
      esewa: sandboxEsewa,
      khalti: { secretKey: sandboxKhaltiKey },
      publicUrl: '',
    });
  }
  app.addHook('onReady', async () => services.paymentReconciler.start());
  app.addHook('onClose', () => services.paymentReconciler.stop());
  app.addHook('onReady', async () => services.bookingClock.start());
  app.addHook('onClose', () => services.bookingClock.stop());
  app.addHook('onReady', async () => services.galleryClock.start());
  app.addHook('onClose', () => services.galleryClock.stop());
  app.addHook('onReady', async () => services.trustClock.start());
  app.addHook('onClose', () => services.trustClock.stop());
  await app.register(receiptRoutes, {
    prefix: '/api',
    receipts: services.credits.receipts,
    credits: services.credits,
    subscriptions: services.subscriptions,
    authenticate: (token) => services.auth.authenticate(token),
  });

  const site = { publicUrl: config.publicUrl, followRequestHost: config.env === 'development' && !config.publicUrlSet };
  await app.register(sitemapRoutes, { sitemap: services.sitemap, ...site });

  const servingWeb = appTemplate !== null && (await serveWebApp(app, webDist));
  // Page addresses get the app's page with link-preview tags; an item's address describes the item.
  const sendAppPage = servingWeb
    ? serveAppPages(app, {
        webDist,
        template: appTemplate.html,
        firstAnswers: firstAnswersWriter((request) => createAppCaller(createContext({ req: request }))),
        chunkLinks: pageChunkLinks(webDist),
        sources: services,
        ...site,
      })
    : null;
  app.setNotFoundHandler((request, reply) => {
    if (sendAppPage && isAppPageAddress(request.method, request.url)) return sendAppPage(request, reply);
    return reply.status(404).send(refusalBody({ code: 'notFound', params: {} }, request));
  });

  return app;
}
