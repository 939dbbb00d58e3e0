import { z } from 'zod';
import { galleryDownloadSizes, galleryLimits } from '../galleries.js';
import { refuse } from '../messages/errors.js';
import { lineText } from './fields.js';
import { pageCursorField, pageSchema } from './paging.js';
import { galleryIdField, galleryPhotoIdField, galleryPreviewSchema } from './galleries.js';

/**
 * The client's side of a delivery gallery (`/g/{token}`, no account) and the photographer's view
 * of what clients picked (docs/decisions/017-delivery-galleries.md).
 */

/** A link's token from the path: whether it is one the server issued is the service's question (no enumeration). */
export const galleryTokenField = z.string(refuse('galleryNotFound')).max(5000, refuse('galleryNotFound'));
export const galleryTokenInput = z.object({ token: galleryTokenField });

/** Previews a page holds: a grid fetches many at once. */
export const galleryPhotoPageLimits = { default: 100, max: 200 } as const;

/** `GET /g/{token}/photos`: previews by file name, `limit` up to 200 (a larger ask gets 200). */
export const visitPhotosInput = z.object({
  token: galleryTokenField,
  cursor: pageCursorField,
  limit: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number(refuse('limitInvalid'))
      .int(refuse('limitInvalid'))
      .min(1, refuse('limitInvalid'))
      .optional()
      .transform((value) => Math.min(value ?? galleryPhotoPageLimits.default, galleryPhotoPageLimits.max)),
  ),
});
export const galleryPhotoPageSchema = pageSchema(galleryPreviewSchema);

/** `POST /g/{token}/unlock`: the password as typed (never trimmed: it is compared as a secret). */
export const unlockGalleryInput = z.object({
  token: galleryTokenField,
  password: z
    .string(refuse('galleryPasswordWrong'))
    .min(1, refuse('galleryPasswordWrong'))
    .max(galleryLimits.passwordMax, refuse('galleryPasswordWrong')),
});
/** The access a right password gives: sent back as `X-Gallery-Access` (and `?access=` on downloads). */
export const galleryAccessSchema = z.object({ access: z.string(), expires_at: z.string() });
export type GalleryAccess = z.infer<typeof galleryAccessSchema>;

/** `POST /g/{token}/visitor`: who is picking, so the photographer knows whose selection it is. */
export const galleryVisitorInput = z.object({
  token: galleryTokenField,
  name: lineText(refuse('galleryVisitorInvalid'))
    .trim()
    .min(1, refuse('galleryVisitorInvalid'))
    .max(galleryLimits.visitorNameMax, refuse('galleryVisitorInvalid')),
  email: z
    .string(refuse('galleryVisitorInvalid'))
    .trim()
    .toLowerCase()
    .min(3, refuse('galleryVisitorInvalid'))
    .max(254, refuse('galleryVisitorInvalid'))
    .pipe(z.email(refuse('galleryVisitorInvalid'))),
});
/** The visitor's key (128 random bits): sent back as `X-Gallery-Visitor`; the server keeps only its hash. */
export const galleryVisitorKeySchema = z.object({ visitor_key: z.string(), name: z.string(), email: z.string() });

export const galleryPickInput = z.object({ token: galleryTokenField, photo_id: galleryPhotoIdField });

/** The visitor's picks, in the order they were made. */
export const galleryPicksSchema = z.object({
  photo_ids: z.array(z.string()),
  pick_limit: z.number().int().nullable(),
  selection_sent_at: z.string().nullable(),
});
export type GalleryPicks = z.infer<typeof galleryPicksSchema>;

/** `POST /g/{token}/selection`: sent to the photographer. */
export const gallerySelectionSentSchema = z.object({ count: z.number().int(), selection_sent_at: z.string() });

/** One visitor's picks as their photographer reads them. */
export const galleryVisitorSelectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  picked_count: z.number().int(),
  picks: z.array(z.object({ photo_id: z.string(), file_name: z.string() })),
  selection_sent_at: z.string().nullable(),
  created_at: z.string(),
});

/** `GET /galleries/{id}/selections`: every visitor's picks, with the gallery's views and downloads. */
export const gallerySelectionsSchema = z.object({
  gallery_id: z.string(),
  views_count: z.number().int(),
  downloads_count: z.number().int(),
  visitors: z.array(galleryVisitorSelectionSchema),
});
export type GallerySelections = z.infer<typeof gallerySelectionsSchema>;

export const gallerySelectionsInput = z.object({ id: galleryIdField });

/** `POST /g/{token}/download-check`: whether a download with this PIN and size would be let through. */
export const galleryDownloadCheckInput = z.object({
  token: galleryTokenField,
  pin: z.string(refuse('galleryNotFound')).max(16, refuse('galleryNotFound')),
  size: z.enum(galleryDownloadSizes, refuse('galleryDownloadInvalid')),
});
export const galleryDownloadCheckSchema = z.object({ ok: z.literal(true) });
