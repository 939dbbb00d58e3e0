import type { notificationsEn } from '../notifications.js';

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
