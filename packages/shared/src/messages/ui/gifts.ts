/** The gift dialog (docs/product.md#credits-gifts-and-plans). */
export const giftsEn = {
  giftModalTitle: 'Send a gift to @{username}',
  giftChoose: 'Choose a gift',
  giftsLoadFailed: 'Gifts could not be loaded. Please try again.',
  giftMessageLabel: 'Message (optional)',
  giftMessageCounter: '{count}/{max} characters',
  giftSummaryValue: 'Gift value',
  giftSummaryRemaining: 'Credits after this gift',
  giftAddCredits: 'Add credits',
  giftTopUp: '+{amount}',
  giftBackToGifts: 'Back to gifts',
  giftSending: 'Sending…',
  giftSent: '{emoji} {name} sent to @{username}! You now have {credits} credits.',
} as const;
