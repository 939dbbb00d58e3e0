import { expect, test } from '@playwright/test';
import { account, postAs, register, signedInPage } from './fixtures.js';

test('a photographer replies to a review, edits the reply, and the client reads it under the review', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const studio = account('replylens');
  const client = account('replyfan');
  const setup = await browser.newContext({ baseURL: origin });
  const photographer = await register(setup.request, studio, 'photographer');
  const user = await register(setup.request, client, 'user');
  await postAs(setup.request, '/api/reviews', user.token, {
    photographer_id: photographer.id,
    rating: 4,
    comment: 'Beautiful photos, though they arrived a little late.',
  });
  await setup.close();

  // The photographer's Reviews tab: Reply, then Edit reply within the day.
  const studioPage = await signedInPage(browser, origin, photographer.token, '/photographer-dashboard/reviews');
  const reviews = studioPage.getByRole('region', { name: 'Reviews of you' });
  await expect(reviews).toContainText('Beautiful photos, though they arrived a little late.');
  await reviews.getByRole('button', { name: `Reply ${client.username}` }).click();
  await reviews.getByLabel('Your public reply').fill('Thank you! Sorry for the wait: the editing took longer.');
  await reviews.getByRole('button', { name: 'Post reply' }).click();
  await expect(
    studioPage.getByRole('status').filter({ hasText: 'Your reply is posted under the review' }),
  ).toBeVisible();
  await expect(reviews).toContainText(`Reply from ${studio.username}`);
  await reviews.getByRole('button', { name: `Edit reply ${client.username}` }).click();
  await expect(reviews.getByText(/^You can edit it until /)).toBeVisible();
  await reviews.getByLabel('Your public reply').fill('Thank you! Sorry for the wait.');
  await reviews.getByRole('button', { name: 'Save reply' }).click();
  await expect(reviews).toContainText('Thank you! Sorry for the wait.');
  await expect(reviews).toContainText('edited');

  // The client is told, and reads the reply under their review on the portfolio.
  const clientPage = await signedInPage(browser, origin, user.token, '/photographers');
  await clientPage
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await expect(clientPage.getByText(`${studio.username} replied to your review`)).toBeVisible();
  await clientPage.keyboard.press('Escape');
  await clientPage.getByRole('combobox', { name: 'Search' }).fill(studio.username);
  await clientPage
    .getByRole('article', { name: studio.username })
    .getByRole('button', { name: 'View Portfolio' })
    .click();
  const portfolio = clientPage.getByRole('dialog', { name: studio.username });
  await expect(portfolio.getByText(`Reply from ${studio.username}`)).toBeVisible();
  await expect(portfolio).toContainText('Thank you! Sorry for the wait.');
});
