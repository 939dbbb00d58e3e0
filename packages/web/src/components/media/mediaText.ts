import { uiEn, type Photo, type UiMessageKey, type UiMessages } from '@tasbir/shared';
import { timeLocales, type Language } from '../../state/language.js';

/** Home previews descriptions to this many characters (docs/product.md#home). */
export const previewLength = 80;

/** The first `length` characters of a text, with an ellipsis when something was cut. */
export function preview(text: string | null | undefined, length = previewLength): string {
  const whole = (text ?? '').trim();
  if (whole.length <= length) return whole;
  return `${whole.slice(0, length).trimEnd()}…`;
}

/** Width of the thumbnail variant: about 480 px, never wider than the photo itself. */
const thumbWidth = 480;

/**
 * The `srcset` of a photo: the thumbnail (≈480 px) and the display size (the photo's width,
 * ≈1600 px at most). A photo no wider than a thumbnail has one size only.
 */
export function photoSrcSet(photo: Pick<Photo, 'thumb_url' | 'image_url' | 'width'>): string | undefined {
  if (photo.width <= thumbWidth) return undefined;
  return `${photo.thumb_url} ${thumbWidth}w, ${photo.image_url} ${photo.width}w`;
}

function isMessageKey(key: string): key is UiMessageKey {
  return Object.hasOwn(uiEn, key);
}

/** A photo category in the chosen language; a category the tables do not know shows as stored. */
export function categoryText(category: string, t: UiMessages): string {
  const key = `category_${category}`;
  return isMessageKey(key) ? t[key] : category;
}

/** "1 like" or "12 likes". */
export function likesText(count: number, t: UiMessages): string {
  return count === 1 ? t.likesCountOne : t.likesCount.replace('{count}', String(count));
}

/** "1 view" or "12 views". */
export function viewsText(count: number, t: UiMessages): string {
  return count === 1 ? t.viewsCountOne : t.viewsCount.replace('{count}', String(count));
}

/** A stored time (ISO) as the reader's locale writes it. */
export function localTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(timeLocales[language], { dateStyle: 'medium', timeStyle: 'short' });
}
