import { replyLimits } from '../../schemas/replyLimits.js';

/**
 * Refusals of replies to reviews and of blocks between accounts
 * (docs/decisions/021-review-replies-and-blocks.md).
 */
export const blockErrorsEn = {
  blocked: 'This account has blocked you: you cannot message, book or send gifts to them',
  blockedByYou: 'You have blocked this account. Unblock them to message, book or send gifts',
  blockSelf: 'You cannot block yourself',
  loginToBlock: 'Please login to block an account',
  reviewNotFound: 'Review not found',
  loginToReply: 'Please login to reply to a review',
  onlyReviewedPhotographerReplies: 'Only the photographer who was reviewed can reply to this review',
  reviewReplyRequired: 'Please write a reply',
  reviewReplyTooLong: `A reply can be at most ${replyLimits.textMax} characters`,
  reviewReplyLocked: `A reply can be edited only within ${replyLimits.editHours} hours of posting it`,
} as const;

export const blockErrorsNe: Record<keyof typeof blockErrorsEn, string> = {
  blocked: 'यो खाताले तपाईंलाई ब्लक गरेको छ: तपाईं उहाँलाई सन्देश, बुकिङ वा उपहार पठाउन सक्नुहुन्न',
  blockedByYou: 'तपाईंले यो खाता ब्लक गर्नुभएको छ। सन्देश, बुकिङ वा उपहार पठाउन पहिले अनब्लक गर्नुहोस्',
  blockSelf: 'तपाईं आफैंलाई ब्लक गर्न सक्नुहुन्न',
  loginToBlock: 'खाता ब्लक गर्न कृपया लगइन गर्नुहोस्',
  reviewNotFound: 'समीक्षा भेटिएन',
  loginToReply: 'समीक्षाको जवाफ दिन कृपया लगइन गर्नुहोस्',
  onlyReviewedPhotographerReplies: 'समीक्षा गरिएका फोटोग्राफरले मात्र यसको जवाफ दिन सक्नुहुन्छ',
  reviewReplyRequired: 'कृपया जवाफ लेख्नुहोस्',
  reviewReplyTooLong: `जवाफ बढीमा ${replyLimits.textMax} अक्षरको हुनसक्छ`,
  reviewReplyLocked: `जवाफ पोस्ट गरेको ${replyLimits.editHours} घण्टाभित्र मात्र सच्याउन सकिन्छ`,
};
