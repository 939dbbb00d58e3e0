/**
 * Trust signals (docs/decisions/019-trust-signals.md): how a photographer replies and keeps
 * bookings, on the card, in the portfolio and as the directory's Top filter. Read on their own (web
 * pages/photographers/trustText.ts), by parts loaded on demand: the home page's script carries none.
 */
export const trustEn = {
  trustTopPhotographer: 'Top Photographer',
  trustTopExplained:
    'Top Photographer: rated 4.8 or more in verified reviews, replies to 90% of requests within a day, and no cancellations in 90 days.',
  trustRepliesWithinHour: 'Usually replies within an hour',
  trustRepliesWithinHours: 'Usually replies within a few hours',
  trustRepliesWithinDay: 'Usually replies within a day',
  trustRepliesInDays: 'Usually takes more than a day to reply',
  trustReplyRate: 'Replies to {rate}% of requests',
  trustTooFewRequests: 'Too few requests in the last 30 days to show how they reply.',
  trustNoCancellations: 'No cancellations in the last year',
  trustCancelledOne: 'Cancelled 1 booking in the last year',
  trustCancelledMany: 'Cancelled {count} bookings in the last year',
  trustSectionTitle: 'Replies and reliability',
  trustTopFilter: 'Top photographers only',
} as const;

export const trustNe: Record<keyof typeof trustEn, string> = {
  trustTopPhotographer: 'शीर्ष फोटोग्राफर',
  trustTopExplained:
    'शीर्ष फोटोग्राफर: प्रमाणित समीक्षामा ४.८ वा बढी मूल्याङ्कन, ९०% अनुरोधको एक दिनभित्र जवाफ, र ९० दिनमा कुनै रद्द नगरेको।',
  trustRepliesWithinHour: 'प्रायः एक घण्टाभित्र जवाफ दिनुहुन्छ',
  trustRepliesWithinHours: 'प्रायः केही घण्टाभित्र जवाफ दिनुहुन्छ',
  trustRepliesWithinDay: 'प्रायः एक दिनभित्र जवाफ दिनुहुन्छ',
  trustRepliesInDays: 'जवाफ दिन प्रायः एक दिनभन्दा बढी लाग्छ',
  trustReplyRate: '{rate}% अनुरोधको जवाफ दिनुहुन्छ',
  trustTooFewRequests: 'जवाफ दिने तरिका देखाउन पछिल्ला ३० दिनमा धेरै थोरै अनुरोध आएका छन्।',
  trustNoCancellations: 'पछिल्लो एक वर्षमा कुनै बुकिङ रद्द गरिएको छैन',
  trustCancelledOne: 'पछिल्लो एक वर्षमा १ बुकिङ रद्द गरियो',
  trustCancelledMany: 'पछिल्लो एक वर्षमा {count} बुकिङ रद्द गरियो',
  trustSectionTitle: 'जवाफ र भरोसा',
  trustTopFilter: 'शीर्ष फोटोग्राफर मात्र',
};
