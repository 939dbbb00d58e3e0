// A block's refusal (`blocked`, decision 021) is among the tables kept apart.
import '../addedErrorTexts.js';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  addDays,
  bookingBudgetRanges,
  bookingDurations,
  bookingEventTypes,
  bookingLimits,
  nepalToday,
  type DirectoryItem,
} from '@tasbir/shared';
import { BsDateField } from '../../components/BsDateField.js';
import { SelectField, TextAreaField } from '../../components/ChoiceFields.js';
import { Field } from '../../components/Field.js';
import { FormError } from '../../components/FormMessage.js';
import { Modal } from '../../components/Modal.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { useNavigate } from '../../state/navigation.js';
import { useSession } from '../../state/useSession.js';
import { refusalOf, refusalText, trpc, type ServerRefusal } from '../../trpc.js';
import { bookingProblem, bookingRequest, initialBookingForm, isDateTaken, type BookingForm } from './bookingForm.js';
import { budgetText, durationKeys } from './bookingRules.js';

// Its own chunk, as in the portfolio, so the home page's script does not list it.
const PolicySummary = lazy(() => import('./PolicySummary.js').then((module) => ({ default: module.PolicySummary })));

type Props = { card: DirectoryItem; onClose: () => void };

/**
 * The booking form (docs/product.md#bookings): checked here with the server's own schema, then sent
 * with `bookings.create`. A date the photographer cannot take is flagged as soon as it is chosen.
 */
export default function BookingModal({ card, onClose }: Props) {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  const utils = trpc.useUtils();
  const [form, setForm] = useState(() => initialBookingForm(user));
  // Kept as a code, so the sentence follows a change of language while the dialog is open.
  const [refusal, setRefusal] = useState<ServerRefusal | null>(null);
  const [sent, setSent] = useState(false);
  const availability = trpc.bookings.availability.useQuery({ photographer_id: card.id });
  const create = trpc.bookings.create.useMutation({
    onSuccess: () => {
      void utils.bookings.mine.invalidate();
      setSent(true);
    },
    onError: (cause) => {
      const found = refusalOf(cause);
      setRefusal(found ?? { code: 'somethingWentWrong', params: {} });
      // Taken since the dialog opened: the fresh answer marks the date under the field.
      if (found?.code === 'bookingDateTaken') void utils.bookings.availability.invalidate({ photographer_id: card.id });
    },
  });

  const today = nepalToday();
  const taken = isDateTaken(form.event_date, availability.data);
  const set = (patch: Partial<BookingForm>) => setForm((current) => ({ ...current, ...patch }));
  const required = (label: string) => `${label} *`;
  const title = fill(t.bookingTitle, { name: card.username });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending || taken) return;
    const problem = bookingProblem(form, nepalToday());
    setRefusal(problem);
    if (!problem) create.mutate(bookingRequest(card.id, form));
  };

  if (sent) {
    return (
      <Modal title={title} onClose={onClose} closeLabel={t.close}>
        <BookingSent name={card.username} onClose={onClose} />
      </Modal>
    );
  }

  return (
    <Modal title={title} onClose={onClose} closeLabel={t.close}>
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
        <BsDateField
          id="booking-date"
          label={required(t.bookingEventDate)}
          value={form.event_date}
          min={today}
          max={addDays(today, bookingLimits.daysAhead)}
          onChange={(event_date) => set({ event_date })}
          problem={taken ? t.bookingDateTaken : null}
          required
        />
        <Field
          id="booking-location"
          label={required(t.bookingEventLocation)}
          value={form.event_location}
          onChange={(event_location) => set({ event_location })}
          maxLength={bookingLimits.locationMax}
          required
        />
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
          options={bookingBudgetRanges.map((value) => ({ value, label: budgetText(value, format.language) }))}
          onChange={(budget_range) => set({ budget_range })}
        />
        <TextAreaField
          id="booking-requirements"
          label={t.bookingRequirements}
          value={form.special_requirements}
          onChange={(special_requirements) => set({ special_requirements })}
          maxLength={bookingLimits.requirementsMax}
          rows={3}
        />
        <Field
          id="booking-phone"
          type="tel"
          label={required(t.bookingContactPhone)}
          autoComplete="tel"
          value={form.contact_phone}
          onChange={(contact_phone) => set({ contact_phone })}
          maxLength={bookingLimits.phoneMax}
          required
        />
        <Field
          id="booking-email"
          type="email"
          label={t.bookingContactEmail}
          autoComplete="email"
          value={form.contact_email}
          onChange={(contact_email) => set({ contact_email })}
          maxLength={254}
        />
        <Suspense fallback={null}>
          <PolicySummary photographerId={card.id} headingLevel="h3" />
        </Suspense>
        <FormError message={refusal && refusalText(refusal, format.language)} />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={create.isPending || taken}>
            {create.isPending ? t.bookingSending : t.sendBookingRequest}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** After sending: what happens next, the way to the user's bookings, and Close. */
function BookingSent({ name, onClose }: { name: string; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const messageRef = useRef<HTMLParagraphElement>(null);
  // The form and its focused button are gone: focus the news so it is read out and Tab starts here.
  useEffect(() => {
    messageRef.current?.focus();
  }, []);

  const viewMine = () => {
    onClose();
    navigate({ page: 'dashboard', tab: 'bookings' });
  };

  return (
    <>
      <p className="form-message form-message--success" role="status" tabIndex={-1} ref={messageRef}>
        {fill(t.bookingSentTo, { name })}
      </p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={viewMine}>
          {t.bookingViewMine}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </>
  );
}
