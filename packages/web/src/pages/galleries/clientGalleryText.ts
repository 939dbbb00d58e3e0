import type { Language } from '@tasbir/shared';
import { errorText, refusalText } from '../../trpc.js';
import { GalleryRefusal } from './clientGalleryApi.js';

/** The sentence for a failed call on a gallery's link: the server's refusal by its code, else the generic one. */
export function refusalMessage(error: unknown, language: Language): string {
  if (error instanceof GalleryRefusal && error.refusal) return refusalText(error.refusal, language);
  return errorText(error, language, 'somethingWentWrong');
}
