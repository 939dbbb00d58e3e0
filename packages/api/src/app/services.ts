import { GroupCommit, ownTransactions, type DbHandle } from '@tasbir/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { AuditRepository } from '../domains/audit/repository.js';
import { AuditService } from '../domains/audit/service.js';
import { AccessTokens } from '../domains/auth/accessTokens.js';
import { DeviceTokens } from '../domains/auth/deviceTokens.js';
import { AuthRateLimits, countPerKey } from '../domains/auth/rateLimits.js';
import { galleryLimits, reportLimits } from '@tasbir/shared';
import type { RateLimitStore } from '../domains/auth/rateLimitStore.js';
import { AuthRepository } from '../domains/auth/repository.js';
import { AuthService } from '../domains/auth/service.js';
import { ProfilePictures } from '../domains/auth/profilePicture.js';
import { SystemRepository } from '../domains/system/repository.js';
import { SystemService } from '../domains/system/service.js';
import { createDirectoryServices, type DirectoryServices } from '../domains/photographers/directoryServices.js';
import { EngagementRepository } from '../domains/media/engagementRepository.js';
import { MediaRepository } from '../domains/media/repository.js';
import { MediaService } from '../domains/media/service.js';
import { PhotosRepository } from '../domains/photos/repository.js';
import { PhotosService } from '../domains/photos/service.js';
import { ReelsRepository } from '../domains/reels/repository.js';
import { ReelsService } from '../domains/reels/service.js';
import { TestingRepository } from '../domains/testing/repository.js';
import { TestingService } from '../domains/testing/service.js';
import { ffmpegLocator } from '../files/ffmpeg.js';
import { MediaLibrary } from '../files/library.js';
import { Staging } from '../files/staging.js';
import { Mailer } from '../mail/mailer.js';
import { Freshness } from '../cache/freshness.js';
import { VisitorCache } from '../cache/visitorCache.js';
import { GiftsRepository } from '../domains/gifts/repository.js';
import { GiftsService } from '../domains/gifts/service.js';
import { CreditsRepository } from '../domains/credits/repository.js';
import { Receipts } from '../domains/credits/receipts.js';
import { CreditsService } from '../domains/credits/service.js';
import { DiskMediaStore } from '../files/store.js';
import { SubscriptionsRepository } from '../domains/subscriptions/repository.js';
import { SubscriptionsService } from '../domains/subscriptions/service.js';
import { DashboardsRepository } from '../domains/dashboards/repository.js';
import { DashboardsService } from '../domains/dashboards/service.js';
import { ModerationService } from '../domains/moderation/service.js';
import { AdminUsersRepository } from '../domains/adminUsers/repository.js';
import { AccountDeletionRepository } from '../domains/adminUsers/deletionRepository.js';
import { AdminUsersService } from '../domains/adminUsers/service.js';
import { ChatRepository } from '../domains/chat/repository.js';
import { ChatService } from '../domains/chat/service.js';
import { Presence } from '../domains/chat/presence.js';
import { ChatSendLimits } from '../domains/chat/sendLimits.js';
import { NotificationsRepository } from '../domains/notifications/repository.js';
import { NotificationsService } from '../domains/notifications/service.js';
import { LiveService } from '../domains/live/service.js';
import { BookingsRepository } from '../domains/bookings/repository.js';
import { BookingsService } from '../domains/bookings/service.js';
import { BookingSteps } from '../domains/bookings/steps.js';
import { AdvanceReceipts } from '../domains/bookings/receipts.js';
import { BookingClock } from '../domains/bookings/bookingClock.js';
import { ClockRepository } from '../domains/bookings/clockRepository.js';
import { BookingStepsRepository } from '../domains/bookings/stepRepository.js';
import { BookingBalance } from '../domains/bookings/balance.js';
import { BookingBalanceRepository, bookingPaymentSettler } from '../domains/bookings/balanceRepository.js';
import { BookingPoliciesRepository } from '../domains/bookingPolicies/repository.js';
import { BookingPoliciesService } from '../domains/bookingPolicies/service.js';
import { PhotographersRepository } from '../domains/photographers/repository.js';
import { createPaymentServices, type PaymentServices } from '../domains/payments/paymentServices.js';
import { PayoutsRepository } from '../domains/payouts/repository.js';
import { PayoutsService } from '../domains/payouts/service.js';
import { GalleriesRepository } from '../domains/galleries/repository.js';
import { GalleriesService } from '../domains/galleries/service.js';
import { GalleryAddresses } from '../domains/galleries/addresses.js';
import { GalleryUrlSigner } from '../domains/galleries/secrets.js';
import { GalleryAccessTokens } from '../domains/galleries/galleryAccess.js';
import { GalleryGuessLimits, GalleryViewOnce } from '../domains/galleries/guessLimits.js';
import { GalleryVisitRepository } from '../domains/galleries/visitRepository.js';
import { GalleryGate } from '../domains/galleries/visitGate.js';
import { GalleryVisitsService } from '../domains/galleries/visitService.js';
import { GalleryDownloads } from '../domains/galleries/downloadService.js';
import { GallerySelectionsRepository } from '../domains/galleries/selectionsRepository.js';
import { GallerySelectionsService } from '../domains/galleries/selectionsService.js';
import { GalleryClock } from '../domains/galleries/galleryClock.js';
import { GalleryClockRepository } from '../domains/galleries/clockRepository.js';
import { GalleryPhotosRepository } from '../domains/galleries/photosRepository.js';
import { GalleryPhotos } from '../domains/galleries/photos.js';
import { GalleryUploads } from '../domains/galleries/uploads.js';
import { WatermarkRepository } from '../domains/galleries/watermarkRepository.js';
import { GalleryWatermarks } from '../domains/galleries/watermarks.js';
import { BlocksRepository } from '../domains/blocks/repository.js';
import { BlocksService } from '../domains/blocks/service.js';
import { TrustClock } from '../domains/trust/trustClock.js';
import { TrustRepository } from '../domains/trust/repository.js';
import { SuggestRepository } from '../domains/search/suggestRepository.js';
import { SuggestService } from '../domains/search/service.js';
import type { EventBus } from '../live/eventBus.js';
import { ViewerRows } from '../domains/auth/viewerRows.js';
import { join } from 'node:path';
import { ReportsRepository } from '../domains/reports/repository.js';
import { ReportTargetsRepository } from '../domains/reports/targetsRepository.js';
import { ContentRemoval } from '../domains/reports/removal.js';
import { ReportsService } from '../domains/reports/service.js';

/** Every domain service, built once per server and handed to procedures through the context. */
export type AppServices = {
  audit: AuditService;
  adminUsers: AdminUsersService;
  auth: AuthService;
  /** What auth keeps of signed-in callers' rows; closed with the app. */
  viewerRows: ViewerRows;
  profilePictures: ProfilePictures;
  system: SystemService;
  /** Moved on by every accepted write; the list caches compare against it. */
  freshness: Freshness;
  visitorCache: VisitorCache;
  gifts: GiftsService;
  credits: CreditsService;
  subscriptions: SubscriptionsService;
  dashboards: DashboardsService;
  moderation: ModerationService;
  chat: ChatService;
  notifications: NotificationsService;
  live: LiveService;
  bookings: BookingsService;
  bookingSteps: BookingSteps;
  bookingBalance: BookingBalance;
  advanceReceipts: AdvanceReceipts;
  bookingClock: BookingClock;
  bookingPolicies: BookingPoliciesService;
  payouts: PayoutsService;
  galleries: GalleriesService;
  galleryGate: GalleryGate;
  galleryVisits: GalleryVisitsService;
  galleryDownloads: GalleryDownloads;
  gallerySelections: GallerySelectionsService;
  galleryClock: GalleryClock;
  galleryUploads: GalleryUploads;
  galleryPhotos: GalleryPhotos;
  galleryWatermarks: GalleryWatermarks;
  media: MediaService;
  photos: PhotosService;
  reels: ReelsService;
  testing: TestingService;
  blocks: BlocksService;
  reports: ReportsService;
  trustClock: TrustClock;
  suggest: SuggestService;
} & DirectoryServices &
  PaymentServices;

/** What the servers of one deployment share besides the database: live events and rate-limit counters. */
export type SharedState = { bus: EventBus; rateLimits: RateLimitStore };

/** How this server reaches its own routes without the network (the payment sandbox's APIs). */
export type OwnRoutes = { fetch: typeof fetch };

export function createServices(
  config: Config,
  database: DbHandle,
  jwtSecret: string,
  log: FastifyBaseLogger,
  { bus, rateLimits }: SharedState,
  ownRoutes: OwnRoutes,
): AppServices {
  const freshness = new Freshness((areas) => bus.announceStale(areas));
  bus.onStaleElsewhere((areas) => freshness.markStale(areas));
  const listCache = { freshness, ttlMs: config.listCacheMs };
  const logError = (error: unknown, message: string) => log.error({ err: error }, message);
  const mailer = new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }, log);
  // Photos, reels and the media pipeline: files under DATA_DIR/media, uploads staged in DATA_DIR/tmp/uploads.
  const staging = new Staging(join(config.dataDir, 'tmp', 'uploads'));
  staging.initSync();
  const mediaRepository = new MediaRepository(database.db);
  const library = new MediaLibrary(
    new DiskMediaStore(join(config.dataDir, 'media'), staging),
    staging,
    ffmpegLocator(),
    (keys) => mediaRepository.keysInUse(keys),
  );
  const engagement = (tables: ConstructorParameters<typeof EngagementRepository>[1]) =>
    new EngagementRepository(database.db, tables);
  const photos = new PhotosService({
    logError,
    repository: new PhotosRepository(database.db),
    engagement: engagement({ items: 'photos', likes: 'photo_likes', views: 'photo_views' }),
    library,
    cache: listCache,
  });
  const reels = new ReelsService({
    logError,
    repository: new ReelsRepository(database.db),
    engagement: engagement({ items: 'reels', likes: 'reel_likes', views: 'reel_views' }),
    library,
    cache: listCache,
  });
  const chatRepository = new ChatRepository(database.db);
  const notifications = new NotificationsService({
    repository: new NotificationsRepository(database.db),
    bus,
    unreadMessages: (userId) => chatRepository.unreadCount(userId),
    logError,
  });
  // SQLite writes one transaction at a time anyway: purchases and settles arriving together share one commit.
  const giftWrites = database.dialect === 'sqlite' ? new GroupCommit(database.db).run : ownTransactions(database.db);
  const gifts = new GiftsService(new GiftsRepository(database.db, giftWrites), notifications);
  // Payment receipts of credit and plan requests: a store of their own that no public route serves.
  const receipts = new Receipts(new DiskMediaStore(join(config.dataDir, 'receipts'), staging), staging);
  const audit = new AuditService(new AuditRepository(database.db));
  const chatLimits = new ChatSendLimits(rateLimits, (senderId, since) => chatRepository.startedSince(senderId, since));
  const chat = new ChatService({
    repository: chatRepository,
    bus,
    presence: new Presence(bus, chatRepository, logError),
    notices: notifications,
    limits: chatLimits,
    directoryChanged: () => freshness.changed(['directory']),
  });
  // Delivery galleries: their files in a store of their own, served only through a gallery's link.
  const galleriesRepository = new GalleriesRepository(database.db);
  // One private store for every gallery file (originals, web copies, previews, logos): the uploads
  // write to it and deletions discard from it; /api/media never reads it.
  const galleryFiles = new MediaLibrary(
    new DiskMediaStore(join(config.dataDir, 'galleries'), staging),
    staging,
    ffmpegLocator(),
    (keys) => galleriesRepository.keysInUse(keys),
  );
  const galleryAddresses = new GalleryAddresses(new GalleryUrlSigner(jwtSecret), config.publicUrl);
  // A client's visits by a gallery's link: the door (link, password, PIN) and what lies behind it.
  const galleryVisitRepository = new GalleryVisitRepository(database.db);
  const galleryGate = new GalleryGate({
    repository: galleryVisitRepository,
    accessTokens: new GalleryAccessTokens(jwtSecret),
    guesses: new GalleryGuessLimits(rateLimits),
  });
  const galleryPhotosRepository = new GalleryPhotosRepository(database.db);
  const galleryWatermarks = new GalleryWatermarks({
    repository: new WatermarkRepository(database.db),
    files: galleryFiles,
  });
  const galleryUploads = new GalleryUploads({
    galleries: galleriesRepository,
    photos: galleryPhotosRepository,
    watermarks: galleryWatermarks,
    files: galleryFiles,
    addresses: galleryAddresses,
  });
  const bookingsRepository = new BookingsRepository(database.db);
  const bookings = new BookingsService(bookingsRepository, notifications);
  const bookingStepsRepository = new BookingStepsRepository(database.db);
  const paymentServices = createPaymentServices(
    config,
    database.db,
    giftWrites,
    notifications,
    bookingPaymentSettler((notice) => notifications.prepare(notice)),
    ownRoutes.fetch,
    logError,
    () => freshness.changed(['directory']),
  );
  const adminUsers = new AdminUsersService({
    repository: new AdminUsersRepository(database.db),
    deletion: new AccountDeletionRepository(database.db),
    library,
    galleryFiles,
    receipts,
    bus,
  });
  const moderation = new ModerationService({ photos, reels, audit });
  const directory = createDirectoryServices(database.db, listCache, logError, notifications);
  const viewerRows = new ViewerRows(bus);
  return {
    chat,
    notifications,
    bookings,
    advanceReceipts: new AdvanceReceipts(database.db),
    bookingSteps: new BookingSteps({
      bookings,
      repository: bookingsRepository,
      steps: bookingStepsRepository,
      payments: paymentServices.payments,
      notifier: notifications,
      directoryChanged: () => freshness.changed(['directory']),
    }),
    bookingBalance: new BookingBalance({
      bookings,
      repository: bookingsRepository,
      balances: new BookingBalanceRepository(database.db),
      balanceOf: (userId) => bookingStepsRepository.balanceOf(userId),
      payments: paymentServices.payments,
      notifier: notifications,
    }),
    bookingClock: new BookingClock({
      repository: new ClockRepository(database.db),
      notifier: notifications,
      everyMs: config.bookings.clockEveryMs,
      logError,
      datesFreed: () => freshness.changed(['directory']),
    }),
    bookingPolicies: new BookingPoliciesService(
      new BookingPoliciesRepository(database.db),
      new PhotographersRepository(database.db),
    ),
    payouts: new PayoutsService(new PayoutsRepository(database.db), notifications),
    galleries: new GalleriesService({
      repository: galleriesRepository,
      addresses: galleryAddresses,
      discardFiles: (keys) => galleryFiles.discardMany(keys),
      mailer,
      countMail: countPerKey(
        rateLimits.limiter({ keyPrefix: 'gallery-mail', points: galleryLimits.emailsPerHour, duration: 60 * 60 }),
      ),
    }),
    galleryGate,
    galleryVisits: new GalleryVisitsService({
      repository: galleryVisitRepository,
      gate: galleryGate,
      addresses: galleryAddresses,
      views: new GalleryViewOnce(rateLimits),
      notifier: notifications,
      selectionSent: (photographerId, galleryId, visitorId) =>
        bus.publish([photographerId], { type: 'gallery_selection', gallery_id: galleryId, visitor_id: visitorId }),
    }),
    galleryDownloads: new GalleryDownloads({
      repository: galleryVisitRepository,
      gate: galleryGate,
      files: galleryFiles.store,
    }),
    gallerySelections: new GallerySelectionsService({
      galleries: galleriesRepository,
      selections: new GallerySelectionsRepository(database.db),
    }),
    galleryClock: new GalleryClock({
      repository: new GalleryClockRepository(database.db),
      notifier: notifications,
      sendMail: (mail) => mailer.send(mail),
      linkOf: (token) => galleryAddresses.link(token),
      everyMs: config.bookings.clockEveryMs,
      logError,
    }),
    galleryUploads,
    galleryPhotos: new GalleryPhotos({
      photos: galleryPhotosRepository,
      uploads: galleryUploads,
      addresses: galleryAddresses,
      files: galleryFiles,
    }),
    galleryWatermarks,
    ...paymentServices,
    live: new LiveService({ bus, chat, notifications }),
    audit,
    adminUsers,
    viewerRows,
    auth: new AuthService({
      repository: new AuthRepository(database.db),
      tokens: new AccessTokens(jwtSecret),
      deviceTokens: new DeviceTokens(jwtSecret),
      limits: new AuthRateLimits(rateLimits),
      mailer,
      bus,
      viewers: viewerRows,
      publicUrl: config.publicUrl,
      logError,
    }),
    profilePictures: new ProfilePictures({ repository: new AuthRepository(database.db), library }),
    system: new SystemService(new SystemRepository(database.db), database.dialect),
    freshness,
    visitorCache: new VisitorCache(freshness, config.listCacheMs),
    gifts,
    dashboards: new DashboardsService(new DashboardsRepository(database.db), gifts),
    ...directory,
    media: new MediaService(library),
    photos,
    reels,
    testing: new TestingService(new TestingRepository(database.db), config.enableTestRoutes, (id) => bookings.get(id)),
    moderation,
    credits: new CreditsService(new CreditsRepository(database.db), receipts, notifications),
    subscriptions: new SubscriptionsService(new SubscriptionsRepository(database.db), receipts, notifications),
    blocks: new BlocksService(new BlocksRepository(database.db)),
    reports: new ReportsService({
      repository: new ReportsRepository(database.db),
      targets: new ReportTargetsRepository(database.db),
      removal: new ContentRemoval({
        moderation,
        reels,
        reviews: directory.reviews,
        chat,
      }),
      suspend: (admin, userId) => adminUsers.suspend(admin, userId),
      notifier: notifications,
      countReport: countPerKey(
        rateLimits.limiter({ keyPrefix: 'reports', points: reportLimits.perHour, duration: 60 * 60 }),
      ),
    }),
    trustClock: new TrustClock({
      repository: new TrustRepository(database.db),
      everyMs: config.bookings.clockEveryMs,
      logError,
      directoryChanged: () => freshness.changed(['directory']),
    }),
    suggest: new SuggestService(new SuggestRepository(database.db)),
  };
}
