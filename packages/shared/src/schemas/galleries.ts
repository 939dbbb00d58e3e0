import { z } from 'zod';
import { calendarDateOf } from '../bookings.js';
import { galleryDownloadRules, galleryLimits, watermarkPositions } from '../galleries.js';
import { refuse, type ErrorCode } from '../messages/errors.js';
import { emailField, lineText, multilineText } from './fields.js';
import { blankIsAbsent, pageCursorField, pageLimitField } from './paging.js';

/** An id from a path: anything but a short line is one no gallery or photo has. */
const idField = (unknown: ErrorCode) =>
  lineText(refuse(unknown)).trim().min(1, refuse(unknown)).max(64, refuse(unknown));
export const galleryIdField = idField('galleryNotFound');
export const galleryPhotoIdField = idField('galleryPhotoNotFound');
export const galleryIdInput = z.object({ id: galleryIdField });

/** A calendar date `YYYY-MM-DD` (or the date of an ISO timestamp); whether it lies ahead is the service's question. */
const dateField = (invalid: ErrorCode) =>
  z
    .string(refuse(invalid))
    .max(40, refuse(invalid))
    .transform((text, context) => {
      const date = calendarDateOf(text);
      if (date === undefined) context.addIssue({ code: 'custom', message: invalid });
      return date ?? '';
    });

const titleField = lineText(refuse('galleryTitleRequired'))
  .trim()
  .min(1, refuse('galleryTitleRequired'))
  .max(galleryLimits.titleMax, refuse('galleryTitleTooLong'));
const downloadField = z.enum(galleryDownloadRules, refuse('galleryDownloadInvalid'));
/** Kept as typed (spaces count), never trimmed: it is compared as a secret. */
const passwordField = z
  .string(refuse('galleryPasswordInvalid'))
  .min(galleryLimits.passwordMin, refuse('galleryPasswordInvalid'))
  .max(galleryLimits.passwordMax, refuse('galleryPasswordInvalid'));
const pickLimitField = z
  .number(refuse('galleryPickLimitInvalid'))
  .int(refuse('galleryPickLimitInvalid'))
  .min(1, refuse('galleryPickLimitInvalid'))
  .max(galleryLimits.pickLimitMax, refuse('galleryPickLimitInvalid'));
/** Absent, blank or null: none. */
const optional = <T extends z.ZodType>(field: T) =>
  z.preprocess(blankIsAbsent, field.optional()).transform((value) => value ?? null);

/** `POST /galleries`: a new gallery, optionally tied to one of the photographer's bookings. */
export const createGalleryInput = z.object({
  title: titleField,
  booking_id: optional(lineText(refuse('galleryBookingInvalid')).trim().max(64, refuse('galleryBookingInvalid'))),
  event_date: optional(dateField('galleryEventDateInvalid')),
  download: z.preprocess(blankIsAbsent, downloadField.default('web')),
  expires_at: optional(dateField('galleryExpiryInvalid')),
  password: optional(passwordField),
  pick_limit: optional(pickLimitField),
});
export type CreateGalleryInput = z.input<typeof createGalleryInput>;
export type CreateGalleryValues = z.output<typeof createGalleryInput>;

/**
 * `PUT /galleries/{id}`: the fields sent change, the rest stay. `null` clears an optional one (the
 * password, the expiry, the pick limit, the cover); a booking cannot be tied or untied afterwards.
 */
export const updateGalleryInput = z.object({
  id: galleryIdField,
  title: titleField.optional(),
  event_date: dateField('galleryEventDateInvalid').nullable().optional(),
  download: downloadField.optional(),
  expires_at: dateField('galleryExpiryInvalid').nullable().optional(),
  password: passwordField.nullable().optional(),
  pick_limit: pickLimitField.nullable().optional(),
  cover_photo_id: galleryPhotoIdField.nullable().optional(),
});
export type UpdateGalleryInput = z.input<typeof updateGalleryInput>;
export type UpdateGalleryValues = z.output<typeof updateGalleryInput>;

/** The addresses of one photo's watermarked previews (the viewer's and the grid's). */
export const galleryPreviewSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** A tiny blurred WebP as a data URL, shown while the preview loads. */
  placeholder: z.string(),
  preview_url: z.string(),
  thumb_url: z.string(),
});
export type GalleryPreview = z.infer<typeof galleryPreviewSchema>;

/** A photo as its photographer lists it: the previews, with the original's size and when it came. */
export const galleryPhotoSchema = galleryPreviewSchema.extend({
  original_bytes: z.number().int(),
  created_at: z.string(),
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/** `GET /galleries/{id}/photos`: a gallery's photos by file name, a page at a time. */
export const galleryPhotosInput = z.object({ id: galleryIdField, limit: pageLimitField, cursor: pageCursorField });
export type GalleryPhotosValues = z.output<typeof galleryPhotosInput>;

/** One photo of one gallery (`/galleries/{id}/photos/{photoId}`). */
export const galleryPhotoInput = z.object({ id: galleryIdField, photo_id: galleryPhotoIdField });

/** A gallery as its photographer sees it: everything, with its link and PIN. */
export const gallerySchema = z.object({
  id: z.string(),
  title: z.string(),
  booking_id: z.string().nullable(),
  event_date: z.string().nullable(),
  download: downloadField,
  expires_at: z.string().nullable(),
  /** True from the day after `expires_at` (Nepal time): hidden from the client, not deleted. */
  expired: z.boolean(),
  has_password: z.boolean(),
  pick_limit: z.number().int().nullable(),
  /** 128 random bits, base64url: the client's link is `url`. */
  token: z.string(),
  url: z.string(),
  /** The four digits a client types to download. */
  pin: z.string(),
  cover: galleryPreviewSchema.nullable(),
  photo_count: z.number().int(),
  storage_bytes: z.number().int(),
  views_count: z.number().int(),
  downloads_count: z.number().int(),
  /** Photos at least one client picked. */
  picked_count: z.number().int(),
  /** Whether the booking's originals are open to the client: no booking, or its balance paid. */
  originals_open: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Gallery = z.infer<typeof gallerySchema>;

/** `GET /galleries/mine`: the photographer's galleries, newest first, with the storage their plan gives. */
export const myGalleriesSchema = z.object({
  items: z.array(gallerySchema),
  storage_used_bytes: z.number().int(),
  storage_limit_bytes: z.number().int(),
});
export type MyGalleries = z.infer<typeof myGalleriesSchema>;

/** The photographer's watermark: their name, or a logo once one is uploaded, placed and sized on each preview. */
export const watermarkSettingsInput = z.object({
  position: z.enum(watermarkPositions, refuse('watermarkInvalid')),
  size_percent: z
    .number(refuse('watermarkInvalid'))
    .int(refuse('watermarkInvalid'))
    .min(galleryLimits.watermarkSizeMin, refuse('watermarkInvalid'))
    .max(galleryLimits.watermarkSizeMax, refuse('watermarkInvalid')),
});
export type WatermarkSettings = z.infer<typeof watermarkSettingsInput>;
export const watermarkSchema = watermarkSettingsInput.extend({
  /** The uploaded logo's address, or null when the photographer's name is written instead. */
  logo_url: z.string().nullable(),
  text: z.string(),
});
export type Watermark = z.infer<typeof watermarkSchema>;
/** How large a watermark logo may be: the REST adapter asks before reading the upload's body. */
export const watermarkLogoAllowanceSchema = z.object({ max_file_bytes: z.number(), max_file_mb: z.number() });
export type WatermarkLogoAllowance = z.infer<typeof watermarkLogoAllowanceSchema>;

/** `GET /g/{token}`: what a client sees of an open gallery before its photos, with no account. */
export const openGallerySchema = z.object({
  needs_password: z.literal(false),
  title: z.string(),
  event_date: z.string().nullable(),
  expires_at: z.string().nullable(),
  photographer: z.object({ id: z.string(), username: z.string(), profile_picture: z.string().nullable() }),
  download: downloadField,
  originals_open: z.boolean(),
  pick_limit: z.number().int().nullable(),
  photo_count: z.number().int(),
  cover: galleryPreviewSchema.nullable(),
});

/**
 * `GET /g/{token}`: an open gallery, or for a password-protected one without a valid access token
 * only that it needs a password (nothing of the gallery leaks to a holder of the link alone).
 */
export const publicGallerySchema = z.discriminatedUnion('needs_password', [
  z.object({ needs_password: z.literal(true) }),
  openGallerySchema,
]);
export type PublicGallery = z.infer<typeof publicGallerySchema>;

/** `POST /galleries/{id}/email`: the link (and the PIN, when downloads are on) mailed to the client, with a note. */
export const emailGalleryInput = z.object({
  id: galleryIdField,
  to: emailField,
  note: optional(
    multilineText(refuse('galleryNoteTooLong')).trim().max(galleryLimits.emailNoteMax, refuse('galleryNoteTooLong')),
  ),
});
export type EmailGalleryInput = z.input<typeof emailGalleryInput>;
export type EmailGalleryValues = z.output<typeof emailGalleryInput>;
export const galleryEmailedSchema = z.object({ sent: z.literal(true), to: z.string() });
export type GalleryEmailed = z.infer<typeof galleryEmailedSchema>;
