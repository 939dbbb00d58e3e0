import { fillMessageIn, planNames, type ErrorCode, type Language, type MediaKind, type User } from '@tasbir/shared';
import { refusalText, type ServerRefusal } from '../../trpc.js';
import { messagesFor } from '../../i18n.js';

/** Gallery photo categories (docs/product.md#photos-and-reels); the studio dashboard adds events. */
export const galleryCategories = ['portrait', 'landscape', 'wedding', 'street', 'nature'] as const;
export const dashboardCategories = [...galleryCategories, 'events'] as const;
export type PhotoCategory = (typeof dashboardCategories)[number];

/** What the file input offers; the server checks the bytes again. */
export const acceptedTypes: Record<MediaKind, readonly string[]> = {
  photo: ['image/jpeg', 'image/png', 'image/webp'],
  reel: ['video/mp4', 'video/webm', 'video/quicktime'],
};

/** The multipart upload routes (REST twins of photos.create / reels.create). */
export const uploadUrls: Record<MediaKind, string> = { photo: '/api/photos/upload', reel: '/api/reels/upload' };

type Uploader = Pick<User, 'role' | 'subscription_plan' | 'subscription_active'>;

/**
 * Who is offered the upload button: admins, photographers (the dialog then says which plan they
 * need) and user-role accounts on silver or higher. The server decides for real.
 */
export function canOfferUpload(user: Uploader | null): boolean {
  if (!user) return false;
  if (user.role === 'admin' || user.role === 'photographer') return true;
  return user.subscription_active && planNames.indexOf(user.subscription_plan) >= planNames.indexOf('silver');
}

export type DraftFile = { size: number; type: string };

/** The quick checks before a byte is sent: title and file, file type, the plan's file size. */
export function checkDraft(kind: MediaKind, title: string, file: DraftFile | null, maxFile: { bytes: number; mb: number }, language: Language): string | null {
  const t = messagesFor(language);
  if (!title.trim() || !file) return kind === 'photo' ? t.photoFieldsRequired : t.reelFieldsRequired;
  if (file.type && !acceptedTypes[kind].includes(file.type)) return kind === 'photo' ? t.imageTypeRefused : t.videoTypeRefused;
  if (file.size > maxFile.bytes) return fillMessageIn(t.fileTooLarge, { mb: maxFile.mb }, language);
  return null;
}

/** The refusals that name the plan (none allows this upload, or its count is used up). */
const planRefusals: readonly ErrorCode[] = ['photoNeedsPlan', 'reelNeedsPlan', 'photoLimitReached', 'reelLimitReached'];

/**
 * What a failed upload says: 403 → the server's plan sentence when it sent one, else 'Upload
 * permission denied…'; anything else → the server's refusal, else 'Failed to upload …'. Shown by
 * code, in the chosen language.
 */
export function uploadFailureText(kind: MediaKind, status: number, refusal: ServerRefusal | null, language: Language): string {
  const t = messagesFor(language);
  if (status === 403) return refusal && planRefusals.includes(refusal.code) ? refusalText(refusal, language) : t.uploadPermissionDenied;
  if (status !== 0 && refusal) return refusalText(refusal, language);
  return kind === 'photo' ? t.photoUploadFailed : t.reelUploadFailed;
}
