import type { giftsEn } from '../gifts.js';

export const giftsNe: Record<keyof typeof giftsEn, string> = {
  giftModalTitle: '@{username} लाई उपहार पठाउनुहोस्',
  giftChoose: 'उपहार छान्नुहोस्',
  giftsLoadFailed: 'उपहारहरू लोड गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
  giftMessageLabel: 'सन्देश (ऐच्छिक)',
  giftMessageCounter: '{count}/{max} अक्षर',
  giftSummaryValue: 'उपहारको मूल्य',
  giftSummaryRemaining: 'यो उपहारपछि बाँकी क्रेडिट',
  giftAddCredits: 'क्रेडिट थप्नुहोस्',
  giftTopUp: '+{amount}',
  giftBackToGifts: 'उपहारमा फर्कनुहोस्',
  giftSending: 'पठाउँदै…',
  giftSent: '{emoji} {name} @{username} लाई पठाइयो! अब तपाईंसँग {credits} क्रेडिट छ।',
};
