/**
 * The booking form's choices (docs/product.md#bookings), held once for the web form and the bookings API.
 * Values are what a booking request carries; the web app shows them through its message tables.
 */
export const bookingEventTypes = ['wedding', 'portrait', 'event', 'corporate', 'family', 'fashion', 'other'] as const;
export type BookingEventType = (typeof bookingEventTypes)[number];
export const defaultBookingEventType: BookingEventType = 'wedding';

export const bookingDurations = ['2 hours', '4 hours', '6 hours', 'Full day', '2 days', 'Custom'] as const;
export type BookingDuration = (typeof bookingDurations)[number];
export const defaultBookingDuration: BookingDuration = '4 hours';

export const bookingBudgetRanges = [
  'Rs 25,000 - Rs 50,000',
  'Rs 50,000 - Rs 1,00,000',
  'Rs 1,00,000 - Rs 2,00,000',
  'Rs 2,00,000 - Rs 5,00,000',
  'Rs 5,00,000+',
  'Negotiable',
] as const;
export type BookingBudgetRange = (typeof bookingBudgetRanges)[number];
export const defaultBookingBudgetRange: BookingBudgetRange = 'Rs 50,000 - Rs 1,00,000';
