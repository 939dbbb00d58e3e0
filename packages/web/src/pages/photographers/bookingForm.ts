import {
  defaultBookingBudgetRange,
  defaultBookingDuration,
  defaultBookingEventType,
  type BookingBudgetRange,
  type BookingDuration,
  type BookingEventType,
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
export function initialBookingForm(user: User | null): BookingForm {
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

/** Today in the browser's own calendar, as a date input holds it (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * What is wrong with the form, if anything: event date, event location and contact phone are
 * required (the photographer is fixed by the card), and the date may not be in the past.
 */
export function bookingProblem(form: BookingForm, today: string): UiMessageKey | null {
  if (!form.event_date || !form.event_location.trim() || !form.contact_phone.trim()) return 'fillRequiredFields';
  if (form.event_date < today) return 'bookingDateInPast';
  return null;
}

export const durationKeys: Record<BookingDuration, UiMessageKey> = {
  '2 hours': 'duration2Hours',
  '4 hours': 'duration4Hours',
  '6 hours': 'duration6Hours',
  'Full day': 'durationFullDay',
  '2 days': 'duration2Days',
  Custom: 'durationCustom',
};
