export type { AppRouter } from './app/appRouter.js';
export { buildServer } from './app/server.js';
export { loadConfig, type Config } from './config.js';
