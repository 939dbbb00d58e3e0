import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, nepalToday, type Booking, type BookingEventType } from '@tasbir/shared';

// Steps of the booking-advance tests (bookingAdvances.spec.ts): a policy, a request and a moved date, through the API.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The policy: a 20% advance, all of it back 30 days ahead, half 7 days ahead. */
export const journeyPolicy = {
  advance_percent: 20,
  refund_tiers: [
    { days_before: 30, refund_percent: 100 },
    { days_before: 7, refund_percent: 50 },
  ],
};

/** The photographer's booking policy, as the Bookings tab's form saves it. */
export async function setPolicy(request: APIRequestContext, token: string) {
  const saved = await request.put('/api/photographer/booking-policy', { headers: auth(token), data: journeyPolicy });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** A booking request `days` ahead (Nepal's calendar), as the booking form sends it; answers the booking. */
export async function requestBooking(
  request: APIRequestContext,
  token: string,
  photographerId: string,
  days: number,
  eventType: BookingEventType,
): Promise<Booking> {
  const asked = await request.post('/api/bookings', {
    headers: auth(token),
    data: {
      photographer_id: photographerId,
      event_type: eventType,
      event_date: addDays(nepalToday(), days),
      event_location: 'Bhaktapur Durbar Square',
      contact_phone: '9811111111',
    },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  return (await asked.json()) as Booking;
}

/** Moves one of the caller's bookings to yesterday through the test-only route, so it can be completed. */
export async function moveToYesterday(request: APIRequestContext, token: string, id: string) {
  const moved = await request.post('/api/test/move-booking-date', {
    headers: auth(token),
    data: { id, event_date: addDays(nepalToday(), -1) },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/** One of the dashboard's figures (Balance, You can withdraw…), by its label. */
export const figure = (page: Page, label: string) =>
  page
    .getByRole('tabpanel')
    .locator('.stat-card')
    .filter({ has: page.getByRole('term').filter({ hasText: label }) });
