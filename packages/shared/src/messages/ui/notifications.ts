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
