import { buildServer } from './app/server.js';
import { ConfigError, loadConfig } from './config.js';

/** How long a graceful shutdown may take before the process exits regardless. */
const shutdownLimitMs = 10_000;

/** `npm start`: parse the configuration, serve, and shut down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildServer(config);
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A connection that never finishes must not keep a stopping server up for ever.
    setTimeout(() => {
      app.log.error({ signal }, `shutdown took over ${shutdownLimitMs / 1000} s; exiting anyway`);
      process.exit(1);
    }, shutdownLimitMs).unref();
    // Fastify stops accepting, lets in-flight requests finish, closes sockets, then the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
