/**
 * The receipts of booking advances on the web (docs/decisions/016-booking-advances.md): what was
 * paid, refunded and released, phrased for the reader's side. Only the Bookings tabs show them, and
 * those load on demand, so they are kept apart from the home page's tables.
 */
export const advanceReceiptsEn = {
  advanceReceiptsTitle: 'Advance receipts',
  advanceReceiptsLoadFailed: 'The advance receipts could not be loaded.',
  advanceReceiptsEmptyClient:
    'No advances yet. What you pay for a booking, and what comes back to you, is listed here.',
  advanceReceiptsEmptyPhotographer:
    'No advances yet. What clients pay for your bookings, and what is released to you, is listed here.',
  advanceReceiptPaidFromYourCredits: 'Advance paid from your credits',
  advanceReceiptPaidWithCredits: 'Advance paid with credits',
  advanceReceiptPaidThrough: 'Advance paid through {method}',
  advanceReceiptRefundedToYou: 'Refunded to you, in credits',
  advanceReceiptRefundedToClient: 'Refunded to the client',
  advanceReceiptReleasedToPhotographer: 'Released to the photographer',
  advanceReceiptReleasedToYou: 'Released to you',
  advanceReceiptReleasedLessShare: 'Released to you, less the platform’s share of {share}',
  balanceReceiptPaidThrough: 'Balance paid through {method}',
  balanceReceiptPaidWithCredits: 'Balance paid with credits',
  balanceReceiptToYou: 'Balance paid to you, less the platform’s share of {share}',
  advanceReceiptBookingWith: 'Booking with {name} on {date}',
  advanceReceiptBookingFor: 'Booking for {name} on {date}',
} as const;

export const advanceReceiptsNe: Record<keyof typeof advanceReceiptsEn, string> = {
  advanceReceiptsTitle: 'अग्रिमका रसिदहरू',
  advanceReceiptsLoadFailed: 'अग्रिमका रसिदहरू लोड गर्न सकिएन।',
  advanceReceiptsEmptyClient: 'अहिलेसम्म कुनै अग्रिम छैन। बुकिङका लागि तपाईंले तिरेको र तपाईंलाई फिर्ता आएको रकम यहाँ देखिन्छ।',
  advanceReceiptsEmptyPhotographer:
    'अहिलेसम्म कुनै अग्रिम छैन। ग्राहकले तपाईंका बुकिङका लागि तिरेको र तपाईंलाई दिइएको रकम यहाँ देखिन्छ।',
  advanceReceiptPaidFromYourCredits: 'तपाईंको क्रेडिटबाट अग्रिम तिरियो',
  advanceReceiptPaidWithCredits: 'क्रेडिटबाट अग्रिम तिरियो',
  advanceReceiptPaidThrough: '{method} मार्फत अग्रिम तिरियो',
  advanceReceiptRefundedToYou: 'तपाईंको क्रेडिटमा फिर्ता',
  advanceReceiptRefundedToClient: 'ग्राहकलाई फिर्ता',
  advanceReceiptReleasedToPhotographer: 'फोटोग्राफरलाई दिइयो',
  advanceReceiptReleasedToYou: 'तपाईंलाई दिइयो',
  advanceReceiptReleasedLessShare: 'प्लेटफर्मको हिस्सा {share} घटाएर तपाईंलाई दिइयो',
  balanceReceiptPaidThrough: '{method} मार्फत बाँकी रकम तिरियो',
  balanceReceiptPaidWithCredits: 'क्रेडिटबाट बाँकी रकम तिरियो',
  balanceReceiptToYou: 'प्लेटफर्मको हिस्सा {share} घटाएर बाँकी रकम तपाईंलाई दिइयो',
  advanceReceiptBookingWith: '{name} सँग {date} को बुकिङ',
  advanceReceiptBookingFor: '{name} ले गरेको {date} को बुकिङ',
};
