import {
  createGalleryInput,
  digitsAsNumber,
  updateGalleryInput,
  type CreateGalleryInput,
  type Gallery,
  type GalleryDownloadRule,
  type UpdateGalleryInput,
} from '@tasbir/shared';
import { formProblems, type FormProblem } from '../../forms/formProblems.js';
import '../addedErrorTexts.js';

/** What the gallery form holds while it is filled in: text as typed. */
export type GalleryDraft = {
  title: string;
  bookingId: string;
  eventDate: string;
  expiresAt: string;
  download: GalleryDownloadRule;
  password: string;
  removePassword: boolean;
  pickLimit: string;
};

export const emptyGalleryDraft: GalleryDraft = {
  title: '',
  bookingId: '',
  eventDate: '',
  expiresAt: '',
  download: 'web',
  password: '',
  removePassword: false,
  pickLimit: '',
};

/** The form filled from a gallery, to change it (the password is never shown: empty keeps it). */
export function draftOf(gallery: Gallery): GalleryDraft {
  return {
    title: gallery.title,
    bookingId: gallery.booking_id ?? '',
    eventDate: gallery.event_date ?? '',
    expiresAt: gallery.expires_at ?? '',
    download: gallery.download,
    password: '',
    removePassword: false,
    pickLimit: gallery.pick_limit === null ? '' : String(gallery.pick_limit),
  };
}

/** The pick limit as typed, as JSON would carry it: none when blank, a number when it is digits, else the text to refuse. */
const pickLimitOf = (draft: GalleryDraft): unknown => {
  const text = draft.pickLimit.trim();
  return text ? digitsAsNumber(text) : null;
};

/** The form's first problem, found with the schema the server uses (a new gallery's, or a change's). */
export function galleryProblem(draft: GalleryDraft, id?: string): FormProblem | null {
  const problems =
    id === undefined
      ? formProblems(createGalleryInput, createRequest(draft))
      : formProblems(updateGalleryInput, { ...updateRequest(id, draft), pick_limit: pickLimitOf(draft) });
  return problems[0] ?? null;
}

/** `POST /galleries` from the form: blanks are left out. */
export function createRequest(draft: GalleryDraft): CreateGalleryInput {
  return {
    title: draft.title,
    download: draft.download,
    ...(draft.bookingId ? { booking_id: draft.bookingId } : {}),
    ...(draft.eventDate ? { event_date: draft.eventDate } : {}),
    ...(draft.expiresAt ? { expires_at: draft.expiresAt } : {}),
    ...(draft.password ? { password: draft.password } : {}),
    pick_limit: pickLimitOf(draft),
  };
}

/** `PUT /galleries/{id}` from the form (sent once galleryProblem found none): an emptied field clears it, an empty password keeps it unless removal is ticked. */
export function updateRequest(id: string, draft: GalleryDraft): UpdateGalleryInput {
  return {
    id,
    title: draft.title,
    download: draft.download,
    event_date: draft.eventDate || null,
    expires_at: draft.expiresAt || null,
    pick_limit: draft.pickLimit.trim() ? Number(draft.pickLimit.trim()) : null,
    ...(draft.removePassword ? { password: null } : draft.password ? { password: draft.password } : {}),
  };
}

/** The text a WhatsApp or Viber message carries: who, what, and the link. */
export const shareLinks = (text: string) => ({
  whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
  viber: `viber://forward?text=${encodeURIComponent(text)}`,
});
