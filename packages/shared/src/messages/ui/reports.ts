import type { ReportAction, ReportReason, ReportStatus, ReportTargetType } from '../../schemas/reports.js';

/**
 * Reports (docs/decisions/020-reports.md): the Report dialog on photos, reels, comments, reviews,
 * chat messages and portfolios, and the admins' Reports tab. Apart from every other table: only the
 * dialog and the tab read them, and both load on demand.
 */
export const reportsEn = {
  reportOpen: 'Report',
  reportOpenLabel_photo: 'Report this photo',
  reportOpenLabel_reel: 'Report this reel',
  reportOpenLabel_comment: 'Report this comment',
  reportOpenLabel_review: 'Report this review',
  reportOpenLabel_message: 'Report this message',
  reportOpenLabel_user: 'Report this account',
  reportReasonLegend: 'Why are you reporting it?',
  reportReason_spam: 'Spam',
  reportReason_harassment: 'Harassment or bullying',
  reportReason_nudity: 'Nudity or sexual content',
  reportReason_violence: 'Violence or threats',
  reportReason_stolen_work: 'Stolen work: it is not theirs',
  reportReason_scam: 'Scam or fraud',
  reportReason_other: 'Something else',
  reportNoteLabel: 'Anything an admin should know (optional)',
  reportSubmit: 'Send report',
  reportSending: 'Sending…',
  reportCancel: 'Cancel',
  reportClose: 'Close',
  reportSent: 'Thank you. An admin will look at your report, and you will hear what they decided.',
  reportFailed: 'Could not send the report: {detail}',

  adminTabReports: 'Reports ({count})',
  reportsStatusLabel: 'Show',
  reportsStatus_open: 'Open',
  reportsStatus_resolved: 'Resolved',
  reportsEmpty: 'No reports here.',
  reportKind_photo: 'Photo',
  reportKind_reel: 'Reel',
  reportKind_comment: 'Comment',
  reportKind_review: 'Review',
  reportKind_message: 'Chat message',
  reportKind_user: 'Account',
  reportReasonShown: 'Reason: {reason}',
  reportBy: 'Reported by @{username}',
  reportOwner: 'Owner: @{username}',
  reportTargetGone: 'No longer there',
  reportOpenCount: 'Open reports on this: {count}',
  reportDecisionNote: 'Note about your decision',
  reportDismiss: 'Dismiss',
  reportRemove: 'Remove content',
  reportSuspend: 'Suspend user',
  reportAction_dismiss: 'Dismissed',
  reportAction_remove_content: 'Content removed',
  reportAction_suspend_user: 'User suspended',
  reportResolvedBy: '{action} by @{admin} on {date}: {note}',
  reportResolveDone: 'Report resolved: {count} reports on this closed.',
  reportResolveFailed: 'Could not resolve the report: {detail}',
  reportNoteMissing: 'Please write a note about your decision',
} as const satisfies Record<string, string> &
  Record<
    | `reportOpenLabel_${ReportTargetType}`
    | `reportReason_${ReportReason}`
    | `reportsStatus_${ReportStatus}`
    | `reportKind_${ReportTargetType}`
    | `reportAction_${ReportAction}`,
    string
  >;

export const reportsNe: Record<keyof typeof reportsEn, string> = {
  reportOpen: 'रिपोर्ट',
  reportOpenLabel_photo: 'यो फोटो रिपोर्ट गर्नुहोस्',
  reportOpenLabel_reel: 'यो रिल रिपोर्ट गर्नुहोस्',
  reportOpenLabel_comment: 'यो टिप्पणी रिपोर्ट गर्नुहोस्',
  reportOpenLabel_review: 'यो समीक्षा रिपोर्ट गर्नुहोस्',
  reportOpenLabel_message: 'यो सन्देश रिपोर्ट गर्नुहोस्',
  reportOpenLabel_user: 'यो खाता रिपोर्ट गर्नुहोस्',
  reportReasonLegend: 'तपाईं किन रिपोर्ट गर्दै हुनुहुन्छ?',
  reportReason_spam: 'स्प्याम',
  reportReason_harassment: 'दुर्व्यवहार वा हैरानी',
  reportReason_nudity: 'नग्नता वा यौन सामग्री',
  reportReason_violence: 'हिंसा वा धम्की',
  reportReason_stolen_work: 'चोरिएको काम: यो उहाँको होइन',
  reportReason_scam: 'ठगी वा जालसाजी',
  reportReason_other: 'अरू केही',
  reportNoteLabel: 'प्रशासकले जान्नुपर्ने कुरा (ऐच्छिक)',
  reportSubmit: 'रिपोर्ट पठाउनुहोस्',
  reportSending: 'पठाउँदै…',
  reportCancel: 'रद्द गर्नुहोस्',
  reportClose: 'बन्द गर्नुहोस्',
  reportSent: 'धन्यवाद। प्रशासकले तपाईंको रिपोर्ट हेर्नुहुनेछ, र उहाँको निर्णय तपाईंलाई थाहा हुनेछ।',
  reportFailed: 'रिपोर्ट पठाउन सकिएन: {detail}',

  adminTabReports: 'रिपोर्टहरू ({count})',
  reportsStatusLabel: 'देखाउनुहोस्',
  reportsStatus_open: 'खुला',
  reportsStatus_resolved: 'समाधान भएका',
  reportsEmpty: 'यहाँ कुनै रिपोर्ट छैन।',
  reportKind_photo: 'फोटो',
  reportKind_reel: 'रिल',
  reportKind_comment: 'टिप्पणी',
  reportKind_review: 'समीक्षा',
  reportKind_message: 'च्याट सन्देश',
  reportKind_user: 'खाता',
  reportReasonShown: 'कारण: {reason}',
  reportBy: '@{username} ले रिपोर्ट गर्नुभयो',
  reportOwner: 'धनी: @{username}',
  reportTargetGone: 'अब यहाँ छैन',
  reportOpenCount: 'यसमा खुला रिपोर्ट: {count}',
  reportDecisionNote: 'तपाईंको निर्णयबारे टिप्पणी',
  reportDismiss: 'खारेज गर्नुहोस्',
  reportRemove: 'सामग्री हटाउनुहोस्',
  reportSuspend: 'प्रयोगकर्ता निलम्बन गर्नुहोस्',
  reportAction_dismiss: 'खारेज गरियो',
  reportAction_remove_content: 'सामग्री हटाइयो',
  reportAction_suspend_user: 'प्रयोगकर्ता निलम्बन गरियो',
  reportResolvedBy: '{date} मा @{admin} द्वारा {action}: {note}',
  reportResolveDone: 'रिपोर्ट समाधान भयो: यसमाथिका {count} रिपोर्ट बन्द भए।',
  reportResolveFailed: 'रिपोर्ट समाधान गर्न सकिएन: {detail}',
  reportNoteMissing: 'कृपया आफ्नो निर्णयबारे टिप्पणी लेख्नुहोस्',
};

/** What a reporter hears once an admin decided (notification `report_resolved`, by `params.action`). */
export const reportNoticesEn = {
  notificationReportDismissed: 'An admin looked at what you reported and found nothing against the rules',
  notificationReportRemoved: 'An admin removed what you reported. Thank you for telling us.',
  notificationReportSuspended: 'An admin suspended the account you reported. Thank you for telling us.',
} as const;

export const reportNoticesNe: Record<keyof typeof reportNoticesEn, string> = {
  notificationReportDismissed: 'तपाईंले रिपोर्ट गरेको कुरा प्रशासकले हेर्नुभयो र नियमविरुद्ध केही भेट्नुभएन',
  notificationReportRemoved: 'तपाईंले रिपोर्ट गरेको कुरा प्रशासकले हटाउनुभयो। जानकारी दिनुभएकोमा धन्यवाद।',
  notificationReportSuspended: 'तपाईंले रिपोर्ट गरेको खाता प्रशासकले निलम्बन गर्नुभयो। जानकारी दिनुभएकोमा धन्यवाद।',
};
export type ReportNoticeKey = keyof typeof reportNoticesEn;
