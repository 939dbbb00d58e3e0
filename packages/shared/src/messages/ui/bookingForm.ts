/** Web sentences for the booking modal and the directory's free-on filter, in English; the Nepali (नेपाली) twin is in ne/ under the same name. */
export const bookingFormEn = {
  // A Gregorian date's Bikram Sambat twin, beside a date field.
  bsDateOf: 'BS: {date}',
  bookingSending: 'Sending…',
  bookingSentTo: 'Your booking request has been sent to {name}. You will be notified when they answer.',
  bookingViewMine: 'My bookings',
  directoryFreeOnLabel: 'Free on',
  directoryNoneFreeBody:
    'No photographer matching these filters is free on this date. Try another date, search, place or specialty.',
} as const;
