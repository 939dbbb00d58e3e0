import type { bookingFormEn } from '../bookingForm.js';

export const bookingFormNe: Record<keyof typeof bookingFormEn, string> = {
  bsDateOf: 'वि.सं. {date}',
  bookingSending: 'पठाउँदै…',
  bookingSentTo: 'तपाईंको बुकिङ अनुरोध {name} लाई पठाइयो। उहाँले जवाफ दिएपछि तपाईंलाई सूचना दिइनेछ।',
  bookingViewMine: 'मेरा बुकिङहरू',
  directoryFreeOnLabel: 'यस दिन खाली',
  directoryNoneFreeBody: 'यी फिल्टरसँग मिल्ने कुनै फोटोग्राफर यो मितिमा खाली छैनन्। अर्को मिति, खोज, ठाउँ वा विशेषता प्रयास गर्नुहोस्।',
};
