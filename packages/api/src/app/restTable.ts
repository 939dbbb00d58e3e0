import { authRestRoutes } from '../domains/auth/rest.js';
import { systemRestRoutes } from '../domains/system/rest.js';
import { photographersRestRoutes } from '../domains/photographers/rest.js';
import { portfolioRestRoutes } from '../domains/portfolio/rest.js';
import { reviewsRestRoutes } from '../domains/reviews/rest.js';
import { leaderboardRestRoutes } from '../domains/leaderboard/rest.js';
import { mediaRestRoutes } from '../domains/media/rest.js';
import { photosRestRoutes } from '../domains/photos/rest.js';
import { reelsRestRoutes } from '../domains/reels/rest.js';
import { testingRestRoutes } from '../domains/testing/rest.js';
import { giftsRestRoutes } from '../domains/gifts/rest.js';
import { subscriptionRestRoutes } from '../domains/subscriptions/rest.js';
import { creditsRestRoutes } from '../domains/credits/rest.js';
import { dashboardsRestRoutes } from '../domains/dashboards/rest.js';
import { moderationRestRoutes } from '../domains/moderation/rest.js';
import { adminUsersRestRoutes } from '../domains/adminUsers/rest.js';
import { auditRestRoutes } from '../domains/audit/rest.js';
import { chatRestRoutes } from '../domains/chat/rest.js';
import { notificationsRestRoutes } from '../domains/notifications/rest.js';
import { bookingsRestRoutes } from '../domains/bookings/rest.js';
import { paymentsRestRoutes } from '../domains/payments/rest.js';
import { payoutsRestRoutes } from '../domains/payouts/rest.js';
import type { AppCaller } from './appRouter.js';
import type { RestRoute } from '../rest/route.js';

/**
 * Every literal `/api` path of the product (docs/product.md). Later domains add their rows here. Each domain's rows call
 * only the routers they name; here they all take the app's caller.
 */
export const restTable: RestRoute<AppCaller>[] = [...systemRestRoutes, ...authRestRoutes, ...photographersRestRoutes, ...portfolioRestRoutes, ...reviewsRestRoutes, ...leaderboardRestRoutes, ...mediaRestRoutes, ...photosRestRoutes, ...reelsRestRoutes, ...testingRestRoutes, ...giftsRestRoutes, ...subscriptionRestRoutes, ...creditsRestRoutes, ...dashboardsRestRoutes, ...adminUsersRestRoutes, ...auditRestRoutes, ...moderationRestRoutes, ...chatRestRoutes, ...notificationsRestRoutes, ...bookingsRestRoutes, ...paymentsRestRoutes, ...payoutsRestRoutes];
