import type { Notification } from '../../schemas/notifications.js';
import type { notificationsEn } from './notifications.js';
import type { ReportNoticeKey } from './reportNotices.js';

// Apart from the sentence tables, which every page carries: only the bell's panel, loaded on demand, asks this.
type NotificationKey =
  | Exclude<keyof typeof notificationsEn, 'notificationsMarkAllRead'>
  | ReportNoticeKey
  // A reply to one's review reads from the replies' own table (ui/repliesBlocks.ts).
  | 'notificationReviewReply';

/**
 * The sentence key of a notification: by its kind, and for decided requests by `params.status`
 * (`approved` or `rejected`), as the writers in the credits and subscriptions domains set it.
 */
export function notificationKey(notification: Pick<Notification, 'kind' | 'params'>): NotificationKey {
  const approved = notification.params.status === 'approved';
  switch (notification.kind) {
    case 'booking_requested':
      return 'notificationBookingRequested';
    case 'booking_accepted':
      return 'notificationBookingAccepted';
    case 'booking_declined':
      return 'notificationBookingDeclined';
    case 'booking_cancelled':
      return 'notificationBookingCancelled';
    case 'booking_completed':
      return 'notificationBookingCompleted';
    case 'booking_awaiting_advance':
      return 'notificationBookingAwaitingAdvance';
    case 'advance_paid':
      return 'notificationAdvancePaid';
    case 'booking_expired':
      return 'notificationBookingExpired';
    case 'booking_reminder':
      return notification.params.days === 1
        ? 'notificationBookingReminderOneDay'
        : 'notificationBookingReminderTwoDays';
    case 'booking_complete_ask':
      return 'notificationBookingCompleteAsk';
    case 'advance_refunded':
      return 'notificationAdvanceRefunded';
    case 'advance_released':
      return 'notificationAdvanceReleased';
    case 'booking_settled':
      return 'notificationBookingSettled';
    case 'balance_paid':
      return notification.params.via === 'marked' ? 'notificationBalanceMarked' : 'notificationBalancePaid';
    case 'gift_received':
      return 'notificationGiftReceived';
    case 'credit_request_processed':
      return approved ? 'notificationCreditApproved' : 'notificationCreditRejected';
    case 'subscription_request_processed':
      return approved ? 'notificationPlanApproved' : 'notificationPlanRejected';
    case 'review_received':
      return 'notificationReviewReceived';
    case 'message_received':
      return 'notificationMessageReceived';
    case 'payment_settled':
      if (notification.params.purpose === 'advance') return 'notificationPaymentAdvance';
      if (notification.params.purpose === 'balance') return 'notificationPaymentBalance';
      return notification.params.purpose === 'plan' ? 'notificationPaymentPlan' : 'notificationPaymentCredits';
    case 'payout_requested':
      return 'notificationPayoutRequested';
    case 'payout_paid':
      return 'notificationPayoutPaid';
    case 'payout_rejected':
      return 'notificationPayoutRejected';
    case 'gallery_selection':
      return 'notificationGallerySelection';
    case 'gallery_expiring':
      return 'notificationGalleryExpiring';
    case 'report_resolved':
      if (notification.params.action === 'remove_content') return 'notificationReportRemoved';
      return notification.params.action === 'suspend_user'
        ? 'notificationReportSuspended'
        : 'notificationReportDismissed';
    case 'review_reply':
      return 'notificationReviewReply';
  }
}
