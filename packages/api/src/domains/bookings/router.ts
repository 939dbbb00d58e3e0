import type { TRPCRouterRecord } from '@trpc/server';
import { availabilityInput, bookingIdInput, bookingListInput, createBookingInput, setAvailabilityInput } from '@tasbir/shared';
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
  create: requesterProcedure.meta({ staleAreas: [] }).input(createBookingInput).mutation(({ ctx, input }) => ctx.services.bookings.create(ctx.user, input)),
  /** A user's requests, or a photographer's incoming ones, newest first (`{items, next_cursor}`). */
  mine: partyProcedure.input(bookingListInput).query(({ ctx, input }) => ctx.services.bookings.mine(ctx.user, input)),
  /** The photographer takes a pending booking, which takes its date; `same_date_accepted` warns of another one that day. */
  accept: photographerProcedure.meta({ staleAreas: ['directory'] }).input(bookingIdInput).mutation(({ ctx, input }) => ctx.services.bookings.take(ctx.user, input.id, 'accept')),
  decline: photographerProcedure.meta({ staleAreas: [] }).input(bookingIdInput).mutation(({ ctx, input }) => ctx.services.bookings.take(ctx.user, input.id, 'decline')),
  /** The requester withdraws a pending or accepted booking; an accepted one frees its date. */
  cancel: cancellerProcedure.meta({ staleAreas: ['directory'] }).input(bookingIdInput).mutation(({ ctx, input }) => ctx.services.bookings.take(ctx.user, input.id, 'cancel')),
  /** The photographer closes an accepted booking after its date; the requester's review becomes verified. */
  complete: photographerProcedure.meta({ staleAreas: ['directory'] }).input(bookingIdInput).mutation(({ ctx, input }) => ctx.services.bookings.take(ctx.user, input.id, 'complete')),
  /** Every booking (admins), newest first. */
  adminList: adminProcedure.input(bookingListInput).query(({ ctx, input }) => ctx.services.bookings.forAdmins(input)),
  /** The dates a photographer cannot be booked (marked, or an accepted booking), for the booking form. */
  availability: publicProcedure.input(availabilityInput).query(({ ctx, input }) => ctx.services.bookings.availability(input)),
  /** A photographer marks a date as unavailable, or frees it. */
  setAvailability: photographerProcedure.meta({ staleAreas: ['directory'] }).input(setAvailabilityInput).mutation(({ ctx, input }) => ctx.services.bookings.setAvailability(ctx.user, input)),
} satisfies TRPCRouterRecord;
