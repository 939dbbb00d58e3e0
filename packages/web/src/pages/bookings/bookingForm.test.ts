import { describe, expect, it } from 'vitest';
import { uiEn } from '@tasbir/shared';
import { refusalText } from '../../trpc.js';
import { bookingProblem, bookingRequest, initialBookingForm, isDateTaken, type BookingForm } from './bookingForm.js';

const filled = {
  ...initialBookingForm(null),
  event_date: '2030-05-01',
  event_location: 'Pokhara',
  contact_phone: '9800000000',
};
/** The code of the form's problem, as the server would answer it. */
const problemCode = (form: BookingForm, today: string) => bookingProblem(form, today)?.code ?? null;

describe('booking form', () => {
  it('starts from the defaults: wedding, 4 hours, Rs 50,000 - Rs 1,00,000', () => {
    expect(initialBookingForm(null)).toMatchObject({
      event_type: 'wedding',
      event_duration: '4 hours',
      budget_range: 'Rs 50,000 - Rs 1,00,000',
    });
  });

  it("fills in the signed-in user's phone and email", () => {
    const user = { contact_number: '9811111111', email: 'fan@example.com' };
    expect(initialBookingForm(user)).toMatchObject({ contact_phone: '9811111111', contact_email: 'fan@example.com' });
  });

  it('needs the date, the location and the contact phone', () => {
    expect(problemCode(filled, '2030-01-01')).toBeNull();
    expect(problemCode({ ...filled, event_date: '' }, '2030-01-01')).toBe('bookingIncomplete');
    expect(problemCode({ ...filled, event_location: '  ' }, '2030-01-01')).toBe('bookingIncomplete');
    expect(problemCode({ ...filled, contact_phone: ' ' }, '2030-01-01')).toBe('bookingIncomplete');
  });

  it('refuses a booking for a past date but accepts today', () => {
    expect(problemCode(filled, '2030-05-02')).toBe('bookingDateInPast');
    expect(problemCode(filled, '2030-05-01')).toBeNull();
  });

  it('refuses a contact phone that is not a Nepali number', () => {
    expect(problemCode({ ...filled, contact_phone: '12345' }, '2030-01-01')).toBe('contactPhoneInvalid');
    expect(problemCode({ ...filled, contact_phone: '+1 415 555 0100' }, '2030-01-01')).toBe('contactPhoneInvalid');
    expect(problemCode({ ...filled, contact_phone: '+977 981-1111111' }, '2030-01-01')).toBeNull();
    expect(problemCode({ ...filled, contact_phone: '01-4123456' }, '2030-01-01')).toBeNull();
  });

  it('names the missing fields before a past date or a wrong phone', () => {
    expect(problemCode({ ...filled, event_location: '', contact_phone: '123' }, '2030-06-01')).toBe(
      'bookingIncomplete',
    );
    expect(problemCode({ ...filled, contact_phone: '123' }, '2030-06-01')).toBe('bookingDateInPast');
  });

  it('refuses what the server’s schema refuses, in the server’s words', () => {
    expect(problemCode({ ...filled, contact_email: 'not-an-email' }, '2030-01-01')).toBe('contactEmailInvalid');
    const tooLong = bookingProblem({ ...filled, event_location: 'x'.repeat(201) }, '2030-01-01');
    expect(tooLong && refusalText(tooLong, 'en')).toBe(uiEn.bookingLocationTooLong.replace('{max}', '200'));
    expect(problemCode({ ...filled, contact_email: ' ' }, '2030-01-01')).toBeNull();
  });

  it('knows a date the photographer marked unavailable or already booked', () => {
    const taken = { unavailable: ['2030-05-01'], booked: ['2030-05-03'] };
    expect(isDateTaken('2030-05-01', taken)).toBe(true);
    expect(isDateTaken('2030-05-03', taken)).toBe(true);
    expect(isDateTaken('2030-05-02', taken)).toBe(false);
    expect(isDateTaken('', taken)).toBe(false);
    expect(isDateTaken('2030-05-01', undefined)).toBe(false);
  });

  it('sends the date as YYYY-MM-DD, the texts trimmed and a blank email left out', () => {
    const form = {
      ...filled,
      event_location: ' Lakeside, Pokhara ',
      special_requirements: ' Drone ',
      contact_email: '  ',
    };
    expect(bookingRequest('p1', form)).toEqual({
      photographer_id: 'p1',
      event_type: 'wedding',
      event_date: '2030-05-01',
      event_location: 'Lakeside, Pokhara',
      event_duration: '4 hours',
      budget_range: 'Rs 50,000 - Rs 1,00,000',
      special_requirements: 'Drone',
      contact_phone: '9800000000',
    });
    expect(bookingRequest('p1', { ...filled, contact_email: ' fan@example.com ' })).toMatchObject({
      contact_email: 'fan@example.com',
    });
  });
});
