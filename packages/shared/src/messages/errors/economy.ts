/**
 * Refusals of credits and gifts. "Please login to send gifts", "Please select a gift first" and the
 * insufficient-credits sentence are the product's own; the rest follow their tone.
 */
export const economyErrorsEn = {
  loginToGift: 'Please login to send gifts',
  onlyUsersGift: 'Only regular users can send gifts',
  selectGift: 'Please select a gift first',
  giftNotFound: 'This gift is not offered any more',
  giftRecipientInvalid: 'Gifts can only be sent to photographers',
  giftMessageTooLong: 'Message must be at most 200 characters',
  insufficientCredits: 'Insufficient credits! You need {needed} credits but only have {available} credits.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 100 characters',
} as const;

export const economyErrorsNe: Record<keyof typeof economyErrorsEn, string> = {
  loginToGift: 'उपहार पठाउन कृपया लगइन गर्नुहोस्',
  onlyUsersGift: 'सामान्य प्रयोगकर्ताले मात्र उपहार पठाउन सक्छन्',
  selectGift: 'कृपया पहिले उपहार छान्नुहोस्',
  giftNotFound: 'यो उपहार अब उपलब्ध छैन',
  giftRecipientInvalid: 'उपहार फोटोग्राफरलाई मात्र पठाउन सकिन्छ',
  giftMessageTooLong: 'सन्देश बढीमा २०० अक्षरको हुनुपर्छ',
  insufficientCredits: 'क्रेडिट पुगेन! तपाईंलाई {needed} क्रेडिट चाहिन्छ तर {available} क्रेडिट मात्र छ।',
  idempotencyKeyInvalid: 'Idempotency-Key १ देखि १०० अक्षरको हुनुपर्छ',
};
