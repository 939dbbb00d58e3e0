import { formatDateTime, uiEn, type Language, type UiMessageKey, type UiMessages } from '@tasbir/shared';
import { countText } from '../../rating.js';

/** Home previews descriptions to this many characters (docs/product.md#home). */
export const previewLength = 80;

/** The first `length` characters of a text, with an ellipsis when something was cut. */
export function preview(text: string | null | undefined, length = previewLength): string {
  const whole = (text ?? '').trim();
  if (whole.length <= length) return whole;
  return `${whole.slice(0, length).trimEnd()}…`;
}

function isMessageKey(key: string): key is UiMessageKey {
  return Object.hasOwn(uiEn, key);
}

/** A photo category in the chosen language; a category the tables do not know shows as stored. */
export function categoryText(category: string, t: UiMessages): string {
  const key = `category_${category}`;
  return isMessageKey(key) ? t[key] : category;
}

/** "1 like" or "1,200 likes". */
export function likesText(count: number, t: UiMessages, language: Language): string {
  return countText(count, t.likesCountOne, t.likesCount, language);
}

/** "1 view" or "1,200 views". */
export function viewsText(count: number, t: UiMessages, language: Language): string {
  return countText(count, t.viewsCountOne, t.viewsCount, language);
}

/** A stored time (ISO) as a date and time in the language. */
export function localTime(iso: string, language: Language): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date, language);
}
