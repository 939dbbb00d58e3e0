import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { GalleryDownloadRule, WatermarkPosition } from '@tasbir/shared';

/** Tables of migration 0024_delivery_galleries (docs/decisions/017-delivery-galleries.md). */
type Counter = ColumnType<number, number | undefined, number>;

/** A photographer's delivery gallery for one client, optionally tied to a booking. */
export interface GalleriesTable {
  id: string;
  photographer_id: string;
  /** Set null when the booking is deleted: the gallery stays, its originals open. */
  booking_id: string | null;
  title: string;
  /** YYYY-MM-DD. */
  event_date: string | null;
  cover_photo_id: string | null;
  download: GalleryDownloadRule;
  /** The last day (YYYY-MM-DD, Nepal time) the client can open it; null for never. */
  expires_at: string | null;
  /** Argon2 hash of the viewing password; null for none. */
  password_hash: string | null;
  /** Raised when the password changes, so an earlier unlock stops working. */
  password_version: Counter;
  pick_limit: number | null;
  /** The link's secret (128 random bits, base64url); unique, replaced to revoke the link. */
  token: string;
  /** The four-digit download PIN. */
  pin: string;
  /** Bytes of every file the gallery's photos keep (originals and their copies), kept with each upload and removal. */
  storage_bytes: Counter;
  photo_count: Counter;
  views_count: Counter;
  downloads_count: Counter;
  /** When the client was told it expires in a week; cleared when the expiry changes. */
  expiry_reminded_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One uploaded photo of a gallery: its original (metadata removed, pixels as sent) and the copies made from it. */
export interface GalleryPhotosTable {
  id: string;
  gallery_id: string;
  /** The name the file had on the photographer's computer: the album designer's list is made of these. */
  file_name: string;
  original_key: string;
  original_bytes: number;
  /** The web-size download (JPEG, 2048 px long edge, no watermark). */
  web_key: string;
  /** The watermarked previews (WebP): the viewer's and the grid's. */
  preview_key: string;
  thumb_key: string;
  /** Bytes of all four files, as counted against the plan. */
  stored_bytes: number;
  width: number;
  height: number;
  placeholder: string;
  created_at: string;
}

/** A client who opened a gallery and gave a name and email to pick photos. */
export interface GalleryVisitorsTable {
  id: string;
  gallery_id: string;
  name: string;
  email: string;
  /** SHA-256 of the visitor's key (the cookie that brings them back to their picks). */
  key_hash: string;
  selection_sent_at: string | null;
  created_at: string;
}

/** A photo a visitor picked for the album: one row per visitor and photo. */
export interface GalleryPicksTable {
  visitor_id: string;
  photo_id: string;
  gallery_id: string;
  created_at: string;
}

/** A photographer's watermark setting: their name unless a logo is uploaded. */
export interface GalleryWatermarksTable {
  photographer_id: string;
  logo_key: string | null;
  position: WatermarkPosition;
  size_percent: number;
  updated_at: string;
}

export type GalleryRow = Selectable<GalleriesTable>;
export type NewGalleryRow = Insertable<GalleriesTable>;
export type GalleryPhotoRow = Selectable<GalleryPhotosTable>;
export type GalleryVisitorRow = Selectable<GalleryVisitorsTable>;
export type GalleryWatermarkRow = Selectable<GalleryWatermarksTable>;
