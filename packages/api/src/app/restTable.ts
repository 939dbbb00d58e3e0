import { restRowsOf } from '../rest/procedureRows.js';
import type { RestRoute } from '../rest/route.js';
import { appRouter, type AppCaller } from './appRouter.js';

/**
 * Every literal `/api` path of the product (docs/product.md), read from the app router's `rest`
 * meta in its order (the OpenAPI document's).
 */
export const restTable: RestRoute<AppCaller>[] = restRowsOf<AppCaller>(appRouter._def.record);
