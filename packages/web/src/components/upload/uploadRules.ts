import { mediaFields, type ErrorCode, type Language, type MediaKind } from '@tasbir/shared';
import { formProblems } from '../../forms/formProblems.js';
import { messagesFor } from '../../i18n.js';
import { refusalText, type ServerRefusal } from '../../trpc.js';

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

export type DraftFile = { size: number; type: string };

/** The typed fields of an upload, as the server's `mediaFields` reads them. */
export type DraftFields = { title: string; description: string; location: string; category?: string };

/**
 * The quick checks before a byte is sent: a title and a file (the product's one sentence for both),
 * the file's type and the plan's file size (as the server refuses them), then the rest of the
 * server's own field rules (`mediaFields`, through formProblems).
 */
export function checkDraft(
  kind: MediaKind,
  fields: DraftFields,
  file: DraftFile | null,
  maxFile: { bytes: number; mb: number },
  language: Language,
): string | null {
  const problems = formProblems(mediaFields, fields);
  if (!file || problems.some((problem) => problem.code === 'titleRequired')) {
    const t = messagesFor(language);
    return kind === 'photo' ? t.photoFieldsRequired : t.reelFieldsRequired;
  }
  const [problem] = [...fileProblems(kind, file, maxFile), ...problems];
  return problem ? refusalText(problem, language) : null;
}

/** What the server refuses of the file itself, before reading its bytes: a type it does not take, a size over the plan's. */
function fileProblems(kind: MediaKind, file: DraftFile, maxFile: { mb: number; bytes: number }): ServerRefusal[] {
  if (file.type && !acceptedTypes[kind].includes(file.type))
    return [{ code: kind === 'photo' ? 'imageTypeRefused' : 'videoTypeRefused', params: {} }];
  if (file.size > maxFile.bytes) return [{ code: 'fileTooLarge', params: { mb: maxFile.mb } }];
  return [];
}

/** The refusals that name the plan (none allows this upload, or its count is used up). */
const planRefusals: readonly ErrorCode[] = ['photoNeedsPlan', 'reelNeedsPlan', 'photoLimitReached', 'reelLimitReached'];

/**
 * What a failed upload says: 403 → the server's plan sentence when it sent one, else 'Upload
 * permission denied…'; anything else → the server's refusal, else 'Failed to upload …'. Shown by
 * code, in the chosen language.
 */
export function uploadFailureText(
  kind: MediaKind,
  status: number,
  refusal: ServerRefusal | null,
  language: Language,
): string {
  const t = messagesFor(language);
  if (status === 403)
    return refusal && planRefusals.includes(refusal.code) ? refusalText(refusal, language) : t.uploadPermissionDenied;
  if (status !== 0 && refusal) return refusalText(refusal, language);
  return kind === 'photo' ? t.photoUploadFailed : t.reelUploadFailed;
}
