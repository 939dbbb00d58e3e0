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
