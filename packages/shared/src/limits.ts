/**
 * Length limits both ends check, in a module without zod so the web app can import them without
 * pulling the schema library into its bundle.
 */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const commentMaxLength = 500;

/** Every list pages the same way: 20 by default, at most 50 (a larger ask gets 50). */
export const pageLimits = { default: 20, max: 50 } as const;

/** The profile's text fields (docs/product.md#accounts): the most characters each may hold. */
export const profileLimits = {
  bio: 1000,
  location: 120,
  district: 80,
  city: 80,
  contact_number: 30,
} as const;

/**
 * A profile picture is an upload (JPEG, PNG or WebP) of at most `maxMb`, stored as a square WebP
 * of `sidePx` pixels whatever was sent.
 */
export const profilePictureLimits = { maxMb: 5, sidePx: 256 } as const;

/**
 * The widths the image pipeline makes of every photo (WebP): the display size, shown in the
 * lightbox and as the large `srcset` entry, and the thumbnail the grids ask for first. Neither is
 * wider than the photo itself.
 */
export const photoWidths = { displayPx: 1600, thumbPx: 480 } as const;

/**
 * Chat: the longest message, in characters; what one sender may send (20 messages in every ten
 * seconds, 300 in an hour) and how many conversations they may start in a day (writing to someone
 * they already have a conversation with starts none); and how many live chat sockets one account
 * keeps open (an 11th closes the oldest).
 */
export const chatLimits = {
  messageMax: 2000,
  burstMessages: 20,
  burstSeconds: 10,
  hourlyMessages: 300,
  newConversationsPerDay: 30,
  socketsPerAccount: 10,
} as const;
