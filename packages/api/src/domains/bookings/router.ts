import type { TRPCRouterRecord } from '@trpc/server';
import {
  acceptBookingInput,
  advanceReceiptListSchema,
  availabilityInput,
  availabilitySchema,
  bookingIdInput,
  bookingListInput,
  bookingPageSchema,
  bookingSchema,
  createBookingInput,
  dateAvailabilitySchema,
  paidAdvanceSchema,
  paidBalanceSchema,
  payAdvanceInput,
  payBalanceInput,
  setAvailabilityInput,
  settleBookingInput,
} from '@tasbir/shared';
import { publicProcedure, roleProcedure } from '../../trpc/trpc.js';

/** Regular users book: a visitor is asked to log in, other roles are refused. */
const requesterProcedure = roleProcedure(['user'], { refusal: 'onlyUsersBook', visitorRefusal: 'loginToBook' });
/** Either party cancels: the roles are checked here, which party the caller is in the service. */
const cancellerProcedure = roleProcedure(['user', 'photographer'], { refusal: 'onlyBookingPartiesCancel' });
/** The client pays the advance: the role here, the booking's owner in the service. */
const payerProcedure = roleProcedure(['user'], { refusal: 'onlyClientsPayAdvances' });
const balancePayerProcedure = roleProcedure(['user'], { refusal: 'onlyClientsPayBalances' });
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
  /** The receipts of the caller's advances: paid, refunded, released, newest first. */
  receipts: partyProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/bookings/receipts',
        summary:
          "The receipts of the caller's booking advances (a client's and a photographer's): paid (and how), refunded, released, newest first",
        output: advanceReceiptListSchema,
      },
    })
    .query(({ ctx }) => ctx.services.advanceReceipts.of(ctx.user)),
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
  /**
   * The photographer takes a pending booking at `agreed_price`, which holds its date: it waits for
   * the advance when its policy takes one. `same_date_accepted` warns of another one that day.
   */
  accept: photographerProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/bookings/:id/accept',
        summary:
          'Accept a pending booking at {agreed_price} in rupees (its photographer; required when its policy takes an advance, which then falls due within 48 hours); same_date_accepted counts their other bookings holding that day',
        output: bookingSchema,
      },
    })
    .input(acceptBookingInput)
    .mutation(({ ctx, input }) => ctx.services.bookingSteps.accept(ctx.user, input.id, input.agreed_price)),
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
    .mutation(({ ctx, input }) => ctx.services.bookingSteps.decline(ctx.user, input.id)),
  /** Either party withdraws; the date is free again and a held advance is refunded by the booking's policy (all of it when the photographer cancels). */
  cancel: cancellerProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/bookings/:id/cancel',
        summary: "Cancel a booking (its client: by the booking's refund tiers; its photographer: a full refund)",
        output: bookingSchema,
      },
    })
    .input(bookingIdInput)
    .mutation(({ ctx, input }) => ctx.services.bookingSteps.cancel(ctx.user, input.id)),
  /** The photographer closes a booking after its date: the held advance is released to them, the requester's review becomes verified. */
  complete: photographerProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/bookings/:id/complete',
        summary:
          'Mark an accepted or confirmed booking completed once its date has passed (its photographer); releases the held advance',
        output: bookingSchema,
      },
    })
    .input(bookingIdInput)
    .mutation(({ ctx, input }) => ctx.services.bookingSteps.complete(ctx.user, input.id)),
  /** The client pays the due advance: from credits (answers the booking) or online (answers the payment and where to pay). */
  payAdvance: payerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/bookings/:id/pay-advance',
        summary:
          'Pay the due advance (its client) with {method: credits|esewa|khalti}: credits answer the confirmed booking, eSewa and Khalti {payment, redirect}',
        output: paidAdvanceSchema,
      },
    })
    .input(payAdvanceInput)
    .mutation(({ ctx, input }) => ctx.services.bookingSteps.payAdvance(ctx.user, input.id, input.method, ctx.origin)),
  /** The client pays the balance (the agreed price less the advance): from credits (answers the booking) or online. */
  payBalance: balancePayerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/bookings/:id/pay-balance',
        summary:
          'Pay the balance, the agreed price less the advance (its client; the booking accepted with its advance paid, or completed) with {method: credits|esewa|khalti}: credits answer the booking, eSewa and Khalti {payment, redirect}',
        output: paidBalanceSchema,
      },
    })
    .input(payBalanceInput)
    .mutation(({ ctx, input }) => ctx.services.bookingBalance.pay(ctx.user, input.id, input.method, ctx.origin)),
  /** The photographer marks the balance paid (cash, a transfer outside Tasbir); the client hears of it. */
  markBalancePaid: photographerProcedure
    .meta({
      staleAreas: [],
      rest: {
        method: 'POST',
        path: '/bookings/:id/balance-paid',
        summary:
          'Mark the balance paid outside Tasbir (its photographer; the booking accepted with its advance paid, or completed); once only',
        output: bookingSchema,
      },
    })
    .input(bookingIdInput)
    .mutation(({ ctx, input }) => ctx.services.bookingBalance.markPaid(ctx.user, input.id)),
  /** An admin settles a dispute over a held advance: part back to the client, the rest to the photographer, noted in the audit log. */
  settle: adminProcedure
    .meta({
      staleAreas: ['directory'],
      rest: {
        method: 'POST',
        path: '/admin/bookings/:id/settle',
        summary:
          'Settle a dispute (admins): {refund} rupees of the held advance back to the client, the rest to the photographer, with a {note} for the audit log; the booking ends',
        output: bookingSchema,
      },
    })
    .input(settleBookingInput)
    .mutation(({ ctx, input }) => ctx.services.bookingSteps.settle(ctx.user, input.id, input.refund, input.note)),
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
