import { bookingLimits } from '../../bookings.js';
import { formatMoney } from '../../format.js';

/**
 * Refusals of a booking's agreed price, its advance, and the settling of what it holds. The price
 * bounds are written from the shared limits, so a changed limit changes its sentence.
 */
const priceRange = (language: 'en' | 'ne') =>
  [formatMoney(bookingLimits.agreedPriceMin, language), formatMoney(bookingLimits.agreedPriceMax, language)] as const;
const [minEn, maxEn] = priceRange('en');
const [minNe, maxNe] = priceRange('ne');

export const bookingAdvanceErrorsEn = {
  agreedPriceInvalid: `The agreed price must be a whole number of rupees from ${minEn} to ${maxEn}`,
  agreedPriceRequired: 'Please set the agreed price: this booking takes an advance of {percent}% of it',
  advanceMethodInvalid: 'Please choose to pay with credits, eSewa or Khalti',
  onlyClientsPayAdvances: 'Only the client who booked can pay its advance',
  advanceNotDue: 'This booking has no advance waiting to be paid',
  advanceDeadlinePassed: 'The time to pay this advance has passed, and the date is free again',
  onlyBookingPartiesCancel: 'Only the client or the photographer of a booking can cancel it',
  bookingNothingHeld: 'This booking holds no advance to settle',
  settlementRefundInvalid: 'The refund must be a whole number of rupees, at most the Rs {held} this booking holds',
  settlementNoteRequired: 'Please write a note for the audit log (at most 500 characters)',
} as const;

export const bookingAdvanceErrorsNe: Record<keyof typeof bookingAdvanceErrorsEn, string> = {
  agreedPriceInvalid: `तय मूल्य ${minNe} देखि ${maxNe} सम्मको पूर्ण रुपैयाँ हुनुपर्छ`,
  agreedPriceRequired: 'कृपया तय मूल्य राख्नुहोस्: यो बुकिङमा त्यसको {percent}% अग्रिम लिइन्छ',
  advanceMethodInvalid: 'कृपया क्रेडिट, eSewa वा Khalti मध्ये एकबाट तिर्न छान्नुहोस्',
  onlyClientsPayAdvances: 'बुकिङ गर्ने ग्राहकले मात्र यसको अग्रिम तिर्न सक्नुहुन्छ',
  advanceNotDue: 'यो बुकिङमा तिर्न बाँकी अग्रिम छैन',
  advanceDeadlinePassed: 'यो अग्रिम तिर्ने समय सकियो, र मिति फेरि खाली भयो',
  onlyBookingPartiesCancel: 'बुकिङको ग्राहक वा फोटोग्राफरले मात्र यसलाई रद्द गर्न सक्नुहुन्छ',
  bookingNothingHeld: 'यो बुकिङमा मिलाउनुपर्ने अग्रिम रकम छैन',
  settlementRefundInvalid: 'फिर्ता रकम पूर्ण रुपैयाँ हुनुपर्छ, यो बुकिङमा रहेको रु {held} भन्दा बढी होइन',
  settlementNoteRequired: 'कृपया अडिट लगका लागि टिप्पणी लेख्नुहोस् (बढीमा ५०० अक्षर)',
};
