import { useState, type FormEvent } from 'react';
import { bookingBudgetRanges, bookingDurations, bookingEventTypes, type DirectoryItem, type UiMessageKey } from '@tasbir/shared';
import { SelectField, TextAreaField } from '../../components/ChoiceFields.js';
import { Field } from '../../components/Field.js';
import { FormError } from '../../components/FormMessage.js';
import { Modal } from '../../components/Modal.js';
import { fill, useT } from '../../i18n.js';
import { useSession } from '../../state/useSession.js';
import { bookingProblem, durationKeys, initialBookingForm, localToday, type BookingForm } from './bookingForm.js';
import './portfolio.css';

type Props = { card: DirectoryItem; onClose: () => void };

/**
 * The booking form (docs/product.md#bookings). There is no bookings API yet, so a valid form is not sent:
 * the dialog says so plainly instead of pretending the request went through.
 */
export default function BookingModal({ card, onClose }: Props) {
  const t = useT();
  const { user } = useSession();
  const [form, setForm] = useState(() => initialBookingForm(user));
  const [problem, setProblem] = useState<UiMessageKey | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const today = localToday();
  const set = (patch: Partial<BookingForm>) => setForm((current) => ({ ...current, ...patch }));
  const required = (label: string) => `${label} *`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = bookingProblem(form, today);
    setProblem(found);
    setUnavailable(found === null);
  };

  return (
    <Modal title={fill(t.bookingTitle, { name: card.username })} onClose={onClose} closeLabel={t.close}>
      <form onSubmit={onSubmit} noValidate>
        <p className="note">{t.bookingRequiredNote}</p>
        <div className="field">
          <span className="field__label">{t.bookingPhotographer}</span>
          <strong>{card.username}</strong>
        </div>
        <SelectField
          id="booking-event-type"
          label={t.bookingEventType}
          value={form.event_type}
          options={bookingEventTypes.map((value) => ({ value, label: t[`eventType_${value}`] }))}
          onChange={(event_type) => set({ event_type })}
        />
        <Field id="booking-date" type="date" label={required(t.bookingEventDate)} value={form.event_date} min={today} onChange={(event_date) => set({ event_date })} required />
        <Field id="booking-location" label={required(t.bookingEventLocation)} value={form.event_location} onChange={(event_location) => set({ event_location })} maxLength={200} required />
        <SelectField
          id="booking-duration"
          label={t.bookingDuration}
          value={form.event_duration}
          options={bookingDurations.map((value) => ({ value, label: t[durationKeys[value]] }))}
          onChange={(event_duration) => set({ event_duration })}
        />
        <SelectField
          id="booking-budget"
          label={t.bookingBudget}
          value={form.budget_range}
          options={bookingBudgetRanges.map((value) => ({ value, label: value === 'Negotiable' ? t.budgetNegotiable : value }))}
          onChange={(budget_range) => set({ budget_range })}
        />
        <TextAreaField id="booking-requirements" label={t.bookingRequirements} value={form.special_requirements} onChange={(special_requirements) => set({ special_requirements })} maxLength={2000} rows={3} />
        <Field id="booking-phone" type="tel" label={required(t.bookingContactPhone)} autoComplete="tel" value={form.contact_phone} onChange={(contact_phone) => set({ contact_phone })} maxLength={30} required />
        <Field id="booking-email" type="email" label={t.bookingContactEmail} autoComplete="email" value={form.contact_email} onChange={(contact_email) => set({ contact_email })} maxLength={254} />
        <FormError message={problem && t[problem]} />
        <p className="booking-unavailable" role="status">
          {unavailable && fill(t.bookingNotYetAvailable, { name: card.username })}
        </p>
        <div className="button-row">
          <button type="submit" className="button button--primary">
            {t.sendBookingRequest}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
