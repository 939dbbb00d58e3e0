import { replyLimits } from '../../schemas/replyLimits.js';

/**
 * Replies to reviews and blocks between accounts (docs/decisions/021-review-replies-and-blocks.md):
 * read on their own by the pages that show them (the portfolio, the studio's Reviews tab, the chat,
 * the profile), so the home page carries none of them.
 */
export const repliesBlocksEn = {
  notificationReviewReply: '{name} replied to your review',
  reviewReplyFrom: 'Reply from {name}',
  reviewReplyEdited: 'edited',
  reviewReplyAction: 'Reply',
  reviewReplyEditAction: 'Edit reply',
  reviewReplyLabel: 'Your public reply',
  reviewReplyPost: 'Post reply',
  reviewReplySave: 'Save reply',
  reviewReplyCancel: 'Cancel',
  reviewReplyPosted: 'Your reply is posted under the review',
  reviewReplyEditUntil: 'You can edit it until {time}',
  reviewReplyHint: `One public reply per review, which you can edit for ${replyLimits.editHours} hours`,
  dashboardTabReviews: 'Reviews',
  myReviewsHeading: 'Reviews of you',
  myReviewsEmpty: 'No reviews yet',
  blockAction: 'Block',
  unblockAction: 'Unblock',
  blockConfirm:
    'Block {name}? Neither of you can then message, book or send gifts to the other, and you will not see their comments.',
  blockConfirmYes: 'Yes, block',
  blockConfirmNo: 'No, keep',
  blockDone: 'You blocked {name}',
  unblockDone: 'You unblocked {name}',
  blockedListHeading: 'Blocked accounts',
  blockedListIntro:
    'While you block an account, neither of you can message, book or send gifts to the other, and you do not see its comments.',
  blockedListEmpty: 'You have not blocked anyone',
  blockedSince: 'Blocked on {date}',
  chatBlockedByMe: 'You blocked {name}. Unblock them to write again.',
  chatBlockedByThem: '{name} has blocked you: you cannot write in this conversation.',
} as const;

export const repliesBlocksNe: Record<keyof typeof repliesBlocksEn, string> = {
  notificationReviewReply: '{name} ले तपाईंको समीक्षाको जवाफ दिनुभयो',
  reviewReplyFrom: '{name} को जवाफ',
  reviewReplyEdited: 'सच्याइएको',
  reviewReplyAction: 'जवाफ दिनुहोस्',
  reviewReplyEditAction: 'जवाफ सच्याउनुहोस्',
  reviewReplyLabel: 'तपाईंको सार्वजनिक जवाफ',
  reviewReplyPost: 'जवाफ पोस्ट गर्नुहोस्',
  reviewReplySave: 'जवाफ सुरक्षित गर्नुहोस्',
  reviewReplyCancel: 'रद्द गर्नुहोस्',
  reviewReplyPosted: 'तपाईंको जवाफ समीक्षामुनि पोस्ट भयो',
  reviewReplyEditUntil: 'तपाईं {time} सम्म यसलाई सच्याउन सक्नुहुन्छ',
  reviewReplyHint: `हरेक समीक्षामा एउटा सार्वजनिक जवाफ, जुन तपाईं ${replyLimits.editHours} घण्टासम्म सच्याउन सक्नुहुन्छ`,
  dashboardTabReviews: 'समीक्षाहरू',
  myReviewsHeading: 'तपाईंका समीक्षाहरू',
  myReviewsEmpty: 'अहिलेसम्म कुनै समीक्षा छैन',
  blockAction: 'ब्लक गर्नुहोस्',
  unblockAction: 'अनब्लक गर्नुहोस्',
  blockConfirm:
    '{name} लाई ब्लक गर्ने? त्यसपछि तपाईंहरू कसैले एकअर्कालाई सन्देश, बुकिङ वा उपहार पठाउन सक्नुहुन्न, र तपाईंले उहाँका टिप्पणी देख्नुहुन्न।',
  blockConfirmYes: 'हो, ब्लक गर्नुहोस्',
  blockConfirmNo: 'होइन, नगर्नुहोस्',
  blockDone: 'तपाईंले {name} लाई ब्लक गर्नुभयो',
  unblockDone: 'तपाईंले {name} लाई अनब्लक गर्नुभयो',
  blockedListHeading: 'ब्लक गरिएका खाताहरू',
  blockedListIntro:
    'तपाईंले कुनै खाता ब्लक गरुन्जेल तपाईंहरू कसैले एकअर्कालाई सन्देश, बुकिङ वा उपहार पठाउन सक्नुहुन्न, र तपाईं त्यसका टिप्पणी देख्नुहुन्न।',
  blockedListEmpty: 'तपाईंले कसैलाई ब्लक गर्नुभएको छैन',
  blockedSince: '{date} मा ब्लक गरिएको',
  chatBlockedByMe: 'तपाईंले {name} लाई ब्लक गर्नुभएको छ। फेरि लेख्न अनब्लक गर्नुहोस्।',
  chatBlockedByThem: '{name} ले तपाईंलाई ब्लक गर्नुभएको छ: तपाईं यो कुराकानीमा लेख्न सक्नुहुन्न।',
};
