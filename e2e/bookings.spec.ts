import { expect, test, type Page } from '@playwright/test';
import { addDays, fillMessage, formatDate, nepalToday, uiEn } from '@tasbir/shared';
import { formatBikramSambat } from '@tasbir/shared/bikramSambat';
import { account, signedInPage, register, topBar, type Account } from './fixtures.js';

const bell = (page: Page) => topBar(page).getByRole('button', { name: /^Notifications/ });
const dashboardTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });
/** A booking on the user's side is named by its event and photographer, on the photographer's by its event and requester. */
const bookingWith = (page: Page, photographer: Account) =>
  page.getByRole('article', { name: `Wedding with ${photographer.username}` });
const bookingFrom = (page: Page, requester: Account) =>
  page.getByRole('article', { name: `Wedding for ${requester.username}` });

/** Opens the account menu's Bookings item. */
async function openBookingsFromMenu(page: Page, who: Account) {
  await topBar(page).getByRole('button', { name: who.username }).click();
  await topBar(page).getByRole('link', { name: 'Bookings' }).click();
}

test('a user books a photographer from the directory; the photographer accepts, and both follow live, without a reload', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const studio = account('booklens');
  const patron = account('bookfan');
  const setup = await browser.newContext({ baseURL: origin });
  const photographer = await register(setup.request, studio, 'photographer', { contact_number: '9800000000' });
  const user = await register(setup.request, patron, 'user');
  await setup.close();
  const eventDate = addDays(nepalToday(), 21);
  // How the bell writes it: the Gregorian day and its Bikram Sambat twin.
  const eventDateWritten = fillMessage(uiEn.bookingDateWithBs, {
    date: formatDate(new Date(`${eventDate}T00:00:00Z`), 'en', { timeZone: 'UTC' }),
    bs: formatBikramSambat(eventDate, 'en'),
  });

  // The photographer opens the Bookings tab from the account menu: it has its own address, and nothing yet.
  const photographerPage = await signedInPage(browser, origin, photographer.token, '/photographer-dashboard');
  await openBookingsFromMenu(photographerPage, studio);
  await expect(photographerPage).toHaveURL('/photographer-dashboard/bookings');
  await expect(dashboardTab(photographerPage, 'Bookings')).toHaveAttribute('aria-selected', 'true');
  await expect(photographerPage.getByText('No booking requests yet.', { exact: false })).toBeVisible();
  await expect(photographerPage.getByText('No accepted bookings ahead.')).toBeVisible();

  // The user finds them in the directory and sends a request.
  const userPage = await signedInPage(browser, origin, user.token, '/photographers');
  await userPage.getByRole('combobox', { name: 'Search' }).fill(studio.username);
  await userPage.getByRole('article', { name: studio.username }).getByRole('button', { name: 'Book Now' }).click();
  const form = userPage.getByRole('dialog', { name: `Book ${studio.username}` });
  await form.getByLabel('Event date *').fill(eventDate);
  await form.getByLabel('Event location *').fill('Patan Durbar Square, Lalitpur');
  await form.getByLabel('Special requirements').fill('Drone shots of the procession, please.');
  await form.getByLabel('Contact phone *').fill('9811111111');
  await form.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(form.getByRole('status')).toContainText('booking request has been sent');
  await form.getByRole('button', { name: 'Close' }).last().click();
  await expect(form).toBeHidden();

  // The user's Bookings tab, from the account menu: the request waits.
  await openBookingsFromMenu(userPage, patron);
  await expect(userPage).toHaveURL('/dashboard/bookings');
  const mine = bookingWith(userPage, studio);
  await expect(mine).toContainText('Status: Pending');
  await expect(mine).toContainText('Patan Durbar Square, Lalitpur');
  await expect(mine).toContainText(' BS)');
  await expect(mine.getByRole('button', { name: 'Cancel booking' })).toBeVisible();

  // The request appears on the photographer's open tab, with the requester's contact and wishes; they accept it.
  const incoming = bookingFrom(photographerPage, patron);
  await expect(incoming).toContainText('Status: Pending');
  await expect(incoming).toContainText('9811111111');
  await expect(incoming).toContainText('Drone shots of the procession, please.');
  await expect(incoming.getByText('You already have an accepted booking on this date.')).toHaveCount(0);
  await incoming.getByRole('button', { name: 'Accept' }).click();
  await expect(
    photographerPage.getByRole('status').filter({ hasText: `Booking accepted. ${patron.username} has been notified.` }),
  ).toBeVisible();
  await expect(incoming).toContainText('Status: Accepted');
  await expect(incoming.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(
    photographerPage.getByRole('region', { name: 'Availability' }).getByText('No accepted bookings ahead.'),
  ).toHaveCount(0);

  // The user, still on their tab, sees the answer and the notification arrive.
  await expect(mine).toContainText('Status: Accepted');
  await expect(bell(userPage)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(userPage).click();
  await expect(userPage.getByRole('region', { name: 'Notifications' })).toContainText(
    `${studio.username} accepted your booking on ${eventDateWritten}`,
  );
  await bell(userPage).click();

  // Cancelling asks first; the photographer sees it live too.
  await mine.getByRole('button', { name: 'Cancel booking' }).click();
  await mine.getByRole('button', { name: 'Keep it' }).click();
  await expect(mine.getByRole('button', { name: 'Cancel booking' })).toBeFocused();
  await mine.getByRole('button', { name: 'Cancel booking' }).click();
  await mine.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(mine).toContainText('Status: Cancelled');
  await expect(mine.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(incoming).toContainText('Status: Cancelled');
  await userPage.context().close();
  await photographerPage.context().close();
});
