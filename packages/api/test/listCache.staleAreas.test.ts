import { describe, expect, it } from 'vitest';
import { appProcedures } from './appProcedures.js';
import { writeCases } from './listCache.writes.cases.js';

/**
 * What every writing procedure says it makes stale (docs/decisions/005-list-cache.md), read from the
 * router as test/appProcedures.ts walks it. A mutation without `staleAreas` would make every list
 * stale, safe but silent; so each one names its areas, and `[]` is a choice written down here with
 * its reason. Every area a mutation names is proven by a write a visitor sees at once in a cached
 * answer (listCache.writes.test.ts), so an area dropped from a meta fails there too.
 */
const stalesNothing: Record<string, string> = {
  'auth.login': 'a session; no list shows who is signed in',
  'auth.forgotPassword': 'a reset mail',
  'auth.resetPassword': 'a password and the sessions it ends',
  'photos.view': 'a view count, which may lag by LIST_CACHE_MS (decision 005)',
  'reels.view': 'a view count, which may lag by LIST_CACHE_MS (decision 005)',
  'reels.share': 'a share count, which may lag by LIST_CACHE_MS (decision 005)',
  'subscription.upgrade': 'a request waiting for an admin; the plan changes when it is approved',
  'subscription.reject': 'a request declined; the plan stays',
  'credits.request': 'a request for credits, which no public list shows',
  'credits.process': 'credits, which no public list shows',
  'credits.remove': 'a request for credits, which no public list shows',
  'adminUsers.grantCredits': 'credits, which no public list shows',
  'chat.send':
    "a private message; a first reply that moves a photographer's trust figures moves the directory's clock itself (decision 019)",
  'chat.typing': 'a passing state, never stored',
  'notifications.markRead': "the reader's own notices",
  'notifications.markAllRead': "the reader's own notices",
  'bookings.create': 'a pending request, which takes no date (only an accepted booking does)',
  'bookings.decline':
    "a pending request declined, which took no date; an answer that moves a photographer's trust figures moves the directory's clock itself (decision 019)",
  'bookings.payAdvance': 'an advance paid: the booking held its date already while the advance was due',
  'bookingPolicies.update': "a photographer's policy, which no cached list shows (its own read is not cached)",
  'payments.create': 'a payment started; nothing changes until it settles',
  'payouts.request': "a photographer's earnings, which no public list shows",
  'payouts.markPaid': "a photographer's earnings, which no public list shows",
  'payouts.reject': "a photographer's earnings, which no public list shows",
  'bookings.markBalancePaid': "a booking's balance, which no public list shows (the date was taken already)",
  'bookings.payBalance': "a booking's balance and credits, which no public list shows",
  'galleries.create': 'a private delivery gallery (decision 017): no list shows one',
  'galleries.update': 'a private delivery gallery',
  'galleries.remove': 'a private delivery gallery',
  'galleries.reissueToken': "a private gallery's link",
  'galleries.resetPin': "a private gallery's download PIN",
  'galleries.emailLink': "a mail with a private gallery's link",
  'galleryPhotos.remove': 'a photo of a private gallery, never in the public feeds',
  'galleryPhotos.updateWatermark': "a photographer's watermark for gallery previews",
  'galleryPhotos.uploadWatermarkLogo': "a photographer's watermark for gallery previews",
  'galleryPhotos.removeWatermarkLogo': "a photographer's watermark for gallery previews",
  'galleryVisits.unlock': 'an access to a private gallery, for one browser',
  'galleryVisits.addVisitor': 'a client of a private gallery',
  'galleryVisits.pick': "a client's pick in a private gallery",
  'galleryVisits.unpick': "a client's pick in a private gallery",
  'galleryVisits.sendSelection': "a client's picks sent to their photographer",
  'galleryVisits.checkDownload': 'nothing but a wrong PIN counted as a guess',
  'blocks.block':
    "a block, which only its two accounts' own reads show (reel comments are read per viewer, never from a shared cache)",
  'blocks.unblock': 'a block lifted, likewise',
  'reports.create': 'a report waiting for an admin, which no public list shows',
};

const mutations = appProcedures.filter((procedure) => procedure.type === 'mutation');
const sorted = (items: Iterable<string>) => [...items].sort();

describe('what each writing procedure makes stale', () => {
  it('is named in the meta of every mutation', () => {
    expect(mutations.length).toBeGreaterThan(50);
    expect(
      mutations.filter((mutation) => mutation.meta?.staleAreas === undefined).map((mutation) => mutation.path),
    ).toEqual([]);
  });

  it('is nothing only for the mutations known to change no cached list, each for a reason', () => {
    const none = mutations
      .filter((mutation) => mutation.meta?.staleAreas?.length === 0)
      .map((mutation) => mutation.path);
    expect(sorted(none)).toEqual(sorted(Object.keys(stalesNothing)));
  });

  it('is, area by area, what a write through the API shows a visitor at once (listCache.writes.test.ts)', () => {
    const named = mutations.flatMap((mutation) =>
      (mutation.meta?.staleAreas ?? []).map((area) => `${mutation.path} ${area}`),
    );
    const proven = new Set(writeCases.map((one) => `${one.mutation} ${one.area}`));
    expect(sorted(proven)).toEqual(sorted(new Set(named)));
  });
});
