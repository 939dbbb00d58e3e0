import { describe, expect, it } from 'vitest';
import { bookingProblem, initialBookingForm, localToday } from './bookingForm.js';

const filled = { ...initialBookingForm(null), event_date: '2030-05-01', event_location: 'Pokhara', contact_phone: '9800000000' };

describe('booking form', () => {
  it('starts from the defaults: wedding, 4 hours, Rs 50,000 - Rs 1,00,000', () => {
    expect(initialBookingForm(null)).toMatchObject({ event_type: 'wedding', event_duration: '4 hours', budget_range: 'Rs 50,000 - Rs 1,00,000' });
  });

  it('needs the date, the location and the contact phone', () => {
    expect(bookingProblem(filled, '2030-01-01')).toBeNull();
    expect(bookingProblem({ ...filled, event_date: '' }, '2030-01-01')).toBe('fillRequiredFields');
    expect(bookingProblem({ ...filled, event_location: '  ' }, '2030-01-01')).toBe('fillRequiredFields');
    expect(bookingProblem({ ...filled, contact_phone: '' }, '2030-01-01')).toBe('fillRequiredFields');
  });

  it('refuses a date before today but accepts today', () => {
    expect(bookingProblem(filled, '2030-05-02')).toBe('bookingDateInPast');
    expect(bookingProblem(filled, '2030-05-01')).toBeNull();
  });

  it('writes today as a date input does', () => {
    expect(localToday(new Date(2025, 0, 9, 23, 30))).toBe('2025-01-09');
  });
});
