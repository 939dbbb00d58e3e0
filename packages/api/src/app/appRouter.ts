import { authRouter } from '../domains/auth/router.js';
import { systemRouter } from '../domains/system/router.js';
import { photographersRouter } from '../domains/photographers/router.js';
import { portfolioRouter } from '../domains/portfolio/router.js';
import { reviewsRouter } from '../domains/reviews/router.js';
import { leaderboardRouter } from '../domains/leaderboard/router.js';
import { mediaRouter } from '../domains/media/router.js';
import { photosRouter } from '../domains/photos/router.js';
import { reelsRouter } from '../domains/reels/router.js';
import { testingRouter } from '../domains/testing/router.js';
import { giftsRouter } from '../domains/gifts/router.js';
import { subscriptionRouter } from '../domains/subscriptions/router.js';
import { creditsRouter } from '../domains/credits/router.js';
import { dashboardsRouter } from '../domains/dashboards/router.js';
import { moderationRouter } from '../domains/moderation/router.js';
import { adminUsersRouter } from '../domains/adminUsers/router.js';
import { auditRouter } from '../domains/audit/router.js';
import { chatRouter } from '../domains/chat/router.js';
import { notificationsRouter } from '../domains/notifications/router.js';
import { liveRouter } from '../domains/live/router.js';
import { bookingsRouter } from '../domains/bookings/router.js';
import { bookingPoliciesRouter } from '../domains/bookingPolicies/router.js';
import { paymentsRouter } from '../domains/payments/router.js';
import { payoutsRouter } from '../domains/payouts/router.js';
import { galleriesRouter } from '../domains/galleries/router.js';
import { galleryVisitsRouter } from '../domains/galleries/visitRouter.js';
import { galleryPhotosRouter } from '../domains/galleries/photosRouter.js';
import { blocksRouter } from '../domains/blocks/router.js';
import { reportsRouter } from '../domains/reports/router.js';
import { searchRouter } from '../domains/search/router.js';
import { createCallerFactory, router } from '../trpc/trpc.js';

/** The REST table and the OpenAPI document list paths in this order (app/restTable.ts walks it). */
export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  photographers: photographersRouter,
  portfolio: portfolioRouter,
  reviews: reviewsRouter,
  leaderboard: leaderboardRouter,
  media: mediaRouter,
  photos: photosRouter,
  reels: reelsRouter,
  testing: testingRouter,
  gifts: giftsRouter,
  subscription: subscriptionRouter,
  credits: creditsRouter,
  dashboards: dashboardsRouter,
  adminUsers: adminUsersRouter,
  audit: auditRouter,
  moderation: moderationRouter,
  chat: chatRouter,
  notifications: notificationsRouter,
  bookings: bookingsRouter,
  bookingPolicies: bookingPoliciesRouter,
  live: liveRouter,
  payments: paymentsRouter,
  payouts: payoutsRouter,
  galleries: galleriesRouter,
  galleryVisits: galleryVisitsRouter,
  galleryPhotos: galleryPhotosRouter,
  blocks: blocksRouter,
  reports: reportsRouter,
  search: searchRouter,
});

export type AppRouter = typeof appRouter;
export const createAppCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createAppCaller>;
