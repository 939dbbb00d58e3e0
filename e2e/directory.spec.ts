import { expect, test, type Page } from '@playwright/test';
import {
  account,
  dismissBetaNotice,
  mainNav,
  password,
  postAs,
  register,
  signIn,
  topBar,
  type Account,
} from './fixtures.js';

// Not "wed": the search reads a word as the start of longer ones (docs/decisions/018-search.md), and "wed" begins
// the Kathmandu studio's "wedding", which shares this run's stamp.
const lakeside = account('lakeside', { city: 'Pokhara', district: 'Kaski' });
const portraits = account('por', { city: 'Pokhara', district: 'Kaski' });
const capital = account('ktm', { city: 'Kathmandu', district: 'Kathmandu' });
const critic = account('critic');
const fan = account('fan');
const fanReview = 'Captured every ritual of our wedding by Phewa Lake with patience and real care for the light.';

// Photographers give a contact number, as the registration form offers.
const studioContact = { contact_number: '9800000000' };

const card = (page: Page, who: Account) => page.getByRole('article', { name: who.username });

test.beforeAll(async ({ request }) => {
  const wedding = await register(request, lakeside, 'photographer', studioContact);
  await postAs(request, '/api/portfolio', wedding.token, {
    specializations: ['Wedding Photography', 'Portrait'],
    experience_years: '3-5',
    pricing_range: '30000-50000',
    portfolio_description: 'Mountain weddings by the lake, from mehendi to the last dance.',
    services: ['Photo Shoots', 'Drone Photography'],
    equipment: 'Canon EOS R5, DJI Mini 4 Pro',
  });
  const portrait = await register(request, portraits, 'photographer', studioContact);
  await postAs(request, '/api/portfolio', portrait.token, {
    specializations: ['Portrait'],
    pricing_range: '5000-15000',
  });
  const kathmandu = await register(request, capital, 'photographer', studioContact);
  await postAs(request, '/api/portfolio', kathmandu.token, { specializations: ['Wedding'] });

  const reviewer = await register(request, critic, 'user');
  await postAs(request, '/api/reviews', reviewer.token, {
    photographer_id: wedding.id,
    rating: 5,
    comment: 'Wonderful eye for detail.',
  });
  await register(request, fan, 'user');
});

test('the directory filters by city and specialty and opens a portfolio', async ({ page }) => {
  await page.goto('/photographers');
  await expect(card(page, capital)).toBeVisible();
  await expect(card(page, capital).getByText('Kathmandu', { exact: true })).toBeVisible();

  await page.getByLabel('City', { exact: true }).selectOption('Pokhara');
  await expect(card(page, lakeside)).toBeVisible();
  await expect(card(page, portraits)).toBeVisible();
  await expect(card(page, capital)).toHaveCount(0);

  await page.getByLabel('Specialty').selectOption('wedding');
  await expect(card(page, portraits)).toHaveCount(0);
  const wedding = card(page, lakeside);
  await expect(wedding).toBeVisible();
  await expect(wedding).toContainText('5.0 · 1 review');
  await expect(wedding).toContainText('From Rs 30,000');
  await expect(wedding).toContainText('3-5 years');
  await expect(wedding).toContainText('Wonderful eye for detail.');
  await expect(wedding.getByRole('button', { name: 'Book Now' })).toHaveCount(0);

  // The portfolio: header, details, reviews; Escape closes it and focus returns to its button.
  const viewPortfolio = wedding.getByRole('button', { name: 'View Portfolio' });
  await viewPortfolio.click();
  const portfolio = page.getByRole('dialog', { name: lakeside.username });
  await expect(portfolio).toBeVisible();
  await expect(portfolio).toContainText('Pokhara, Kaski');
  await expect(portfolio).toContainText('5.0/5');
  await expect(portfolio).toContainText('Free plan');
  await expect(portfolio).toContainText('Mountain weddings by the lake');
  await expect(portfolio).toContainText('Rs 30,000 – Rs 50,000');
  await expect(portfolio).toContainText('Drone Photography');
  await expect(portfolio).toContainText('Canon EOS R5');
  await expect(portfolio.getByRole('listitem').filter({ hasText: critic.username })).toContainText(
    'Wonderful eye for detail.',
  );
  await expect(portfolio.getByRole('button', { name: 'Write Review' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(portfolio).toBeHidden();
  await expect(viewPortfolio).toBeFocused();

  // Chat asks a visitor to log in first.
  await wedding.getByRole('button', { name: 'Chat' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Please login to start chatting')).toBeVisible();
});

test('a user books, reviews, and sees the new average on the portfolio and the card', async ({ page }) => {
  await page.goto('/login');
  await topBar(page).getByRole('link', { name: 'Login' }).click();
  await signIn(page, fan.email, password);
  await expect(page).toHaveURL('/');
  await dismissBetaNotice(page);
  const featured = page.getByRole('region', { name: 'Featured Photographers' });
  await expect(card(page, lakeside)).toBeVisible();
  await expect(featured.getByRole('article', { name: lakeside.username })).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Photographers' }).click();
  await page.getByLabel('Search').fill(lakeside.username);
  await expect(card(page, capital)).toHaveCount(0);
  const wedding = card(page, lakeside);

  // Book Now: the spec's defaults and required fields, a Nepali phone, then a request really sent.
  await wedding.getByRole('button', { name: 'Book Now' }).click();
  const booking = page.getByRole('dialog', { name: `Book ${lakeside.username}` });
  await expect(booking.getByLabel('Event type')).toHaveValue('wedding');
  await expect(booking.getByLabel('Duration')).toHaveValue('4 hours');
  await expect(booking.getByLabel('Budget range')).toHaveValue('Rs 50,000 - Rs 1,00,000');
  await booking.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(booking.getByRole('alert')).toHaveText('Please fill in all required fields');
  await booking.getByLabel('Event date *').fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
  await booking.getByLabel('Event location *').fill('Lakeside, Pokhara');
  await booking.getByLabel('Contact phone *').fill('12345');
  await booking.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(booking.getByRole('alert')).toHaveText(/^Please enter a valid Nepali phone number/);
  await booking.getByLabel('Contact phone *').fill('9811111111');
  await booking.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(
    booking.getByText(`Your booking request has been sent to ${lakeside.username}.`, { exact: false }),
  ).toBeVisible();
  await booking.getByRole('button', { name: 'Close' }).last().click();
  await expect(booking).toBeHidden();

  await wedding.getByRole('button', { name: 'View Portfolio' }).click();
  const portfolio = page.getByRole('dialog', { name: lakeside.username });
  await portfolio.getByRole('button', { name: 'Send Gift' }).click();
  const gift = page.getByRole('dialog', { name: `Send a gift to @${lakeside.username}` });
  await expect(gift.getByRole('radio')).toHaveCount(8);
  await gift.getByRole('button', { name: 'Cancel' }).click();
  await expect(gift).toBeHidden();

  await portfolio.getByRole('button', { name: 'Write Review' }).click();
  const form = page.getByRole('dialog', { name: `Review ${lakeside.username}` });
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Your review (optional)').fill(fanReview);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form).toBeHidden();
  await expect(portfolio.getByText('Thank you! Your review has been saved.')).toBeVisible();
  await expect(portfolio).toContainText('4.5/5');
  await expect(portfolio.getByRole('listitem').filter({ hasText: fan.username })).toContainText(fanReview);
  await portfolio.getByRole('button', { name: 'Close' }).last().click();
  await expect(portfolio).toBeHidden();

  await expect(wedding).toContainText('4.5 · 2 reviews');
  await expect(wedding.getByText('Top Rated', { exact: true })).toBeVisible();
  await expect(wedding).toContainText(fanReview.slice(0, 80).trimEnd());
  await expect(wedding).not.toContainText(fanReview);
});

test('the leaderboard shows its period tabs, its empty state and how to join', async ({ page }) => {
  // Other files send gifts on the same server; the empty state is shown for boards answered empty.
  await page.route('**/trpc/**', async (route) => {
    const url = new URL(route.request().url());
    const paths = decodeURIComponent(url.pathname.slice(url.pathname.indexOf('/trpc/') + '/trpc/'.length)).split(',');
    if (!paths.every((path) => path === 'leaderboard.list')) return route.continue();
    const empty = { result: { data: [] } };
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(url.searchParams.get('batch') === '1' ? paths.map(() => empty) : empty),
    });
  });
  await page.goto('/leaderboard');
  const tabs = page.getByRole('tablist', { name: 'Leaderboard period' });
  await expect(tabs.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'No rankings yet' })).toBeVisible();
  await expect(page.getByText(/^How to join:/)).toBeVisible();

  await tabs.getByRole('tab', { name: 'Weekly' }).click();
  await expect(tabs.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel', { name: 'Weekly' }).getByRole('heading', { name: 'No rankings yet' }),
  ).toBeVisible();
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Yearly' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Yearly' })).toHaveAttribute('aria-selected', 'true');
});
