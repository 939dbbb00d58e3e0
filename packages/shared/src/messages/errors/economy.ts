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
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  idempotencyKeyMismatch: 'The Idempotency-Key header and the idempotency_key in the body differ',

  creditRequestIncomplete: 'Please fill in all required fields and upload a receipt',
  creditAmountInvalid: 'Amount must be between 1 and 50,000 credits',
  paymentMethodInvalid: 'Please choose bank transfer, eSewa, Khalti or IME Pay',
  receiptTypeRefused: 'Receipts must be a JPEG, PNG or WebP image, or a PDF',
  receiptTooLarge: 'Receipts can be at most {mb} MB',
  onlyUsersCredits: 'Only users and photographers can request credits',
  creditRequestNotFound: 'Credit request not found',
  creditRequestProcessed: 'This request has already been processed',
  tooManyPendingRequests: 'You already have {max} credit requests waiting. Please wait until an admin decides one.',
  creditStatusInvalid: 'Status must be approved or rejected',
  adminNoteTooLong: 'Admin note must be at most 500 characters',
  onlyAdmins: 'Only administrators can do this',

  subscriptionForMembersOnly: 'Only users and photographers can subscribe to a plan',
  paidPlanRequired: 'Please choose a paid plan: silver, gold, diamond or royal',
  subscriptionPending: 'Your plan request is waiting for approval; you can send another once it is processed',
  subscriptionRequestNotFound: 'Subscription request not found',
  subscriptionRequestProcessed: 'This subscription request has already been processed',

  userDashboardOnly: 'This dashboard is for regular users only',
  photographerDashboardOnly: 'This dashboard is for photographers only',
  adminDashboardOnly: 'This dashboard is for administrators only',
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
  idempotencyKeyReused: 'यो Idempotency-Key अर्कै अनुरोधका लागि प्रयोग भइसकेको छ',
  idempotencyKeyMismatch: 'Idempotency-Key हेडर र body को idempotency_key फरक छन्',

  creditRequestIncomplete: 'कृपया सबै आवश्यक विवरण भर्नुहोस् र रसिद अपलोड गर्नुहोस्',
  creditAmountInvalid: 'रकम १ देखि ५०,००० क्रेडिटको बीचमा हुनुपर्छ',
  paymentMethodInvalid: 'कृपया बैंक ट्रान्सफर, इसेवा, खल्ती वा आइएमई पे छान्नुहोस्',
  receiptTypeRefused: 'रसिद JPEG, PNG वा WebP तस्बिर, वा PDF हुनुपर्छ',
  receiptTooLarge: 'रसिद बढीमा {mb} MB को हुन सक्छ',
  onlyUsersCredits: 'प्रयोगकर्ता र फोटोग्राफरले मात्र क्रेडिट माग्न सक्छन्',
  creditRequestNotFound: 'क्रेडिट अनुरोध भेटिएन',
  creditRequestProcessed: 'यो अनुरोध पहिले नै प्रक्रिया भइसकेको छ',
  tooManyPendingRequests: 'तपाईंका {max} वटा क्रेडिट अनुरोध पहिले नै पर्खाइमा छन्। एडमिनले कुनै एउटाको निर्णय नगरेसम्म कृपया पर्खनुहोस्।',
  creditStatusInvalid: 'स्थिति स्वीकृत वा अस्वीकृत हुनुपर्छ',
  adminNoteTooLong: 'एडमिन टिप्पणी बढीमा ५०० अक्षरको हुनुपर्छ',
  onlyAdmins: 'यो काम प्रशासकले मात्र गर्न सक्छन्',

  subscriptionForMembersOnly: 'प्रयोगकर्ता र फोटोग्राफरले मात्र योजना लिन सक्छन्',
  paidPlanRequired: 'कृपया सशुल्क योजना छान्नुहोस्: silver, gold, diamond वा royal',
  subscriptionPending: 'तपाईंको योजना अनुरोध स्वीकृतिको पर्खाइमा छ; त्यो प्रक्रिया भएपछि अर्को पठाउन सक्नुहुन्छ',
  subscriptionRequestNotFound: 'सदस्यता अनुरोध भेटिएन',
  subscriptionRequestProcessed: 'यो सदस्यता अनुरोध पहिले नै प्रक्रिया भइसकेको छ',

  userDashboardOnly: 'यो ड्यासबोर्ड सामान्य प्रयोगकर्ताहरूका लागि मात्र हो',
  photographerDashboardOnly: 'यो ड्यासबोर्ड फोटोग्राफरहरूका लागि मात्र हो',
  adminDashboardOnly: 'यो ड्यासबोर्ड प्रशासकहरूका लागि मात्र हो',
};
