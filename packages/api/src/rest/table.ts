import { authRestRoutes } from '../domains/auth/rest.js';
import { systemRestRoutes } from '../domains/system/rest.js';
import type { RestRoute } from './route.js';

/** Every literal `/api` path of the spec. Later domains add their rows here. */
export const restTable: RestRoute[] = [...systemRestRoutes, ...authRestRoutes];
