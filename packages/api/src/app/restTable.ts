import { authRestRoutes } from '../domains/auth/rest.js';
import { chatThreadRoutes } from '../domains/chat/rest.js';
import { creditsRestRoutes } from '../domains/credits/rest.js';
import { leaderboardRestRoutes } from '../domains/leaderboard/rest.js';
import { photographersRestRoutes } from '../domains/photographers/rest.js';
import { photosRestRoutes } from '../domains/photos/rest.js';
import { reelsRestRoutes } from '../domains/reels/rest.js';
import { subscriptionRestRoutes } from '../domains/subscriptions/rest.js';
import { systemRestRoutes } from '../domains/system/rest.js';
import { restRowsOf, type HandWrittenRows } from '../rest/procedureRows.js';
import type { RestRoute } from '../rest/route.js';
import { appRouter, type AppCaller } from './appRouter.js';

/**
 * The rows a procedure's `rest` meta cannot say, by the procedure they call: uploads, answers
 * shaped otherwise than the procedure's, and one procedure behind several literal paths.
 */
const handWritten: HandWrittenRows<AppCaller> = {
  'system.health': systemRestRoutes,
  'auth.uploadPicture': authRestRoutes,
  'photographers.list': photographersRestRoutes,
  'leaderboard.list': leaderboardRestRoutes,
  'photos.create': photosRestRoutes,
  'reels.create': reelsRestRoutes,
  'subscription.upgrade': subscriptionRestRoutes,
  'credits.request': creditsRestRoutes,
  'chat.messages': chatThreadRoutes,
};

/**
 * Every literal `/api` path of the product (docs/product.md), read from the app router in its
 * order (the OpenAPI document's): each procedure's hand-written rows, then the row of its `rest` meta.
 */
export const restTable: RestRoute<AppCaller>[] = restRowsOf(appRouter._def.record, handWritten);
