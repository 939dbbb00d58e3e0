/**
 * Delivery galleries (docs/decisions/017-delivery-galleries.md): the rules both ends read, in a
 * module without zod so the web app can import them without the schema library.
 */

/** What a client may download: nothing, the web size (2048 px, no watermark), or the originals. */
export const galleryDownloadRules = ['off', 'web', 'original'] as const;
export type GalleryDownloadRule = (typeof galleryDownloadRules)[number];

/** The two sizes a client can ask for; `original` only where the gallery's rule allows it. */
export const galleryDownloadSizes = ['web', 'original'] as const;
export type GalleryDownloadSize = (typeof galleryDownloadSizes)[number];

/** Where the watermark sits on a preview, and how wide it is as a share of the preview's width. */
export const watermarkPositions = ['center', 'bottom_right', 'bottom_left', 'top_right', 'top_left'] as const;
export type WatermarkPosition = (typeof watermarkPositions)[number];

export const galleryLimits = {
  titleMax: 120,
  /** The largest photo a gallery takes, whatever the plan (storage is what the plan limits). */
  maxFileMb: 40,
  /** The most photos one gallery holds. */
  photosMax: 3000,
  pickLimitMax: 3000,
  passwordMin: 4,
  passwordMax: 128,
  pinDigits: 4,
  visitorNameMax: 80,
  /** The photographer's note in the mail that sends a gallery's link. */
  emailNoteMax: 500,
  /** Mails with a gallery's link one photographer may send in an hour. */
  emailsPerHour: 30,
  /** A reminder goes to the client this many days before a gallery expires. */
  expiryReminderDays: 7,
  /** Pixels on the long edge of a web-size download. */
  webSizePx: 2048,
  /** Preview widths (watermarked WebP): the viewer's and the grid's. */
  previewPx: 1600,
  thumbPx: 480,
  watermarkSizeMin: 10,
  watermarkSizeMax: 60,
  /** The largest watermark logo (PNG, WebP or JPEG). */
  watermarkLogoMb: 2,
  /** A photo's file name as kept: its base name, at most this many characters. */
  fileNameMax: 200,
  /** An unfinished resumable upload is kept this long after it began, then deleted. */
  uploadExpiryHours: 24,
  /** Wrong passwords or PINs one address may try on one gallery in `guessWindowSeconds`. */
  guessesPerWindow: 10,
  guessWindowSeconds: 15 * 60,
} as const;

/** A gallery's watermark before the photographer sets one: their name, bottom right, a quarter wide. */
export const defaultWatermark = { position: 'bottom_right', size_percent: 25 } as const satisfies {
  position: WatermarkPosition;
  size_percent: number;
};

/** Where the client opens a gallery, on the web app (the API's is `/api/g/{token}`). */
export const galleryPath = (token: string) => `/g/${token}`;
