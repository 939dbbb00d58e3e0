import type { Role } from '@tasbir/shared';
import { bookingFields, daysFromToday } from './bookings.fixtures.js';
import { grantCredits } from './economy.factories.js';
import { newPhotographer, newResetToken, newUser, type NewUser } from './factories.js';
import type { TestApp } from './harness.js';
import { receipt, type ObjectName } from './hardening.access.objects.js';
import { galleryExpectations } from './hardening.access.galleries.js';
import { reportExpectations } from './hardening.access.reports.js';
import { dataUrl, photoBytes, setPlan, videoBytes } from './media.fixtures.js';

/**
 * Who may call what (issue 13, the access sweep), one entry per procedure of the app router. With
 * no object, `own` lists the callers who succeed; with one, `own` lists who succeed on their own
 * object and `another` who succeed on an object of another account. Everyone else is refused.
 */
export type Caller = 'visitor' | Role;
export const callers: readonly Caller[] = ['visitor', 'user', 'photographer', 'admin'];

type On = { caller: NewUser | undefined; id: string };
export type Expectation = {
  object?: ObjectName;
  own: readonly Caller[];
  another?: readonly Caller[];
  /** A valid input; none when the procedure takes none. */
  input?: (t: TestApp, on: On) => unknown;
};

const everyone = callers;
const signedIn: readonly Caller[] = ['user', 'photographer', 'admin'];
const members: readonly Caller[] = ['user', 'photographer'];
const admins: readonly Caller[] = ['admin'];
const nobody: readonly Caller[] = [];

let sequence = 0;
const unique = () => `${(sequence += 1)}${Date.now().toString(36)}`;
const byId = (_t: TestApp, { id }: On) => ({ id });
const empty = () => ({});
const somePhotographer = async (t: TestApp) => ({ photographer_id: (await newPhotographer(t)).user.id });
/** Uploads need a paid plan; the caller gets one so that only the role decides. */
async function withPaidPlan<T>(t: TestApp, caller: NewUser | undefined, fields: T): Promise<T> {
  if (caller) await setPlan(t, caller.user.id, 'gold');
  return fields;
}

export const expectations: Record<string, Expectation> = {
  'auth.register': {
    own: everyone,
    input: () => ({
      username: `sweep_${unique()}`,
      email: `sweep${unique()}@example.com`,
      password: 'correct horse battery',
    }),
  },
  'auth.login': {
    own: everyone,
    input: async (t) => ((account) => ({ email: account.email, password: account.password }))(await newUser(t)),
  },
  'auth.forgotPassword': { own: everyone, input: async (t) => ({ email: (await newUser(t)).email }) },
  'auth.resetPassword': {
    own: everyone,
    input: async (t) => {
      const token = await newResetToken(t, (await newUser(t)).user.id);
      return { token, password: 'a brand new secret' };
    },
  },
  'auth.me': { own: signedIn },
  'auth.updateProfile': { own: signedIn, input: () => ({ bio: 'Weddings in Pokhara' }) },
  'auth.pictureAllowance': { own: signedIn },
  'auth.uploadPicture': {
    own: signedIn,
    input: async () => ({ picture: dataUrl(await photoBytes('png', 90, 60), 'image/png') }),
  },
  'auth.removePicture': { own: signedIn },
  'system.health': { own: everyone },

  'photographers.list': { own: everyone, input: empty },
  'photographers.byId': { own: everyone, input: somePhotographer },
  'portfolio.mine': { own: ['photographer'] },
  'portfolio.save': {
    own: ['photographer'],
    input: () => ({ specializations: ['Event'], pricing_range: '5000-15000', services: ['Photo Booth'] }),
  },
  'portfolio.byPhotographer': { own: everyone, input: somePhotographer },
  'reviews.create': {
    own: ['user'],
    input: async (t) => ({ ...(await somePhotographer(t)), rating: 4, comment: 'Lovely pasni photos' }),
  },
  'reviews.byPhotographer': { own: everyone, input: somePhotographer },
  'reviews.ratings': { own: everyone, input: somePhotographer },
  'leaderboard.list': { own: everyone, input: () => ({ period: 'weekly' }) },
  'media.uploadStats': { own: signedIn },
  'media.uploadAllowance': { own: signedIn, input: (t, { caller }) => withPaidPlan(t, caller, { kind: 'photo' }) },

  'photos.list': { own: everyone, input: empty },
  'photos.byId': { object: 'photo', own: signedIn, another: everyone, input: byId },
  // Uploads need a paid plan, and the plan table gives none to a visitor; the role alone decides the rest.
  'photos.create': {
    own: signedIn,
    input: async (t, { caller }) =>
      withPaidPlan(t, caller, {
        title: 'Boudhanath',
        category: 'Travel',
        image_data: dataUrl(await photoBytes('jpeg', 320, 214)),
      }),
  },
  'photos.like': { object: 'photo', own: signedIn, another: signedIn, input: byId },
  'photos.view': { object: 'photo', own: signedIn, another: everyone, input: byId },
  // Its uploader (a photographer, or a user on a paid plan) or an admin; docs/product.md, Roles: "remove a photo or reel".
  'photos.remove': { object: 'photo', own: signedIn, another: admins, input: byId },
  'reels.list': { own: everyone, input: empty },
  'reels.byId': { object: 'reel', own: signedIn, another: everyone, input: byId },
  'reels.create': {
    own: signedIn,
    input: (t, { caller }) =>
      withPaidPlan(t, caller, {
        title: 'Rara lake',
        category: 'nature',
        video_data: dataUrl(videoBytes('mp4'), 'video/mp4'),
      }),
  },
  'reels.like': { object: 'reel', own: signedIn, another: signedIn, input: byId },
  'reels.view': { object: 'reel', own: signedIn, another: everyone, input: byId },
  'reels.share': { object: 'reel', own: signedIn, another: everyone, input: byId },
  'reels.comments': { object: 'reel', own: signedIn, another: everyone, input: byId },
  'reels.comment': {
    object: 'reel',
    own: signedIn,
    another: signedIn,
    input: (_t, { id }) => ({ id, comment_text: 'Ramro!' }),
  },
  'reels.remove': { object: 'reel', own: signedIn, another: admins, input: byId },
  // Browser tests only: without ENABLE_TEST_ROUTES (as in production) it is not there for anyone.
  'testing.setSubscription': { own: nobody, input: () => ({ plan: 'gold' }) },
  'testing.moveBookingDate': { own: nobody, input: () => ({ id: 'some-booking', event_date: daysFromToday(-1) }) },

  'gifts.available': { own: everyone },
  'gifts.purchase': {
    own: ['user'],
    input: async (t, { caller }) => {
      if (caller) await grantCredits(t, caller.user.id, 600);
      return { recipient_id: (await newPhotographer(t)).user.id, gift_type: 'dhaka_topi', message: 'Dherai ramro!' };
    },
  },
  'gifts.transactions': { own: signedIn },
  'subscription.plans': { own: everyone },
  'subscription.current': { own: signedIn },
  'subscription.receiptAllowance': { own: members },
  'subscription.upgrade': {
    own: members,
    input: async () => ({ plan: 'gold', payment_method: 'bank_transfer', payment_proof: await receipt() }),
  },
  'subscription.myRequests': { own: members },
  'subscription.requests': { own: admins },
  'subscription.approve': { object: 'planRequest', own: nobody, another: admins, input: byId },
  'subscription.reject': { object: 'planRequest', own: nobody, another: admins, input: byId },
  'credits.receiptAllowance': { own: members },
  'credits.request': {
    own: members,
    input: async () => ({ amount: 500, payment_method: 'esewa', receipt_image: await receipt() }),
  },
  'credits.myRequests': { own: members },
  'credits.adminRequests': { own: admins },
  'credits.process': {
    object: 'creditRequest',
    own: nobody,
    another: admins,
    input: (_t, { id }) => ({ id, status: 'approved', admin_note: 'Receipt checked' }),
  },
  'credits.remove': { object: 'creditRequest', own: nobody, another: admins, input: byId },
  'dashboards.user': { own: ['user'] },
  'dashboards.photographer': { own: ['photographer'] },
  'dashboards.admin': { own: admins },

  'moderation.photos': { own: admins, input: empty },
  'moderation.reels': { own: admins, input: empty },
  'moderation.removePhoto': { object: 'photo', own: admins, another: admins, input: byId },
  'moderation.removeReel': { object: 'reel', own: admins, another: admins, input: byId },
  'moderation.removeAllPhotos': { own: admins },
  'moderation.removeAllReels': { own: admins },
  'adminUsers.list': { own: admins, input: empty },
  'adminUsers.verify': { object: 'account', own: admins, another: admins, input: byId },
  'adminUsers.unverify': { object: 'account', own: admins, another: admins, input: byId },
  // An admin cannot suspend, demote or delete themself (docs/product.md, the admin panel's protection).
  'adminUsers.suspend': { object: 'account', own: nobody, another: admins, input: byId },
  'adminUsers.activate': { object: 'account', own: admins, another: admins, input: byId },
  'adminUsers.grantCredits': {
    object: 'account',
    own: admins,
    another: admins,
    input: (_t, { id }) => ({ id, credits: 5 }),
  },
  'adminUsers.rename': {
    object: 'account',
    own: admins,
    another: admins,
    input: (_t, { id }) => ({ id, username: `renamed_${unique()}` }),
  },
  'adminUsers.setRole': {
    object: 'account',
    own: nobody,
    another: admins,
    input: (_t, { id }) => ({ id, role: 'photographer' }),
  },
  'adminUsers.setPlan': {
    object: 'account',
    own: admins,
    another: admins,
    input: (_t, { id }) => ({ id, plan: 'gold' }),
  },
  'adminUsers.remove': { object: 'account', own: nobody, another: admins, input: byId },
  'audit.list': { own: admins, input: empty },

  'chat.send': {
    own: signedIn,
    input: async (t) => ({
      recipient_id: (await newPhotographer(t)).user.id,
      message: 'Namaste, are you free in March?',
      message_type: 'text',
    }),
  },
  'chat.conversations': { own: signedIn, input: empty },
  // The thread is named by the partner: asking for the partner of someone else's conversation opens
  // the caller's own (empty) thread with them, never the other one (checked by its secret message).
  'chat.messages': {
    object: 'conversation',
    own: signedIn,
    another: signedIn,
    input: (_t, { id }) => ({ other_user_id: id }),
  },
  'chat.unreadCount': { own: signedIn },
  'chat.typing': {
    object: 'conversation',
    own: signedIn,
    another: signedIn,
    input: (_t, { id }) => ({ recipient_id: id }),
  },
  'bookings.create': { own: ['user'], input: async (t) => bookingFields((await newPhotographer(t)).user.id) },
  'bookings.mine': { own: members, input: empty },
  'bookings.receipts': { own: members },
  'bookings.accept': { object: 'pendingBooking', own: ['photographer'], another: nobody, input: byId },
  'bookings.decline': { object: 'pendingBooking', own: ['photographer'], another: nobody, input: byId },
  'bookings.cancel': { object: 'pastBooking', own: ['user', 'photographer'], another: nobody, input: byId },
  'bookings.payAdvance': {
    object: 'awaitingAdvanceBooking',
    own: ['user'],
    another: nobody,
    input: (_t, { id }) => ({ id, method: 'credits' }),
  },
  'bookings.payBalance': {
    object: 'unpaidBalanceBooking',
    own: ['user'],
    another: nobody,
    input: (_t, { id }) => ({ id, method: 'credits' }),
  },
  'bookings.markBalancePaid': { object: 'unpaidBalanceBooking', own: ['photographer'], another: nobody, input: byId },
  'bookings.settle': {
    object: 'confirmedBooking',
    own: nobody,
    another: admins,
    input: (_t, { id }) => ({ id, refund: 1000, note: 'The client showed the photographer left early' }),
  },
  'bookings.complete': { object: 'pastBooking', own: ['photographer'], another: nobody, input: byId },
  'bookings.adminList': { own: admins, input: empty },
  'bookings.availability': { own: everyone, input: somePhotographer },
  'bookings.setAvailability': { own: ['photographer'], input: () => ({ date: daysFromToday(45), available: false }) },
  'bookingPolicies.byPhotographer': { own: everyone, input: somePhotographer },
  'bookingPolicies.update': {
    own: ['photographer'],
    input: () => ({ advance_percent: 20, refund_tiers: [{ days_before: 30, refund_percent: 100 }] }),
  },
  'notifications.list': { own: signedIn, input: empty },
  'notifications.counts': { own: signedIn },
  'notifications.markRead': { object: 'notification', own: signedIn, another: nobody, input: byId },
  'notifications.markAllRead': { own: signedIn },

  'payments.providers': { own: everyone },
  'payments.create': { own: members, input: () => ({ purpose: 'credits', credits: 500, provider: 'esewa' }) },
  'payments.byId': { object: 'payment', own: members, another: admins, input: byId },
  'payments.check': { object: 'payment', own: members, another: admins, input: byId },
  'payments.mine': { own: members, input: empty },
  'payments.adminList': { own: admins, input: empty },
  'payments.refund': {
    object: 'completedPayment',
    own: nobody,
    another: admins,
    input: (_t, { id }) => ({ id, reference: 'ESW-REFUND-1' }),
  },
  'payouts.earnings': { own: ['photographer'] },
  'payouts.request': {
    own: ['photographer'],
    input: async (t, { caller }) => {
      if (caller) await grantCredits(t, caller.user.id, 1500);
      return { credits: 1000, method: 'esewa', account_name: 'Sita Gurung', account_number: '9812345678' };
    },
  },
  'payouts.mine': { own: ['photographer'] },
  'payouts.adminList': { own: admins, input: empty },
  'payouts.markPaid': {
    object: 'payout',
    own: nobody,
    another: admins,
    input: (_t, { id }) => ({ id, reference: 'ESW-TRANSFER-1' }),
  },
  'payouts.reject': {
    object: 'payout',
    own: nobody,
    another: admins,
    input: (_t, { id }) => ({ id, note: 'The account name does not match' }),
  },
  ...galleryExpectations,
  // Decision 021: the reviewed photographer replies; any account blocks another, never itself.
  'reviews.reply': {
    object: 'review',
    own: ['photographer'],
    another: nobody,
    input: (_t, { id }) => ({ id, text: 'Thank you for the kind words!' }),
  },
  'blocks.block': { object: 'account', own: nobody, another: signedIn, input: byId },
  'blocks.unblock': { object: 'account', own: nobody, another: signedIn, input: byId },
  'blocks.list': { own: signedIn },
  ...reportExpectations,
  'search.suggest': { own: everyone, input: () => ({ q: 'pokh' }) },
};

/** The procedures the sweep leaves to their own tests, and why. */
export const notSwept: Record<string, string> = {
  'live.events': 'a subscription (server-sent events): live.subscription.test.ts covers who may listen',
};
