/**
 * Refusals of the directory, portfolios, reviews and leaderboard. The two review sentences are
 * the product's own; the rest follow their tone.
 */
export const directoryErrorsEn = {
  loginToReview: 'Please login to submit a review',
  onlyUsersReview: 'Only regular users can submit reviews',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  reviewTooLong: 'Review must be at most 2,000 characters',
  photographerRequired: 'Please choose a photographer',
  photographerNotFound: 'Photographer not found',

  onlyPhotographersPortfolio: 'Only photographers have a portfolio',
  specializationInvalid: 'Please choose specializations from the list',
  experienceInvalid: 'Please choose an experience range from the list',
  pricingRangeInvalid: 'Please choose a pricing range from the list',
  serviceInvalid: 'Please choose services from the list',
  descriptionTooLong: 'Portfolio description must be at most 2,000 characters',
  equipmentTooLong: 'Please list at most 20 pieces of equipment, each up to 80 characters',
  featuredWorkTooMany: 'Please feature at most 12 photos',
  featuredWorkNotYours: 'Featured work must be your own photos',

  specialtyInvalid: 'Please choose a specialty from the list',
  searchTooLong: 'Search text is too long',
  periodInvalid: 'Leaderboard period must be weekly, monthly or yearly',
} as const;

export const directoryErrorsNe: Record<keyof typeof directoryErrorsEn, string> = {
  loginToReview: 'समीक्षा लेख्न कृपया लगइन गर्नुहोस्',
  onlyUsersReview: 'सामान्य प्रयोगकर्ताले मात्र समीक्षा लेख्न सक्छन्',
  ratingInvalid: 'मूल्याङ्कन १ देखि ५ सम्मको पूर्ण अङ्क हुनुपर्छ',
  reviewTooLong: 'समीक्षा बढीमा २,००० अक्षरको हुनुपर्छ',
  photographerRequired: 'कृपया फोटोग्राफर छान्नुहोस्',
  photographerNotFound: 'फोटोग्राफर भेटिएन',

  onlyPhotographersPortfolio: 'फोटोग्राफरको मात्र पोर्टफोलियो हुन्छ',
  specializationInvalid: 'कृपया सूचीबाट विशेषज्ञता छान्नुहोस्',
  experienceInvalid: 'कृपया सूचीबाट अनुभवको दायरा छान्नुहोस्',
  pricingRangeInvalid: 'कृपया सूचीबाट मूल्यको दायरा छान्नुहोस्',
  serviceInvalid: 'कृपया सूचीबाट सेवाहरू छान्नुहोस्',
  descriptionTooLong: 'पोर्टफोलियो विवरण बढीमा २,००० अक्षरको हुनुपर्छ',
  equipmentTooLong: 'कृपया बढीमा २० वटा उपकरण, प्रत्येक ८० अक्षरसम्म, लेख्नुहोस्',
  featuredWorkTooMany: 'कृपया बढीमा १२ वटा फोटो मात्र विशेष बनाउनुहोस्',
  featuredWorkNotYours: 'विशेष काम तपाईंकै फोटो हुनुपर्छ',

  specialtyInvalid: 'कृपया सूचीबाट विशेषता छान्नुहोस्',
  searchTooLong: 'खोजको शब्द धेरै लामो भयो',
  periodInvalid: 'लिडरबोर्डको अवधि साप्ताहिक, मासिक वा वार्षिक हुनुपर्छ',
};
