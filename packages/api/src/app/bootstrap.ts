import { isDatabaseEmpty, ownTransactions, seedDemoData, type Db } from '@tasbir/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { AppServices } from './services.js';
import { demoPasswordHashes } from '../demoAccounts.js';
import { seedDemoMedia } from '../domains/media/demo/seedMedia.js';
import { seedDemoEconomy } from '../domains/credits/demo.js';
import { CreditsRepository } from '../domains/credits/repository.js';
import { seedDemoPayments } from '../domains/payments/demo.js';
import { bookingPaymentSettler } from '../domains/bookings/balanceRepository.js';
import { PaymentsRepository } from '../domains/payments/repository.js';
import { LeaderboardRepository } from '../domains/leaderboard/repository.js';

/** Start-up data: demo content for an empty database, then the configured admin. */
export async function bootstrapData(
  config: Config,
  db: Db,
  services: AppServices,
  log: FastifyBaseLogger,
): Promise<void> {
  if (config.demoData && config.env === 'production') {
    log.warn(
      'DEMO DATA IS ON IN PRODUCTION (DEMO_DATA=1): the database holds made-up accounts, photos, credits and gifts when it started empty. Unset DEMO_DATA on a real site.',
    );
  }
  if (config.demoData && (await isDatabaseEmpty(db))) {
    const count = await seedDemoData(db, { passwordHashOf: await demoPasswordHashes(config, log) });
    log.info({ count }, 'demo data seeded');
    const media = await seedDemoMedia(db, {
      photos: services.photos,
      reels: services.reels,
      library: services.media.library,
    });
    log.info(media, 'demo photos and reels seeded');
    const economy = await seedDemoEconomy(db, {
      credits: services.credits,
      creditsRepository: new CreditsRepository(db),
      gifts: services.gifts,
      subscriptions: services.subscriptions,
      recountBoards: (now) => new LeaderboardRepository(db).recount(now),
    });
    log.info(economy, 'demo credits, gifts and requests seeded');
    const online = await seedDemoPayments(db, {
      paymentsRepository: new PaymentsRepository(
        db,
        ownTransactions(db),
        bookingPaymentSettler((notice) => services.notifications.prepare(notice)),
      ),
      payouts: services.payouts,
    });
    log.info(online, 'demo online payments and payouts seeded');
  }
  // After the seed, which writes accounts straight into the database.
  const skeletons = await services.auth.fillUsernameSkeletons();
  if (skeletons.filled + skeletons.clashes > 0) log.info(skeletons, 'username skeletons computed');
  const places = await services.photographers.storeOlderPlaceSpellingsByName();
  if (places > 0) log.info({ places }, 'older place spellings stored by their English names');
  const searched = await services.photographers.fillSearchDocuments();
  if (searched > 0) log.info({ accounts: searched }, 'search words stored');
  if (config.admin) {
    const { outcome, userId } = await services.auth.ensureAdmin(config.admin.email, config.admin.password);
    await services.audit.record({
      actorId: null,
      action: `admin.${outcome}-from-config`,
      target: { type: 'user', id: userId, userId },
    });
    log.info({ email: config.admin.email, outcome }, 'admin account ensured');
  }
}
