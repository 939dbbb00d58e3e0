/**
 * Refusals of photos, reels and uploads. The plan sentences are the product's own, to the letter
 * (the three dots included); the rest follow their tone.
 */
export const mediaErrorsEn = {
  fileTooLarge: 'File size exceeds your plan limit of {mb} MB...',
  photoLimitReached: "You've reached your plan limit of {count} photos. Please upgrade to upload more.",
  reelLimitReached: "You've reached your plan limit of {count} reels. Please upgrade to upload more.",
  photoNeedsPlan: 'Photo upload requires a paid subscription...',
  reelNeedsPlan: 'Reel upload requires Silver plan or higher.',

  titleRequired: 'Please fill in the title',
  imageRequired: 'Please select an image',
  videoRequired: 'Please select a video file',
  imageTypeRefused: 'Only JPEG, PNG or WebP images can be uploaded.',
  videoTypeRefused: 'Only MP4, WebM or QuickTime (MOV) videos can be uploaded.',
  imageUnreadable: 'This image could not be read. Please upload a JPEG, PNG or WebP photo.',
  imageTooManyPixels: 'This image is too large to process (more than {megapixels} megapixels).',
  profilePictureTooLarge: 'A profile picture may be at most {mb} MB.',
  videoUnreadable: 'This video could not be read. Please upload an MP4, WebM or QuickTime video.',
  fileDataInvalid: 'The file data is not a valid base64 data URL.',
  oneFileOnly: 'Please upload one file at a time.',
  uploadBodyInvalid: 'The upload could not be read. Please try again.',

  commentRequired: 'Comment cannot be empty',
  commentTooLong: 'Comment must be at most 500 characters long',
  photoNotFound: 'Photo not found',
  reelNotFound: 'Reel not found',
  rangeNotSatisfiable: 'Requested range not satisfiable',
  planInvalid: 'Plan must be free, silver, gold, diamond or royal',
} as const;

export const mediaErrorsNe: Record<keyof typeof mediaErrorsEn, string> = {
  fileTooLarge: 'फाइलको आकार तपाईंको योजनाको {mb} MB सीमाभन्दा बढी छ...',
  photoLimitReached: 'तपाईं आफ्नो योजनाको {count} फोटोको सीमामा पुग्नुभयो। थप अपलोड गर्न कृपया योजना अपग्रेड गर्नुहोस्।',
  reelLimitReached: 'तपाईं आफ्नो योजनाको {count} रिलको सीमामा पुग्नुभयो। थप अपलोड गर्न कृपया योजना अपग्रेड गर्नुहोस्।',
  photoNeedsPlan: 'फोटो अपलोड गर्न सशुल्क सदस्यता चाहिन्छ...',
  reelNeedsPlan: 'रिल अपलोड गर्न सिल्भर वा सोभन्दा माथिको योजना चाहिन्छ।',

  titleRequired: 'कृपया शीर्षक भर्नुहोस्',
  imageRequired: 'कृपया एउटा तस्बिर छान्नुहोस्',
  videoRequired: 'कृपया एउटा भिडियो फाइल छान्नुहोस्',
  imageTypeRefused: 'JPEG, PNG वा WebP तस्बिर मात्र अपलोड गर्न सकिन्छ।',
  videoTypeRefused: 'MP4, WebM वा QuickTime (MOV) भिडियो मात्र अपलोड गर्न सकिन्छ।',
  imageUnreadable: 'यो तस्बिर पढ्न सकिएन। कृपया JPEG, PNG वा WebP फोटो अपलोड गर्नुहोस्।',
  imageTooManyPixels: 'यो तस्बिर प्रशोधन गर्न धेरै ठूलो छ ({megapixels} मेगापिक्सेलभन्दा बढी)।',
  profilePictureTooLarge: 'प्रोफाइल तस्बिर बढीमा {mb} MB को हुन सक्छ।',
  videoUnreadable: 'यो भिडियो पढ्न सकिएन। कृपया MP4, WebM वा QuickTime भिडियो अपलोड गर्नुहोस्।',
  fileDataInvalid: 'फाइलको डाटा मान्य base64 data URL होइन।',
  oneFileOnly: 'कृपया एक पटकमा एउटा मात्र फाइल अपलोड गर्नुहोस्।',
  uploadBodyInvalid: 'अपलोड पढ्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',

  commentRequired: 'टिप्पणी खाली हुन सक्दैन',
  commentTooLong: 'टिप्पणी बढीमा ५०० अक्षरको हुनुपर्छ',
  photoNotFound: 'फोटो भेटिएन',
  reelNotFound: 'रिल भेटिएन',
  rangeNotSatisfiable: 'माग गरिएको भाग दिन सकिँदैन',
  planInvalid: 'योजना free, silver, gold, diamond वा royal मध्ये एक हुनुपर्छ',
};
