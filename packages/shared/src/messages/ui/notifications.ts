import type { Notification } from '../../schemas/notifications.js';

/** Each notification's sentence, filled from its params (docs/product.md#notifications). */
export const notificationsEn = {
  notificationBookingRequested: '{name} asked to book you on {date}',
  notificationBookingAccepted: '{name} accepted your booking on {date}',
  notificationBookingDeclined: '{name} declined your booking on {date}',
  notificationBookingCancelled: '{name} cancelled their booking on {date}',
  notificationBookingCompleted:
    '{name} marked your booking on {date} as completed. Your review of them will show as verified.',
  notificationBookingAwaitingAdvance:
    '{name} accepted your booking on {date} at Rs {price}. Please pay the advance of Rs {amount} within {hours} hours to confirm it.',
  notificationAdvancePaid: '{name} paid the advance of Rs {amount} for {date}: the booking is confirmed',
  notificationBookingExpired:
    'The booking on {date} expired: the advance was not paid in time, and the date is free again',
  notificationBookingReminderTwoDays: 'Reminder: your booking with {name} is in two days, on {date}',
  notificationBookingReminderOneDay: 'Reminder: your booking with {name} is tomorrow, {date}',
  notificationBookingCompleteAsk: 'Your booking with {name} on {date} has passed. Please mark it as completed.',
  notificationAdvanceRefunded: 'Rs {amount} of the advance for {date} is back in your credits',
  notificationAdvanceReleased: 'Rs {amount} from the advance for {date} was added to your earnings',
  notificationBookingSettled:
    "An admin settled the booking on {date}: Rs {refunded} back to the client, Rs {released} to the photographer before the platform's share",
  notificationBalancePaid: '{name} paid the balance of Rs {amount} for {date}',
  notificationBalanceMarked: '{name} marked the balance for your booking on {date} as paid',
  notificationGiftReceived: '{name} sent you {emoji} {gift} worth {value} credits',
  notificationCreditApproved: 'Your request for {amount} credits was approved',
  notificationCreditRejected: 'Your request for {amount} credits was rejected',
  notificationPlanApproved: 'Your {plan} plan is now active',
  notificationPlanRejected: 'Your request for the {plan} plan was rejected',
  notificationReviewReceived: '{name} rated you {rating} out of 5',
  notificationMessageReceived: '{name}: {excerpt}',
  notificationPaymentCredits: 'Your {provider} payment went through: {credits} credits were added',
  notificationPaymentPlan: 'Your {provider} payment went through: your {plan} plan is now active',
  notificationPaymentAdvance:
    'Your {provider} payment went through: the advance for {date} is paid and the booking is confirmed',
  notificationPaymentBalance: 'Your {provider} payment went through: the balance for {date} is paid',
  notificationPayoutRequested: 'Your payout of {credits} credits is waiting for an admin',
  notificationPayoutPaid: 'Your payout of {credits} credits was sent (reference {reference})',
  notificationPayoutRejected: 'Your payout of {credits} credits was turned down and the credits are back: {note}',
  notificationGallerySelection: '{name} sent their selection of {count} photos from the gallery "{title}"',
  notificationGalleryExpiring:
    'Your photo gallery "{title}" from {name} closes after {date}: download your photos before then',
  notificationsMarkAllRead: 'Mark all as read',
} as const;

export const notificationsNe: Record<keyof typeof notificationsEn, string> = {
  notificationBookingRequested: '{name} ले तपाईंलाई {date} मा बुक गर्न अनुरोध गर्नुभयो',
  notificationBookingAccepted: '{name} ले {date} को तपाईंको बुकिङ स्वीकार गर्नुभयो',
  notificationBookingDeclined: '{name} ले {date} को तपाईंको बुकिङ अस्वीकार गर्नुभयो',
  notificationBookingCancelled: '{name} ले {date} को आफ्नो बुकिङ रद्द गर्नुभयो',
  notificationBookingCompleted:
    '{name} ले {date} को तपाईंको बुकिङ सम्पन्न भनी चिन्ह लगाउनुभयो। उहाँको बारेमा तपाईंको समीक्षा प्रमाणित देखिनेछ।',
  notificationBookingAwaitingAdvance:
    '{name} ले {date} को तपाईंको बुकिङ रु {price} मा स्वीकार गर्नुभयो। पक्का गर्न कृपया {hours} घण्टाभित्र रु {amount} अग्रिम तिर्नुहोस्।',
  notificationAdvancePaid: '{name} ले {date} को रु {amount} अग्रिम तिर्नुभयो: बुकिङ पक्का भयो',
  notificationBookingExpired: '{date} को बुकिङको म्याद सकियो: अग्रिम समयमै तिरिएन, र मिति फेरि खाली भयो',
  notificationBookingReminderTwoDays: 'सम्झना: {name} सँगको तपाईंको बुकिङ दुई दिनपछि, {date} मा छ',
  notificationBookingReminderOneDay: 'सम्झना: {name} सँगको तपाईंको बुकिङ भोलि, {date} मा छ',
  notificationBookingCompleteAsk: '{name} सँगको {date} को तपाईंको बुकिङ बितिसक्यो। कृपया यसलाई सम्पन्न भनी चिन्ह लगाउनुहोस्।',
  notificationAdvanceRefunded: '{date} को अग्रिमबाट रु {amount} तपाईंको क्रेडिटमा फिर्ता आयो',
  notificationAdvanceReleased: '{date} को अग्रिमबाट रु {amount} तपाईंको आम्दानीमा थपियो',
  notificationBookingSettled:
    'एडमिनले {date} को बुकिङ मिलाउनुभयो: ग्राहकलाई रु {refunded} फिर्ता, फोटोग्राफरलाई प्लेटफर्मको हिस्साअघि रु {released}',
  notificationBalancePaid: '{name} ले {date} को रु {amount} बाँकी रकम तिर्नुभयो',
  notificationBalanceMarked: '{name} ले {date} को तपाईंको बुकिङको बाँकी रकम तिरिएको चिन्ह लगाउनुभयो',
  notificationGiftReceived: '{name} ले तपाईंलाई {value} क्रेडिटको {emoji} {gift} पठाउनुभयो',
  notificationCreditApproved: 'तपाईंको {amount} क्रेडिटको अनुरोध स्वीकृत भयो',
  notificationCreditRejected: 'तपाईंको {amount} क्रेडिटको अनुरोध अस्वीकृत भयो',
  notificationPlanApproved: 'तपाईंको {plan} योजना अब सक्रिय छ',
  notificationPlanRejected: 'तपाईंको {plan} योजनाको अनुरोध अस्वीकृत भयो',
  notificationReviewReceived: '{name} ले तपाईंलाई ५ मा {rating} मूल्याङ्कन दिनुभयो',
  notificationMessageReceived: '{name}: {excerpt}',
  notificationPaymentCredits: 'तपाईंको {provider} भुक्तानी सफल भयो: {credits} क्रेडिट थपियो',
  notificationPaymentPlan: 'तपाईंको {provider} भुक्तानी सफल भयो: तपाईंको {plan} योजना अब सक्रिय छ',
  notificationPaymentAdvance: 'तपाईंको {provider} भुक्तानी सफल भयो: {date} को अग्रिम तिरियो र बुकिङ पक्का भयो',
  notificationPaymentBalance: 'तपाईंको {provider} भुक्तानी सफल भयो: {date} को बाँकी रकम तिरियो',
  notificationPayoutRequested: 'तपाईंको {credits} क्रेडिटको भुक्तानी अनुरोध एडमिनको पर्खाइमा छ',
  notificationPayoutPaid: 'तपाईंको {credits} क्रेडिटको भुक्तानी पठाइयो (सन्दर्भ {reference})',
  notificationPayoutRejected: 'तपाईंको {credits} क्रेडिटको भुक्तानी अस्वीकृत भयो र क्रेडिट फिर्ता भयो: {note}',
  notificationGallerySelection: '{name} ले "{title}" ग्यालरीबाट {count} फोटोको आफ्नो छनोट पठाउनुभयो',
  notificationGalleryExpiring:
    '{name} को तपाईंको फोटो ग्यालरी "{title}" {date} पछि बन्द हुन्छ: त्यसअघि आफ्ना फोटो डाउनलोड गर्नुहोस्',
  notificationsMarkAllRead: 'सबै पढिएको चिन्ह लगाउनुहोस्',
};

/** Sentences of kinds added later, kept in their own lazily loaded tables (the home page carries none of them). */
type LaterNotificationKey = 'notificationReviewReply';
type NotificationKey = Exclude<keyof typeof notificationsEn, 'notificationsMarkAllRead'> | LaterNotificationKey;

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
    case 'review_reply':
      return 'notificationReviewReply';
  }
}
