/**
 * Sentences of the directory, portfolios, reviews and leaderboard. The two review sentences are
 * the spec's own (section 5); the rest follow its tone.
 */
export const directoryMessages = {
  loginToReview: 'Please login to submit a review',
  onlyUsersReview: 'Only regular users can submit reviews',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  commentTooLong: 'Review must be at most 2000 characters',
  photographerRequired: 'Please choose a photographer',
  photographerNotFound: 'Photographer not found',

  onlyPhotographersPortfolio: 'Only photographers have a portfolio',
  specializationInvalid: 'Please choose specializations from the list',
  experienceInvalid: 'Please choose an experience range from the list',
  pricingRangeInvalid: 'Please choose a pricing range from the list',
  serviceInvalid: 'Please choose services from the list',
  descriptionTooLong: 'Portfolio description must be at most 2000 characters',
  equipmentTooLong: 'Please list at most 20 pieces of equipment, each up to 80 characters',
  featuredWorkTooMany: 'Please feature at most 12 photos',
  featuredWorkNotYours: 'Featured work must be your own photos',

  specialtyInvalid: 'Please choose a specialty from the list',
  searchTooLong: 'Search text is too long',
  cursorInvalid: 'This page link has expired. Please reload the list.',
  limitInvalid: 'Limit must be a whole number of at least 1',
  periodInvalid: 'Leaderboard period must be weekly, monthly or yearly',
} as const;
