import { confirmedBooking } from './bookings.advances.fixtures.js';
import { bookingIn, daysFromToday, newParties, pendingBooking } from './bookings.fixtures.js';
import { grantCredits } from './economy.factories.js';
import { newPhotographer, newUser } from './factories.js';
import type { TestApp } from './harness.js';
import {
  boardEntry,
  cardField,
  directoryNames,
  onTheBoards,
  restWrite,
  trpcWrite,
  visitorGet,
  visitorQuery,
  type WriteCase,
} from './listCache.writes.fixtures.js';
import { dataUrl, photoBytes } from './media.fixtures.js';
import { atProvider, comeBack, payFully, startPayment } from './payments.fixtures.js';

let sequence = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(sequence += 1)}`;

/** A fan holding credits, for gifts. */
async function fanWithCredits(t: TestApp) {
  const fan = await newUser(t);
  await grantCredits(t, fan.user.id, 1000);
  return fan;
}

/** Writes a photographer's card, portfolio, reviews, gifts, plan and calendar show in. */
export const directoryCases: WriteCase[] = [
  {
    mutation: 'auth.register',
    area: 'directory',
    via: 'REST',
    shows: 'a photographer who just registered',
    arrange: async (t) => {
      const username = unique('registered');
      const body = {
        username,
        email: `${username}@example.com`,
        password: 'correct horse battery',
        role: 'photographer',
        city: 'Pokhara',
        district: 'Kaski',
      };
      return {
        look: () => directoryNames(t, `search=${username}`),
        write: () => restWrite(t, 'POST', '/api/register', undefined, body),
        before: [],
        after: [username],
      };
    },
  },
  {
    mutation: 'auth.updateProfile',
    area: 'directory',
    via: 'tRPC',
    shows: "the photographer card's new bio",
    arrange: async (t) => {
      const photographer = await newPhotographer(t);
      return {
        look: () => cardField(t, photographer.user.id, 'bio'),
        write: () => trpcWrite(t, 'auth.updateProfile', photographer, { bio: 'Weddings in the hills' }),
        before: null,
        after: 'Weddings in the hills',
      };
    },
  },
  {
    mutation: 'auth.uploadPicture',
    area: 'directory',
    via: 'REST',
    shows: 'a profile picture on the card',
    arrange: async (t) => {
      const photographer = await newPhotographer(t);
      const picture = dataUrl(await photoBytes('jpeg', 200, 200));
      return {
        look: async () => typeof (await cardField(t, photographer.user.id, 'profile_picture')) === 'string',
        write: () => restWrite(t, 'POST', '/api/profile/picture', photographer, { picture }),
        before: false,
        after: true,
      };
    },
  },
  {
    mutation: 'auth.removePicture',
    area: 'directory',
    via: 'tRPC',
    shows: 'no profile picture on the card',
    arrange: async (t) => {
      const photographer = await newPhotographer(t);
      await restWrite(t, 'POST', '/api/profile/picture', photographer, {
        picture: dataUrl(await photoBytes('jpeg', 200, 200)),
      });
      return {
        look: async () => typeof (await cardField(t, photographer.user.id, 'profile_picture')) === 'string',
        write: () => trpcWrite(t, 'auth.removePicture', photographer),
        before: true,
        after: false,
      };
    },
  },
  {
    mutation: 'portfolio.save',
    area: 'directory',
    via: 'REST',
    shows: "the photographer's portfolio page",
    arrange: async (t) => {
      const photographer = await newPhotographer(t);
      const look = async () => {
        const reply = await visitorGet<{ specializations: string[] }>(t, `/api/portfolio/${photographer.user.id}`);
        return reply.status === 200 ? reply.body.specializations : reply.status;
      };
      return {
        look,
        write: () => restWrite(t, 'POST', '/api/portfolio', photographer, { specializations: ['Wedding Photography'] }),
        before: [],
        after: ['Wedding Photography'],
      };
    },
  },
  {
    mutation: 'reviews.create',
    area: 'directory',
    via: 'REST',
    shows: "the card's rating and the reviews page",
    arrange: async (t) => {
      const photographer = await newPhotographer(t);
      const author = await newUser(t);
      const look = async () => ({
        ratings: await cardField(t, photographer.user.id, 'total_ratings'),
        reviews: (
          (await visitorGet<{ reviews: unknown[] }>(t, `/api/reviews/${photographer.user.id}`)).body.reviews ?? []
        ).length,
      });
      return {
        look,
        write: () =>
          restWrite(t, 'POST', '/api/reviews', author, {
            photographer_id: photographer.user.id,
            rating: 4,
            comment: 'Patient and kind',
          }),
        before: { ratings: 0, reviews: 0 },
        after: { ratings: 1, reviews: 1 },
      };
    },
  },
  {
    mutation: 'reviews.create',
    area: 'leaderboard',
    via: 'tRPC',
    shows: "the rating on the photographer's leaderboard entry",
    arrange: async (t) => {
      const photographer = await onTheBoards(t);
      const author = await newUser(t);
      return {
        look: async () => (await boardEntry(t, photographer.user.id))?.rating,
        write: () => trpcWrite(t, 'reviews.create', author, { photographer_id: photographer.user.id, rating: 4 }),
        before: 0,
        after: 4,
      };
    },
  },
  {
    mutation: 'gifts.purchase',
    area: 'directory',
    via: 'tRPC',
    shows: "the card's gifts received",
    arrange: async (t) => {
      const photographer = await newPhotographer(t);
      const fan = await fanWithCredits(t);
      return {
        look: () => cardField(t, photographer.user.id, 'total_gifts_received'),
        write: () => trpcWrite(t, 'gifts.purchase', fan, { recipient_id: photographer.user.id, gift_type: 'momo' }),
        before: 0,
        after: 50,
      };
    },
  },
  {
    mutation: 'gifts.purchase',
    area: 'leaderboard',
    via: 'REST',
    shows: 'the photographer on the weekly, monthly and yearly boards, over REST and tRPC',
    arrange: async (t) => {
      const photographer = await newPhotographer(t);
      const fan = await fanWithCredits(t);
      const look = async () => {
        const boards = [];
        for (const period of ['weekly', 'monthly', 'yearly'] as const)
          for (const over of ['REST', 'tRPC'] as const)
            boards.push((await boardEntry(t, photographer.user.id, period, over))?.total_gift_value ?? null);
        return boards;
      };
      const write = () =>
        restWrite(t, 'POST', '/api/gifts/purchase', fan, { recipient_id: photographer.user.id, gift_type: 'momo' });
      const before = [null, null, null, null, null, null];
      return { look, write, before, after: before.map(() => 50) };
    },
  },
  {
    mutation: 'subscription.approve',
    area: 'directory',
    via: 'REST',
    shows: "the card's plan",
    arrange: async (t, { admin }) => {
      const photographer = await newPhotographer(t);
      const request = await restWrite<{ id: string }>(t, 'POST', '/api/subscription/upgrade', photographer, {
        plan: 'gold',
        payment_method: 'bank_transfer',
        payment_proof: dataUrl(await photoBytes('jpeg', 90, 60)),
      });
      return {
        look: () => cardField(t, photographer.user.id, 'subscription_plan'),
        write: () => restWrite(t, 'POST', `/api/subscription/approve/${request.id}`, admin),
        before: 'free',
        after: 'gold',
      };
    },
  },
  {
    mutation: 'adminUsers.setPlan',
    area: 'directory',
    via: 'tRPC',
    shows: "the card's plan",
    arrange: async (t, { admin }) => {
      const photographer = await newPhotographer(t);
      return {
        look: () => cardField(t, photographer.user.id, 'subscription_plan'),
        write: () => trpcWrite(t, 'adminUsers.setPlan', admin, { id: photographer.user.id, plan: 'silver' }),
        before: 'free',
        after: 'silver',
      };
    },
  },
  {
    mutation: 'payments.check',
    area: 'directory',
    via: 'REST',
    shows: 'the plan of a payment that settles when its payer checks again',
    arrange: async (t) => {
      const photographer = await newPhotographer(t);
      const created = await startPayment(t, photographer, { purpose: 'plan', plan: 'gold', provider: 'esewa' });
      await comeBack(t, await atProvider(t, created, 'pending'));
      const write = async () => {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const view = await restWrite<{ payment: { status: string } }>(
            t,
            'POST',
            `/api/payments/${created.payment.id}/check`,
            photographer,
          );
          if (view.payment.status === 'completed') return view;
        }
        throw new Error('the payment never completed');
      };
      return {
        look: () => cardField(t, photographer.user.id, 'subscription_plan'),
        write,
        before: 'free',
        after: 'gold',
      };
    },
  },
  {
    mutation: 'payments.refund',
    area: 'directory',
    via: 'tRPC',
    shows: 'the plan of a refunded payment gone',
    arrange: async (t, { admin }) => {
      const photographer = await newPhotographer(t);
      const { created } = await payFully(t, photographer, { purpose: 'plan', plan: 'gold', provider: 'khalti' });
      return {
        look: () => cardField(t, photographer.user.id, 'subscription_plan'),
        write: () => trpcWrite(t, 'payments.refund', admin, { id: created.payment.id, reference: 'REFUND-1' }),
        before: 'gold',
        after: 'free',
      };
    },
  },
  {
    mutation: 'bookings.setAvailability',
    area: 'directory',
    via: 'tRPC',
    shows: 'a photographer gone from those free on a date they closed',
    arrange: async (t) => {
      const photographer = await newPhotographer(t);
      const date = daysFromToday(40);
      return {
        look: () => directoryNames(t, `free_on=${date}&search=${photographer.user.username}`),
        write: () => trpcWrite(t, 'bookings.setAvailability', photographer, { date, available: false }),
        before: [photographer.user.username],
        after: [],
      };
    },
  },
  {
    mutation: 'bookings.accept',
    area: 'directory',
    via: 'REST',
    shows: 'a photographer gone from those free on a date they took',
    arrange: async (t) => {
      const parties = await newParties(t);
      const date = daysFromToday(41);
      const booking = await pendingBooking(t, parties, { event_date: date });
      const { username } = parties.photographer.user;
      return {
        look: () => directoryNames(t, `free_on=${date}&search=${username}`),
        write: () => restWrite(t, 'POST', `/api/bookings/${booking.id}/accept`, parties.photographer),
        before: [username],
        after: [],
      };
    },
  },
  {
    mutation: 'bookings.cancel',
    area: 'directory',
    via: 'tRPC',
    shows: 'a photographer free again on the date of a cancelled booking',
    arrange: async (t) => {
      const parties = await newParties(t);
      const date = daysFromToday(42);
      const booking = await bookingIn(t, 'accepted', parties, { event_date: date });
      const { username } = parties.photographer.user;
      return {
        look: () => directoryNames(t, `free_on=${date}&search=${username}`),
        write: () => trpcWrite(t, 'bookings.cancel', parties.requester, { id: booking.id }),
        before: [],
        after: [username],
      };
    },
  },
  {
    mutation: 'bookings.settle',
    area: 'directory',
    via: 'REST',
    shows: 'a photographer free again on the date of a booking an admin settled',
    arrange: async (t) => {
      const date = daysFromToday(43);
      const { parties, booking } = await confirmedBooking(t, { eventInDays: 43 });
      const { username } = parties.photographer.user;
      const admin = await newUser(t, { role: 'admin' });
      return {
        look: () => directoryNames(t, `free_on=${date}&search=${username}`),
        write: () =>
          restWrite(t, 'POST', `/api/admin/bookings/${booking.id}/settle`, admin, { refund: 0, note: 'Settled' }),
        before: [],
        after: [username],
      };
    },
  },
  {
    mutation: 'bookings.complete',
    area: 'directory',
    via: 'REST',
    shows: "the requester's review marked verified (tRPC's reviews.byPhotographer)",
    arrange: async (t) => {
      const parties = await newParties(t);
      const booking = await bookingIn(t, 'accepted', parties);
      await t.db
        .updateTable('bookings')
        .set({ event_date: daysFromToday(-1) })
        .where('id', '=', booking.id)
        .execute();
      await restWrite(t, 'POST', '/api/reviews', parties.requester, {
        photographer_id: parties.photographer.user.id,
        rating: 5,
      });
      const look = async () => {
        const data = await visitorQuery(t, 'reviews.byPhotographer', { photographer_id: parties.photographer.user.id });
        return typeof data === 'object' && data !== null && 'reviews' in data && Array.isArray(data.reviews)
          ? data.reviews.map((review: { verified: boolean }) => review.verified)
          : data;
      };
      return {
        look,
        write: () => restWrite(t, 'POST', `/api/bookings/${booking.id}/complete`, parties.photographer),
        before: [false],
        after: [true],
      };
    },
  },
];
