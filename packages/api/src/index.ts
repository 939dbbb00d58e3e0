export type { AppRouter } from './trpc/appRouter.js';
export { buildServer } from './server.js';
export { loadConfig, type Config } from './config.js';
