import { bookingIn, daysFromToday, newParties } from './bookings.fixtures.js';
import { newPhotographer } from './factories.js';
import { cardField, directoryNames, restWrite, trpcWrite, type WriteCase } from './listCache.writes.fixtures.js';

/** Writes of the browser tests' own routes (ENABLE_TEST_ROUTES) that a visitor's directory shows. */
export const testingCases: WriteCase[] = [
  {
    mutation: 'testing.setSubscription',
    area: 'directory',
    via: 'REST',
    shows: "the card's plan",
    arrange: async (t) => {
      const photographer = await newPhotographer(t);
      return {
        look: () => cardField(t, photographer.user.id, 'subscription_plan'),
        write: () => restWrite(t, 'POST', '/api/test/set-subscription', photographer, { plan: 'royal' }),
        before: 'free',
        after: 'royal',
      };
    },
  },
  {
    mutation: 'testing.moveBookingDate',
    area: 'directory',
    via: 'tRPC',
    shows: 'a photographer free again on the date an accepted booking moved away from',
    arrange: async (t) => {
      const parties = await newParties(t);
      const date = daysFromToday(44);
      const booking = await bookingIn(t, 'accepted', parties, { event_date: date });
      const { username } = parties.photographer.user;
      return {
        look: () => directoryNames(t, `free_on=${date}&search=${username}`),
        write: () =>
          trpcWrite(t, 'testing.moveBookingDate', parties.photographer, {
            id: booking.id,
            event_date: daysFromToday(-1),
          }),
        before: [],
        after: [username],
      };
    },
  },
];
