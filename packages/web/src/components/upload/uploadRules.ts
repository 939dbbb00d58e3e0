import { planNames, uiEn, type MediaKind, type UiMessageKey, type UiMessages, type User } from '@tasbir/shared';
import { fill } from '../../i18n.js';

/** Gallery photo categories (spec section 5); the studio dashboard adds events. */
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
export function checkDraft(kind: MediaKind, title: string, file: DraftFile | null, maxFile: { bytes: number; mb: number }, t: UiMessages): string | null {
  if (!title.trim() || !file) return kind === 'photo' ? t.photoFieldsRequired : t.reelFieldsRequired;
  if (file.type && !acceptedTypes[kind].includes(file.type)) return kind === 'photo' ? t.imageTypeRefused : t.videoTypeRefused;
  if (file.size > maxFile.bytes) return fill(t.fileTooLarge, { mb: maxFile.mb });
  return null;
}

/** Server sentences that carry a number; the English table holds them with `{name}` slots. */
const templatedKeys = ['fileTooLarge', 'photoLimitReached', 'reelLimitReached'] as const satisfies readonly UiMessageKey[];
const planKeys = ['photoNeedsPlan', 'reelNeedsPlan', 'photoLimitReached', 'reelLimitReached'] as const satisfies readonly UiMessageKey[];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The values of `{name}` slots when `text` is `template` filled in, else null. */
export function matchTemplate(template: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = escapeRegExp(template).replace(/\\\{(\w+)\\\}/g, (_slot, name: string) => {
    names.push(name);
    return '(.+?)';
  });
  const match = new RegExp(`^${pattern}$`).exec(text);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
}

/** A server sentence with a number in it, in the chosen language; null when it is not one of them. */
export function templatedSentence(text: string, t: UiMessages): string | null {
  for (const key of templatedKeys) {
    const values = matchTemplate(uiEn[key], text);
    if (values) return fill(t[key], values);
  }
  return null;
}

/** True for the spec's plan sentences (a plan that allows no uploads, or a count used up). */
export function isPlanSentence(text: string): boolean {
  return planKeys.some((key) => uiEn[key] === text || matchTemplate(uiEn[key], text) !== null);
}

/**
 * What a failed upload says (spec section 8): 403 → the server's plan sentence when it sent one,
 * else 'Upload permission denied…'; anything else → the server's sentence, else 'Failed to upload …'.
 * `translate` turns a fixed server sentence into the chosen language.
 */
export function uploadFailureText(kind: MediaKind, status: number, detail: string | null, t: UiMessages, translate: (text: string) => string): string {
  const localized = (text: string) => templatedSentence(text, t) ?? translate(text);
  if (status === 403) return detail && isPlanSentence(detail) ? localized(detail) : t.uploadPermissionDenied;
  if (status !== 0 && detail) return localized(detail);
  return kind === 'photo' ? t.photoUploadFailed : t.reelUploadFailed;
}
