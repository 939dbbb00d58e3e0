import { availabilityInput, availabilitySchema, bookingIdInput, bookingListInput, bookingPageSchema, bookingSchema, createBookingInput, dateAvailabilitySchema, setAvailabilityInput } from '@tasbir/shared';
import { restRoutesFor, type RestRequest } from '../../rest/route.js';
import type { CallerOf } from '../../trpc/trpc.js';
import type { bookingsRouter } from './router.js';

const restRoute = restRoutesFor<CallerOf<{ bookings: typeof bookingsRouter }>>();

const byId = ({ params }: RestRequest) => ({ id: params.id });
const bodyObject = (body: unknown) => (typeof body === 'object' && body !== null ? body : {});

/** The booking paths (docs/product.md#bookings); lists answer their items, the next page's cursor in X-Next-Cursor. */
export const bookingsRestRoutes = [
  restRoute({ method: 'POST', path: '/bookings', summary: 'Ask a photographer for a booking (regular users)', auth: true, input: createBookingInput, output: bookingSchema, call: (api, input) => api.bookings.create(input) }),
  restRoute({
    method: 'GET',
    path: '/bookings/mine',
    summary: "A user's booking requests, or a photographer's incoming ones, newest first; ?status, limit, cursor",
    auth: true,
    input: bookingListInput,
    output: bookingPageSchema,
    paged: true,
    read: (request) => request.query,
    call: (api, input) => api.bookings.mine(input),
  }),
  restRoute({ method: 'GET', path: '/bookings', summary: 'Every booking, newest first (admins); ?status, limit, cursor', auth: true, input: bookingListInput, output: bookingPageSchema, paged: true, read: (request) => request.query, call: (api, input) => api.bookings.adminList(input) }),
  restRoute({ method: 'POST', path: '/bookings/:id/accept', summary: 'Accept a pending booking (its photographer); same_date_accepted counts their other accepted bookings that day', auth: true, input: bookingIdInput, output: bookingSchema, read: byId, call: (api, input) => api.bookings.accept(input) }),
  restRoute({ method: 'POST', path: '/bookings/:id/decline', summary: 'Decline a pending booking (its photographer)', auth: true, input: bookingIdInput, output: bookingSchema, read: byId, call: (api, input) => api.bookings.decline(input) }),
  restRoute({ method: 'POST', path: '/bookings/:id/cancel', summary: 'Cancel a pending or accepted booking (its requester)', auth: true, input: bookingIdInput, output: bookingSchema, read: byId, call: (api, input) => api.bookings.cancel(input) }),
  restRoute({ method: 'POST', path: '/bookings/:id/complete', summary: 'Mark an accepted booking completed once its date has passed (its photographer)', auth: true, input: bookingIdInput, output: bookingSchema, read: byId, call: (api, input) => api.bookings.complete(input) }),
  restRoute({
    method: 'GET',
    path: '/bookings/availability/:photographerId',
    summary: "The dates a photographer cannot be booked within ?from and ?to (YYYY-MM-DD; a year from today by default)",
    input: availabilityInput,
    output: availabilitySchema,
    read: ({ query, params }) => ({ from: query.from, to: query.to, photographer_id: params.photographerId }),
    call: (api, input) => api.bookings.availability(input),
  }),
  restRoute({
    method: 'PUT',
    path: '/bookings/availability/:date',
    summary: 'Mark a date (YYYY-MM-DD) unavailable with {available: false}, or free it with {available: true} (photographers)',
    auth: true,
    input: setAvailabilityInput,
    output: dateAvailabilitySchema,
    read: ({ body, params }) => ({ ...bodyObject(body), date: params.date }),
    call: (api, input) => api.bookings.setAvailability(input),
  }),
];
