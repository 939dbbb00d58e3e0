import type { TRPCRouterRecord } from '@trpc/server';
import {
  availabilityInput,
  availabilitySchema,
  bookingIdInput,
  bookingListInput,
  bookingPageSchema,
  bookingSchema,
  createBookingInput,
  dateAvailabilitySchema,
  setAvailabilityInput,
} from '@tasbir/shared';
import { publicProcedure, roleProcedure } from '../../trpc/trpc.js';

/** Regular users book: a visitor is asked to log in, other roles are refused. */
const requesterProcedure = roleProcedure(['user'], { refusal: 'onlyUsersBook', visitorRefusal: 'loginToBook' });
/** Cancelling is the requester's: the role is checked here, the booking's owner in the service. */
const cancellerProcedure = roleProcedure(['user'], { refusal: 'onlyRequestersCancelBookings' });
const photographerProcedure = roleProcedure(['photographer'], { refusal: 'onlyPhotographersManageBookings' });
const partyProcedure = roleProcedure(['user', 'photographer']);
const adminProcedure = roleProcedure(['admin'], { refusal: 'onlyAdmins' });

export const bookingsRouter = {
  /** A booking request to a photographer; it waits for their answer. */
  create: requesterProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/bookings',
        summary: 'Ask a photographer for a booking (regular users)',
        output: bookingSchema,
      },
    })
    .input(createBookingInput)
    .mutation(({ ctx, input }) => ctx.services.bookings.create(ctx.user, input)),
  /** A user's requests, or a photographer's incoming ones, newest first (`{items, next_cursor}`). */
  mine: partyProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/bookings/mine',
        summary: "A user's booking requests, or a photographer's incoming ones, newest first; ?status, limit, cursor",
        output: bookingPageSchema,
        paged: true,
      },
    })
    .input(bookingListInput)
    .query(({ ctx, input }) => ctx.services.bookings.mine(ctx.user, input)),
  /** Every booking (admins), newest first. */
  adminList: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/bookings',
        summary: 'Every booking, newest first (admins); ?status, limit, cursor',
        output: bookingPageSchema,
        paged: true,
      },
    })
    .input(bookingListInput)
    .query(({ ctx, input }) => ctx.services.bookings.forAdmins(input)),
  /** The photographer takes a pending booking, which takes its date; `same_date_accepted` warns of another one that day. */
  accept: photographerProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/bookings/:id/accept',
        summary:
          'Accept a pending booking (its photographer); same_date_accepted counts their other accepted bookings that day',
        output: bookingSchema,
      },
    })
    .input(bookingIdInput)
    .mutation(({ ctx, input }) => ctx.services.bookings.take(ctx.user, input.id, 'accept')),
  decline: photographerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/bookings/:id/decline',
        summary: 'Decline a pending booking (its photographer)',
        output: bookingSchema,
      },
    })
    .input(bookingIdInput)
    .mutation(({ ctx, input }) => ctx.services.bookings.take(ctx.user, input.id, 'decline')),
  /** The requester withdraws a pending or accepted booking; an accepted one frees its date. */
  cancel: cancellerProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/bookings/:id/cancel',
        summary: 'Cancel a pending or accepted booking (its requester)',
        output: bookingSchema,
      },
    })
    .input(bookingIdInput)
    .mutation(({ ctx, input }) => ctx.services.bookings.take(ctx.user, input.id, 'cancel')),
  /** The photographer closes an accepted booking after its date; the requester's review becomes verified. */
  complete: photographerProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/bookings/:id/complete',
        summary: 'Mark an accepted booking completed once its date has passed (its photographer)',
        output: bookingSchema,
      },
    })
    .input(bookingIdInput)
    .mutation(({ ctx, input }) => ctx.services.bookings.take(ctx.user, input.id, 'complete')),
  /** The dates a photographer cannot be booked (marked, or an accepted booking), for the booking form. */
  availability: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/bookings/availability/:photographerId',
        pathFields: { photographerId: 'photographer_id' },
        summary:
          'The dates a photographer cannot be booked within ?from and ?to (YYYY-MM-DD; a year from today by default)',
        output: availabilitySchema,
      },
    })
    .input(availabilityInput)
    .query(({ ctx, input }) => ctx.services.bookings.availability(input)),
  /** A photographer marks a date as unavailable, or frees it. */
  setAvailability: photographerProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'PUT',
        path: '/bookings/availability/:date',
        summary:
          'Mark a date (YYYY-MM-DD) unavailable with {available: false}, or free it with {available: true} (photographers)',
        output: dateAvailabilitySchema,
      },
    })
    .input(setAvailabilityInput)
    .mutation(({ ctx, input }) => ctx.services.bookings.setAvailability(ctx.user, input)),
} satisfies TRPCRouterRecord;
