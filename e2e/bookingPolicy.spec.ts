import { expect, test } from '@playwright/test';
import { account, signedInPage, register } from './fixtures.js';

const policyWords =
  'An advance of 20% of the agreed price, paid within 48 hours of acceptance. ' +
  'Cancel 30 or more days before the event for a full refund, 7 or more days before for 50% back; ' +
  'nearer than that, no refund.';

test('a photographer sets a 20% advance and two refund tiers; a client reads them on the portfolio and in the booking form', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const studio = account('policylens');
  const patron = account('policyfan');
  const setup = await browser.newContext({ baseURL: origin });
  const photographer = await register(setup.request, studio, 'photographer');
  const user = await register(setup.request, patron, 'user');
  await setup.close();

  // The Bookings tab starts from the default policy: no advance, 30 days → 100%, 7 days → 50%.
  const studioPage = await signedInPage(browser, origin, photographer.token, '/photographer-dashboard/bookings');
  const policy = studioPage.getByRole('region', { name: 'Booking policy' });
  await expect(policy.getByLabel('Advance (% of the agreed price)')).toHaveValue('0');
  await expect(policy.getByLabel('Tier 1: days before the event')).toHaveValue('30');
  await expect(policy.getByLabel('Tier 2: refund (%)')).toHaveValue('50');

  // They write the second tier again (remove, add), set the advance, and the preview follows as they type.
  await policy.getByRole('button', { name: 'Remove tier 2' }).click();
  await expect(policy.getByLabel('Tier 2: days before the event')).toHaveCount(0);
  await policy.getByRole('button', { name: 'Add a tier' }).click();
  await policy.getByLabel('Tier 2: days before the event').fill('7');
  await policy.getByLabel('Tier 2: refund (%)').fill('50');
  await policy.getByLabel('Advance (% of the agreed price)').fill('20');
  const preview = policy.getByRole('region', { name: 'What clients will read' });
  await expect(preview).toContainText(policyWords);

  // An advance over the limit is refused with the server's own sentence, before anything is sent.
  await policy.getByLabel('Advance (% of the agreed price)').fill('60');
  await policy.getByRole('button', { name: 'Save policy' }).click();
  await expect(policy.getByRole('alert')).toContainText('The advance must be a whole percent from 0 to 50');

  await policy.getByLabel('Advance (% of the agreed price)').fill('20');
  await policy.getByRole('button', { name: 'Save policy' }).click();
  await expect(policy.getByRole('status').filter({ hasText: 'Your booking policy is saved.' })).toBeVisible();

  // Saved on the server: a fresh load starts from it.
  await studioPage.reload();
  await expect(studioPage.getByLabel('Advance (% of the agreed price)')).toHaveValue('20');

  // The client reads the plain words on the portfolio and in the booking form, before sending anything.
  const userPage = await signedInPage(browser, origin, user.token, '/photographers');
  await userPage.getByRole('combobox', { name: 'Search' }).fill(studio.username);
  const card = userPage.getByRole('article', { name: studio.username });
  await card.getByRole('button', { name: 'View Portfolio' }).click();
  const portfolio = userPage.getByRole('dialog', { name: studio.username });
  await expect(portfolio.getByRole('region', { name: 'Advance and cancellation' })).toContainText(policyWords);
  await portfolio.getByRole('button', { name: 'Close' }).last().click();
  await expect(portfolio).toBeHidden();

  await card.getByRole('button', { name: 'Book Now' }).click();
  const form = userPage.getByRole('dialog', { name: `Book ${studio.username}` });
  await expect(form.getByRole('region', { name: 'Advance and cancellation' })).toContainText(policyWords);
});
