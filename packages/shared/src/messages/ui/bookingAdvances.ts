/**
 * A booking's agreed price and advance on the web (docs/decisions/016-booking-advances.md): the
 * photographer's accept dialog, the advance on both Bookings tabs with its deadline and the way to
 * pay it, what a cancellation gives back, and the admins' settlement. Only the dashboards show
 * them, and those load on demand, so they are kept apart from the home page's tables.
 */
export const bookingAdvancesEn = {
  acceptDialogTitle: 'Accept the booking from {name}',
  acceptPriceLabel: 'Agreed price (Rs)',
  acceptPriceHint: 'The price you agreed with the client, in whole rupees from {min} to {max}.',
  acceptPriceReads: 'Agreed price: {price}',
  acceptAdvanceLine: 'The client pays an advance of {amount} within {hours} hours.',
  acceptAdvancePolicy: 'This booking’s policy takes an advance of {percent}% of the agreed price.',
  acceptNoAdvancePolicy:
    'This booking’s policy takes no advance: the price is optional, and the booking is accepted at once.',
  acceptSubmit: 'Accept booking',
  acceptSending: 'Accepting…',
  acceptAwaitingNotice: 'Booking accepted at {price}. {name} has {hours} hours to pay the advance of {amount}.',

  bookingAgreedPrice: 'Agreed price',
  bookingAdvance: 'Advance',
  bookingAdvanceOf: '{amount} · {status}',
  advanceStatus_due: 'Due',
  advanceStatus_held: 'Paid, held by Tasbir',
  advanceStatus_released: 'Released to the photographer',
  advanceStatus_refunded: 'Refunded',
  advanceStatus_expired: 'Not paid',
  bookingAdvanceRefunded: 'Refunded to the client',
  bookingAdvanceReleased: 'Released to the photographer',
  bookingCancelledBy: 'Cancelled by',
  cancelledBy_requester: 'The client',
  cancelledBy_photographer: 'The photographer',
  cancelledBy_admin: 'An admin, settling a dispute',

  advanceDeadlineClient: 'Pay by {time} (Nepal time) — {left} left',
  advanceDeadlinePhotographer: 'The client pays by {time} (Nepal time) — {left} left',
  advanceLeftHours: '{hours} h {minutes} min',
  advanceLeftMinutes: '{minutes} min',
  advanceDeadlineOver: 'The time to pay the advance has passed: the date is being freed.',

  advancePayOpen: 'Pay the advance',
  advancePayTitle: 'Pay the advance of {amount}',
  advancePayIntro:
    'Tasbir holds the advance until the booking is completed. If it is cancelled, what comes back follows this booking’s policy.',
  advancePayCredits: 'Pay with credits',
  advancePayBalance: 'You have {balance} credits.',
  advancePayWalletNote: 'Or pay from your wallet:',
  advancePaidNotice: 'The advance is paid: your booking with {name} is confirmed.',
  advancePayFailed: 'Could not pay the advance: {detail}',

  cancelPhotographerQuestion: 'Cancel the booking from {name} on {date}?',
  cancelRefundClient:
    'By this booking’s policy, cancelling today ({when}) gives back {percent}% of the advance: {refund} of {held}, to your credits.',
  cancelRefundClientNone:
    'By this booking’s policy, cancelling today ({when}) gives back nothing of the advance of {held}.',
  cancelRefundPhotographer:
    'Cancelling refunds the client’s whole advance of {held} and counts against your reliability.',
  cancelPhotographerReliability: 'Cancelling frees the date and counts against your reliability.',
  cancelWhenDays: '{days} days before the event',
  cancelWhenOneDay: 'the day before the event',
  cancelWhenEventDay: 'on the day of the event',
  cancelledPhotographerNotice: 'The booking from {name} has been cancelled.',
  cancelledRefundNotice: 'Your booking with {name} has been cancelled. {refund} came back to your credits.',

  settleTitle: 'Settle the advance',
  settleHeld: 'Tasbir holds {held} for this booking.',
  settleRefundLabel: 'Refund to the client (Rs)',
  settleRefundHint: 'From 0 to {held}. The rest goes to the photographer, less the platform’s share.',
  settleNoteLabel: 'Note for the audit log',
  settleSubmit: 'Settle and end the booking',
  settleSending: 'Settling…',
  settleDone: 'Settled: {refund} back to {client}, {released} to {photographer}.',
  settleFailed: 'Could not settle the advance: {detail}',
} as const;

export const bookingAdvancesNe: Record<keyof typeof bookingAdvancesEn, string> = {
  acceptDialogTitle: '{name} को बुकिङ स्वीकार गर्नुहोस्',
  acceptPriceLabel: 'तय मूल्य (रु)',
  acceptPriceHint: 'ग्राहकसँग तय भएको मूल्य, {min} देखि {max} सम्म पूर्ण रुपैयाँमा।',
  acceptPriceReads: 'तय मूल्य: {price}',
  acceptAdvanceLine: 'ग्राहकले {hours} घण्टाभित्र {amount} अग्रिम तिर्नुहुन्छ।',
  acceptAdvancePolicy: 'यो बुकिङको नीतिअनुसार तय मूल्यको {percent}% अग्रिम लिइन्छ।',
  acceptNoAdvancePolicy: 'यो बुकिङको नीतिमा अग्रिम छैन: मूल्य ऐच्छिक हो, र बुकिङ तुरुन्तै स्वीकृत हुन्छ।',
  acceptSubmit: 'बुकिङ स्वीकार गर्नुहोस्',
  acceptSending: 'स्वीकार गर्दै…',
  acceptAwaitingNotice: 'बुकिङ {price} मा स्वीकार गरियो। {name} ले {hours} घण्टाभित्र {amount} अग्रिम तिर्नुपर्छ।',

  bookingAgreedPrice: 'तय मूल्य',
  bookingAdvance: 'अग्रिम',
  bookingAdvanceOf: '{amount} · {status}',
  advanceStatus_due: 'तिर्न बाँकी',
  advanceStatus_held: 'तिरिएको, तस्बिरसँग सुरक्षित',
  advanceStatus_released: 'फोटोग्राफरलाई दिइयो',
  advanceStatus_refunded: 'फिर्ता गरियो',
  advanceStatus_expired: 'तिरिएन',
  bookingAdvanceRefunded: 'ग्राहकलाई फिर्ता',
  bookingAdvanceReleased: 'फोटोग्राफरलाई दिइएको',
  bookingCancelledBy: 'रद्द गर्ने',
  cancelledBy_requester: 'ग्राहक',
  cancelledBy_photographer: 'फोटोग्राफर',
  cancelledBy_admin: 'विवाद मिलाउने एडमिन',

  advanceDeadlineClient: '{time} (नेपाली समय) भित्र तिर्नुहोस् — {left} बाँकी',
  advanceDeadlinePhotographer: 'ग्राहकले {time} (नेपाली समय) भित्र तिर्नुहुन्छ — {left} बाँकी',
  advanceLeftHours: '{hours} घण्टा {minutes} मिनेट',
  advanceLeftMinutes: '{minutes} मिनेट',
  advanceDeadlineOver: 'अग्रिम तिर्ने समय सकियो: मिति खाली गरिँदैछ।',

  advancePayOpen: 'अग्रिम तिर्नुहोस्',
  advancePayTitle: '{amount} अग्रिम तिर्नुहोस्',
  advancePayIntro: 'बुकिङ सम्पन्न नभएसम्म अग्रिम तस्बिरले सुरक्षित राख्छ। रद्द भएमा कति फिर्ता आउँछ भन्ने यो बुकिङको नीतिले तय गर्छ।',
  advancePayCredits: 'क्रेडिटबाट तिर्नुहोस्',
  advancePayBalance: 'तपाईंसँग {balance} क्रेडिट छ।',
  advancePayWalletNote: 'वा आफ्नो वालेटबाट तिर्नुहोस्:',
  advancePaidNotice: 'अग्रिम तिरियो: {name} सँगको तपाईंको बुकिङ पक्का भयो।',
  advancePayFailed: 'अग्रिम तिर्न सकिएन: {detail}',

  cancelPhotographerQuestion: '{date} को {name} को बुकिङ रद्द गर्ने?',
  cancelRefundClient:
    'यो बुकिङको नीतिअनुसार आज ({when}) रद्द गर्दा अग्रिमको {percent}% फिर्ता आउँछ: {held} मध्ये {refund}, तपाईंको क्रेडिटमा।',
  cancelRefundClientNone: 'यो बुकिङको नीतिअनुसार आज ({when}) रद्द गर्दा {held} अग्रिमबाट केही फिर्ता आउँदैन।',
  cancelRefundPhotographer: 'रद्द गर्दा ग्राहकको पूरै {held} अग्रिम फिर्ता हुन्छ र यो तपाईंको विश्वसनीयतामा गनिन्छ।',
  cancelPhotographerReliability: 'रद्द गर्दा मिति खाली हुन्छ र यो तपाईंको विश्वसनीयतामा गनिन्छ।',
  cancelWhenDays: 'कार्यक्रमभन्दा {days} दिन अगाडि',
  cancelWhenOneDay: 'कार्यक्रमको अघिल्लो दिन',
  cancelWhenEventDay: 'कार्यक्रमकै दिन',
  cancelledPhotographerNotice: '{name} को बुकिङ रद्द गरियो।',
  cancelledRefundNotice: '{name} सँगको तपाईंको बुकिङ रद्द गरियो। {refund} तपाईंको क्रेडिटमा फिर्ता आयो।',

  settleTitle: 'अग्रिम मिलाउनुहोस्',
  settleHeld: 'यो बुकिङका लागि तस्बिरसँग {held} सुरक्षित छ।',
  settleRefundLabel: 'ग्राहकलाई फिर्ता (रु)',
  settleRefundHint: '० देखि {held} सम्म। बाँकी रकम प्लेटफर्मको हिस्सा घटाएर फोटोग्राफरलाई जान्छ।',
  settleNoteLabel: 'अडिट लगका लागि टिप्पणी',
  settleSubmit: 'मिलाउनुहोस् र बुकिङ अन्त्य गर्नुहोस्',
  settleSending: 'मिलाउँदै…',
  settleDone: 'मिलाइयो: {client} लाई {refund} फिर्ता, {photographer} लाई {released}।',
  settleFailed: 'अग्रिम मिलाउन सकिएन: {detail}',
};
