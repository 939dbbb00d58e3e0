/**
 * Sentences of photos, reels and uploads. The plan sentences are spec section 8's, to the letter
 * (the three dots included); the rest follow their tone.
 */
export const mediaMessages = {
  fileTooLarge: (maxFileMb: number) => `File size exceeds your plan limit of ${maxFileMb} MB...`,
  photoLimitReached: (count: number) => `You've reached your plan limit of ${count} photos. Please upgrade to upload more.`,
  reelLimitReached: (count: number) => `You've reached your plan limit of ${count} reels. Please upgrade to upload more.`,
  photoNeedsPlan: 'Photo upload requires a paid subscription...',
  reelNeedsPlan: 'Reel upload requires Silver plan or higher.',

  titleRequired: 'Please fill in the title',
  imageRequired: 'Please select an image',
  videoRequired: 'Please select a video file',
  imageTypeRefused: 'Only JPEG, PNG or WebP images can be uploaded.',
  videoTypeRefused: 'Only MP4, WebM or QuickTime (MOV) videos can be uploaded.',
  imageUnreadable: 'This image could not be read. Please upload a JPEG, PNG or WebP photo.',
  imageTooManyPixels: (megapixels: number) => `This image is too large to process (more than ${megapixels} megapixels).`,
  videoUnreadable: 'This video could not be read. Please upload an MP4, WebM or QuickTime video.',
  fileDataInvalid: 'The file data is not a valid base64 data URL.',
  oneFileOnly: 'Please upload one file at a time.',
  uploadBodyInvalid: 'The upload could not be read. Please try again.',

  commentRequired: 'Comment cannot be empty',
  commentTooLong: 'Comment must be at most 500 characters long',
  photoNotFound: 'Photo not found',
  reelNotFound: 'Reel not found',
  rangeNotSatisfiable: 'Requested range not satisfiable',
  cursorInvalid: 'This page link has expired. Please reload the list.',
  planInvalid: 'Plan must be free, silver, gold, diamond or royal',
} as const;
