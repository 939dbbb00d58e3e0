import {
  createBookingInput,
  defaultBookingBudgetRange,
  defaultBookingDuration,
  defaultBookingEventType,
  type Availability,
  type BookingBudgetRange,
  type BookingDuration,
  type BookingEventType,
  type CreateBookingInput,
  type User,
} from '@tasbir/shared';
import { formProblems, type FormProblem } from '../../forms/formProblems.js';

/** The booking form (docs/product.md#bookings). */
export type BookingForm = {
  event_type: BookingEventType;
  event_date: string;
  event_location: string;
  event_duration: BookingDuration;
  budget_range: BookingBudgetRange;
  special_requirements: string;
  contact_phone: string;
  contact_email: string;
};

/** The defaults of packages/shared/src/bookings.ts, with the signed-in user's own phone and email filled in. */
export function initialBookingForm(user: Pick<User, 'contact_number' | 'email'> | null): BookingForm {
  return {
    event_type: defaultBookingEventType,
    event_date: '',
    event_location: '',
    event_duration: defaultBookingDuration,
    budget_range: defaultBookingBudgetRange,
    special_requirements: '',
    contact_phone: user?.contact_number ?? '',
    contact_email: user?.email ?? '',
  };
}

/** The server's booking schema without the photographer, whom the dialog's card fixes. */
const bookingFieldsInput = createBookingInput.omit({ photographer_id: true });

/**
 * What is wrong with the form, if anything, as the server would refuse it: a missing required
 * field first (event date, event location, contact phone), then a date before `today` (in Nepal, as
 * the server counts it; the schema cannot know today), then the schema's other refusals (a phone
 * that is not a Nepali number, an email that is no email, a text over its limit).
 */
export function bookingProblem(form: BookingForm, today: string): FormProblem | null {
  const problems = formProblems(bookingFieldsInput, bookingFields(form));
  const missing = problems.find((problem) => problem.code === 'bookingIncomplete');
  if (missing) return missing;
  if (form.event_date < today) return { code: 'bookingDateInPast', params: {}, field: 'event_date' };
  return problems[0] ?? null;
}

/** The dates on which a photographer cannot be booked, as `bookings.availability` answers them. */
export type TakenDates = Pick<Availability, 'unavailable' | 'booked'>;

/** Whether the photographer marked the date unavailable or already accepted a booking on it. */
export function isDateTaken(date: string, taken: TakenDates | undefined): boolean {
  if (!date || !taken) return false;
  return taken.unavailable.includes(date) || taken.booked.includes(date);
}

/** The fields of `bookings.create` as the form holds them: texts trimmed, a blank email left out. */
function bookingFields(form: BookingForm): Omit<CreateBookingInput, 'photographer_id'> {
  const email = form.contact_email.trim();
  return {
    event_type: form.event_type,
    event_date: form.event_date,
    event_location: form.event_location.trim(),
    event_duration: form.event_duration,
    budget_range: form.budget_range,
    special_requirements: form.special_requirements.trim(),
    contact_phone: form.contact_phone.trim(),
    ...(email ? { contact_email: email } : {}),
  };
}

/** The `bookings.create` input: the photographer, then the form's fields. */
export function bookingRequest(photographerId: string, form: BookingForm): CreateBookingInput {
  return { photographer_id: photographerId, ...bookingFields(form) };
}
