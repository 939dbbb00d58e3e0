/** Web sentences for the booking modal and the directory's free-on filter: English, and Nepali (नेपाली) for every English key. */
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

export const bookingFormNe: Record<keyof typeof bookingFormEn, string> = {
  bsDateOf: 'वि.सं. {date}',
  bookingSending: 'पठाउँदै…',
  bookingSentTo: 'तपाईंको बुकिङ अनुरोध {name} लाई पठाइयो। उहाँले जवाफ दिएपछि तपाईंलाई सूचना दिइनेछ।',
  bookingViewMine: 'मेरा बुकिङहरू',
  directoryFreeOnLabel: 'यस दिन खाली',
  directoryNoneFreeBody: 'यी फिल्टरसँग मिल्ने कुनै फोटोग्राफर यो मितिमा खाली छैनन्। अर्को मिति, खोज, ठाउँ वा विशेषता प्रयास गर्नुहोस्।',
};
