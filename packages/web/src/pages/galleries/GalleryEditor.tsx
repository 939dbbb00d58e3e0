import { useState, type FormEvent } from 'react';
import { galleryDownloadRules, galleryLimits, type Gallery } from '@tasbir/shared';
import { Field } from '../../components/Field.js';
import { FormError } from '../../components/FormMessage.js';
import { errorText, refusalText, trpc } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import {
  createRequest,
  draftOf,
  emptyGalleryDraft,
  galleryProblem,
  updateRequest,
  type GalleryDraft,
} from './galleryForm.js';
import { useGalleryT } from './galleryText.js';

type Props = {
  /** The gallery to change; none makes a new one. */
  gallery?: Gallery;
  onSaved: (gallery: Gallery) => void;
  onCancel: () => void;
};

/** Statuses of a booking that can have a gallery: it went ahead. */
const deliverable = new Set(['accepted', 'confirmed', 'completed']);

/** A new gallery's settings, or a gallery's, in one form: title, booking, dates, downloads, password, pick limit. */
export function GalleryEditor({ gallery, onSaved, onCancel }: Props) {
  const t = useGalleryT();
  const format = useFormat();
  const [draft, setDraft] = useState<GalleryDraft>(() => (gallery ? draftOf(gallery) : emptyGalleryDraft));
  const [problem, setProblem] = useState<string | null>(null);
  const bookings = trpc.bookings.mine.useQuery({ limit: 50 }, { enabled: !gallery });
  const failed = (error: unknown) =>
    setProblem(format.fill(t.galleryFailed, { detail: errorText(error, format.language, 'somethingWentWrong') }));
  const create = trpc.galleries.create.useMutation({ onSuccess: onSaved, onError: failed });
  const update = trpc.galleries.update.useMutation({ onSuccess: onSaved, onError: failed });
  const busy = create.isPending || update.isPending;
  const change = (part: Partial<GalleryDraft>) => setDraft((current) => ({ ...current, ...part }));
  const prefix = gallery ? `gallery-${gallery.id}` : 'gallery-new';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = galleryProblem(draft, gallery?.id);
    setProblem(found && refusalText(found, format.language));
    if (found) return;
    if (gallery) update.mutate(updateRequest(gallery.id, draft));
    else create.mutate(createRequest(draft));
  };

  const bookingChoices = (bookings.data?.items ?? []).filter((booking) => deliverable.has(booking.status));
  return (
    <form className="gallery-editor" noValidate onSubmit={submit}>
      <fieldset className="gallery-editor__fields" disabled={busy}>
        <Field
          id={`${prefix}-title`}
          label={t.galleryTitleLabel}
          value={draft.title}
          onChange={(title) => change({ title })}
          maxLength={galleryLimits.titleMax}
          required
        />
        {!gallery && bookingChoices.length > 0 && (
          <div className="field">
            <label htmlFor={`${prefix}-booking`}>{t.galleryBookingLabel}</label>
            <select
              id={`${prefix}-booking`}
              value={draft.bookingId}
              onChange={(event) => {
                const booking = bookingChoices.find((each) => each.id === event.target.value);
                change({ bookingId: event.target.value, eventDate: booking?.event_date ?? draft.eventDate });
              }}
            >
              <option value="">{t.galleryBookingNone}</option>
              {bookingChoices.map((booking) => (
                <option key={booking.id} value={booking.id}>
                  {format.fill(t.galleryBookingOption, {
                    client: booking.user_username,
                    date: format.date(booking.event_date),
                  })}
                </option>
              ))}
            </select>
          </div>
        )}
        <Field
          id={`${prefix}-event-date`}
          type="date"
          label={t.galleryEventDateLabel}
          value={draft.eventDate}
          onChange={(eventDate) => change({ eventDate })}
        />
        <Field
          id={`${prefix}-expires`}
          type="date"
          label={t.galleryExpiresLabel}
          hint={t.galleryExpiresHint}
          value={draft.expiresAt}
          onChange={(expiresAt) => change({ expiresAt })}
        />
        <fieldset className="role-choice">
          <legend>{t.galleryDownloadLabel}</legend>
          {galleryDownloadRules.map((rule) => (
            <label key={rule} className="role-choice__option">
              <input
                type="radio"
                name={`${prefix}-download`}
                value={rule}
                checked={draft.download === rule}
                onChange={() => change({ download: rule })}
              />
              {t[`galleryDownload_${rule}`]}
            </label>
          ))}
        </fieldset>
        <Field
          id={`${prefix}-password`}
          type="password"
          label={t.galleryPasswordLabel}
          hint={gallery?.has_password ? t.galleryPasswordKeep : undefined}
          value={draft.password}
          onChange={(password) => change({ password, removePassword: false })}
          maxLength={galleryLimits.passwordMax}
          autoComplete="new-password"
        />
        {gallery?.has_password && (
          <label className="checkbox-line">
            <input
              type="checkbox"
              checked={draft.removePassword}
              onChange={(event) => change({ removePassword: event.target.checked, password: '' })}
            />
            {t.galleryPasswordRemove}
          </label>
        )}
        <Field
          id={`${prefix}-pick-limit`}
          label={t.galleryPickLimitLabel}
          value={draft.pickLimit}
          onChange={(pickLimit) => change({ pickLimit })}
          maxLength={5}
        />
      </fieldset>
      <FormError message={problem} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {gallery ? t.gallerySave : t.galleryCreate}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t.galleryCancel}
        </button>
      </div>
    </form>
  );
}
