import {
  defaultBookingBudgetRange,
  defaultBookingDuration,
  defaultBookingEventType,
  isNepaliPhoneNumber,
  type Availability,
  type BookingBudgetRange,
  type BookingDuration,
  type BookingEventType,
  type CreateBookingInput,
  type ErrorCode,
  type UiMessageKey,
  type User,
} from '@tasbir/shared';

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

/** What the form may refuse before sending: the server's own codes for the same rules. */
export type BookingFormProblem = Extract<ErrorCode, 'bookingIncomplete' | 'bookingDateInPast' | 'contactPhoneInvalid'>;

/**
 * What is wrong with the form, if anything: event date, event location and contact phone are
 * required (the photographer is fixed by the card), the date may not be before `today` (in Nepal,
 * as the server counts it), and the phone must be a Nepali number.
 */
export function bookingProblem(form: BookingForm, today: string): BookingFormProblem | null {
  if (!form.event_date || !form.event_location.trim() || !form.contact_phone.trim()) return 'bookingIncomplete';
  if (form.event_date < today) return 'bookingDateInPast';
  if (!isNepaliPhoneNumber(form.contact_phone)) return 'contactPhoneInvalid';
  return null;
}

/** The dates on which a photographer cannot be booked, as `bookings.availability` answers them. */
export type TakenDates = Pick<Availability, 'unavailable' | 'booked'>;

/** Whether the photographer marked the date unavailable or already accepted a booking on it. */
export function isDateTaken(date: string, taken: TakenDates | undefined): boolean {
  if (!date || !taken) return false;
  return taken.unavailable.includes(date) || taken.booked.includes(date);
}

/** The `bookings.create` input: texts trimmed, a blank email left out. */
export function bookingRequest(photographerId: string, form: BookingForm): CreateBookingInput {
  const email = form.contact_email.trim();
  return {
    photographer_id: photographerId,
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

export const durationKeys: Record<BookingDuration, UiMessageKey> = {
  '2 hours': 'duration2Hours',
  '4 hours': 'duration4Hours',
  '6 hours': 'duration6Hours',
  'Full day': 'durationFullDay',
  '2 days': 'duration2Days',
  Custom: 'durationCustom',
};
