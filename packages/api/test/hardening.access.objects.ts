import { defaultBookingPolicy, type Role } from '@tasbir/shared';
import { awaitingAdvance, confirmedBooking, setPolicy } from './bookings.advances.fixtures.js';
import { bookingIn, daysFromToday, moveEventDate, newParties, pendingBooking } from './bookings.fixtures.js';
import { grantCredits } from './economy.factories.js';
import { review } from './directory.factories.js';
import { payFully, startPayment } from './payments.fixtures.js';
import { newNotification, newPhotographer, newUser, type NewUser } from './factories.js';
import { insertReel } from './hardening.massAssignment.fixtures.js';
import { insertGalleryPhoto } from './galleries.uploads.fixtures.js';
import { nextIp, type TestApp } from './harness.js';
import { dataUrl, insertPhotos, photoBytes } from './media.fixtures.js';

/**
 * The things an account owns that a call can name (access sweep, issue 13): who can own one, how
 * one is made for an owner, and how it is stored, so a refused call can be shown to change nothing.
 */
export type Made = {
  /** What the call's input names: the object's id (for a conversation, the partner's id). */
  id: string;
  /** Text only the object's parties may read: a successful call on another's object must not answer it. */
  secret?: string;
};

export type ObjectKind = {
  /** The roles that can own one; a visitor owns nothing. */
  owners: readonly Role[];
  make: (t: TestApp, owner: NewUser) => Promise<Made>;
  /** The object as stored now (undefined once gone). */
  stored: (t: TestApp, made: Made) => Promise<unknown>;
};

let sequence = 0;
const next = () => (sequence += 1);

/** A JPEG receipt of its own for each request (a receipt sent before is flagged, not refused). */
export const receipt = async () => dataUrl(await photoBytes('jpeg', 60 + (next() % 200), 40));

async function created(t: TestApp, owner: NewUser, path: string, body: Record<string, unknown>): Promise<Made> {
  const reply = await t.call<{ id?: unknown }>('POST', path, { token: owner.access_token, body, ip: nextIp() });
  if (reply.status !== 200 || typeof reply.body.id !== 'string')
    throw new Error(`could not arrange ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { id: reply.body.id };
}

/** A booking whose side is its owner's role: a user requested it, a photographer was asked. */
async function bookingOf(t: TestApp, owner: NewUser, status: 'pending' | 'accepted'): Promise<Made> {
  const parties = await newParties(
    t,
    owner.user.role === 'photographer' ? { photographer: owner } : { requester: owner },
  );
  const booking = status === 'pending' ? await pendingBooking(t, parties) : await bookingIn(t, 'accepted', parties);
  if (status === 'accepted') await moveEventDate(t, booking.id, daysFromToday(-1));
  return { id: booking.id };
}

/** The parties of a booking with an advance, the owner on their role's side. */
const sideOf = (owner: NewUser) =>
  owner.user.role === 'photographer' ? { photographer: owner } : { requester: owner };

export const objectKinds = {
  /** Anyone who may upload (users and photographers on a paid plan, admins) owns photos and reels. */
  photo: {
    owners: ['user', 'photographer', 'admin'],
    make: async (t, owner) => ({ id: (await insertPhotos(t, owner.user.id, 1))[0] ?? '' }),
    stored: (t, { id }) => t.db.selectFrom('photos').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  reel: {
    owners: ['user', 'photographer', 'admin'],
    make: async (t, owner) => ({ id: await insertReel(t, owner.user.id) }),
    stored: (t, { id }) => t.db.selectFrom('reels').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  creditRequest: {
    owners: ['user', 'photographer'],
    make: async (t, owner) =>
      created(t, owner, '/api/credits/request', {
        amount: 500,
        payment_method: 'esewa',
        receipt_image: await receipt(),
      }),
    stored: (t, { id }) => t.db.selectFrom('credit_requests').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  planRequest: {
    owners: ['user', 'photographer'],
    make: async (t, owner) =>
      created(t, owner, '/api/subscription/upgrade', {
        plan: 'gold',
        payment_method: 'bank_transfer',
        payment_proof: await receipt(),
      }),
    stored: (t, { id }) => t.db.selectFrom('subscription_requests').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  notification: {
    owners: ['user', 'photographer', 'admin'],
    make: async (t, owner) => {
      return { id: await newNotification(t, owner.user.id) };
    },
    stored: (t, { id }) => t.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  /** A pending booking, for accepting, declining and cancelling. */
  pendingBooking: {
    owners: ['user', 'photographer'],
    make: (t, owner) => bookingOf(t, owner, 'pending'),
    stored: (t, { id }) => t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  /** An accepted booking whose day has passed, for completing. */
  pastBooking: {
    owners: ['user', 'photographer'],
    make: (t, owner) => bookingOf(t, owner, 'accepted'),
    stored: (t, { id }) => t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  /** A booking accepted with an advance its client holds the credits for but has not paid. */
  awaitingAdvanceBooking: {
    owners: ['user', 'photographer'],
    make: async (t, owner) => {
      const { parties, booking } = await awaitingAdvance(t, { parties: sideOf(owner) });
      await grantCredits(t, parties.requester.user.id, booking.advance?.amount ?? 0);
      return { id: booking.id };
    },
    stored: (t, { id }) => t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  /** A booking whose advance the platform holds, for settling a dispute. */
  confirmedBooking: {
    owners: ['user', 'photographer'],
    make: async (t, owner) => ({ id: (await confirmedBooking(t, { parties: sideOf(owner) })).booking.id }),
    stored: (t, { id }) => t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  /** A confirmed booking whose balance is unpaid, its client holding the credits for it: paying or marking it. */
  unpaidBalanceBooking: {
    owners: ['user', 'photographer'],
    make: async (t, owner) => {
      const { parties, booking } = await confirmedBooking(t, { parties: sideOf(owner) });
      await grantCredits(t, parties.requester.user.id, booking.balance.amount ?? 0);
      // The booking keeps its copy; the photographer's own policy goes back to the default, so a
      // booking made for them afterwards (another object of the same sweep) is accepted without a price.
      await setPolicy(t, parties.photographer, defaultBookingPolicy);
      return { id: booking.id };
    },
    stored: (t, { id }) => t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  /** A payment started through eSewa's sandbox and not paid yet. */
  payment: {
    owners: ['user', 'photographer'],
    make: async (t, owner) => ({
      id: (await startPayment(t, owner, { purpose: 'credits', credits: 500, provider: 'esewa' })).payment.id,
    }),
    stored: (t, { id }) => t.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  /** A payment paid through Khalti's sandbox and credited. */
  completedPayment: {
    owners: ['user', 'photographer'],
    make: async (t, owner) => ({
      id: (await payFully(t, owner, { purpose: 'credits', credits: 500, provider: 'khalti' })).created.payment.id,
    }),
    stored: (t, { id }) => t.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  /** A photographer's payout waiting for an admin. */
  payout: {
    owners: ['photographer'],
    make: async (t, owner) => {
      await grantCredits(t, owner.user.id, 1500);
      return created(t, owner, '/api/payouts', {
        credits: 1000,
        method: 'khalti',
        account_name: 'Sita Gurung',
        account_number: '9812345678',
      });
    },
    stored: (t, { id }) => t.db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  /** A photographer's delivery gallery; its link's token is what no one else may read. */
  gallery: {
    owners: ['photographer'],
    make: async (t, owner) => {
      const reply = await t.call<{ id?: unknown; token?: unknown }>('POST', '/api/galleries', {
        token: owner.access_token,
        ip: nextIp(),
        body: { title: `Sweep gallery ${next()}` },
      });
      if (reply.status !== 200 || typeof reply.body.id !== 'string' || typeof reply.body.token !== 'string')
        throw new Error(`could not arrange a gallery: ${reply.status} ${JSON.stringify(reply.body)}`);
      return { id: reply.body.id, secret: reply.body.token };
    },
    stored: (t, { id }) => t.db.selectFrom('galleries').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  /** A photo of one of a photographer's galleries (the input names the gallery and the photo). */
  galleryPhoto: {
    owners: ['photographer'],
    make: async (t, owner) => ({ id: (await insertGalleryPhoto(t, owner)).photoId }),
    stored: (t, { id }) => t.db.selectFrom('gallery_photos').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  /** An account itself: one's own, or someone else's. */
  account: {
    owners: ['user', 'photographer', 'admin'],
    make: async (_t, owner) => ({ id: owner.user.id }),
    stored: (t, { id }) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
  },
  /**
   * The owner's conversation with a photographer they wrote to; the input names the partner. Its
   * stored form is the owner's message, read or not: reading another's thread must not mark it.
   */
  conversation: {
    owners: ['user', 'photographer', 'admin'],
    make: async (t, owner) => {
      const partner = await newPhotographer(t);
      const secret = `Secret plan ${next()}: the mandap at Patan`;
      const reply = await t.call('POST', '/api/chat/send', {
        token: owner.access_token,
        ip: nextIp(),
        body: { recipient_id: partner.user.id, message: secret, message_type: 'text' },
      });
      if (reply.status !== 200)
        throw new Error(`could not arrange a conversation: ${reply.status} ${JSON.stringify(reply.body)}`);
      return { id: partner.user.id, secret };
    },
    stored: (t, { secret = '' }) =>
      t.db.selectFrom('chat_messages').selectAll().where('message', '=', secret).executeTakeFirst(),
  },
  /** A review of the owner (a photographer), by a user; its stored form is its reply (decision 021). */
  review: {
    owners: ['photographer'],
    make: async (t, owner) => ({ id: (await review(t, await newUser(t), owner.user.id, 5, 'Wonderful day')).id }),
    stored: (t, { id }) => t.db.selectFrom('review_replies').selectAll().where('review_id', '=', id).executeTakeFirst(),
  },
} satisfies Record<string, ObjectKind>;

export type ObjectName = keyof typeof objectKinds;

/** A new account of a role, as the sweep's callers and owners are. */
export const accountOf = (t: TestApp, role: Role): Promise<NewUser> =>
  role === 'photographer' ? newPhotographer(t) : newUser(t, { role });
