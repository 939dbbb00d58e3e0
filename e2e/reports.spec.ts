import { expect, test } from '@playwright/test';
import { account, adminTokenOf, openAs, postAs, register, setPlan, stamp } from './fixtures.js';
import { noisePng } from './mediaFiles.js';

const maker = account('copycat');
const reporter = account('rightful');
const photoTitle = `Borrowed sunrise ${stamp}`;

test('a user reports a photo, and the admin removes it from the Reports tab', async ({ page }) => {
  const { token: makerToken } = await register(page.request, maker, 'photographer');
  await setPlan(page.request, makerToken, 'silver');
  await postAs(page.request, '/api/photos', makerToken, {
    title: photoTitle,
    image_data: `data:image/png;base64,${noisePng(48, 32).toString('base64')}`,
  });
  const { token: reporterToken } = await register(page.request, reporter, 'user');

  // The user opens the photo and reports it: a reason, a note, then the confirmation.
  await page.goto('/');
  await openAs(page, reporterToken, '/photos');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: photoTitle }) });
  await card.getByRole('button', { name: `Open photo: ${photoTitle}` }).click();
  const lightbox = page.getByRole('dialog', { name: photoTitle });
  await lightbox.getByRole('button', { name: 'Report this photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this photo' });
  await expect(dialog.getByRole('group', { name: 'Why are you reporting it?' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Stolen work: it is not theirs' }).check();
  await dialog.getByLabel('Anything an admin should know (optional)').fill('I took this at Sarangkot in 2023.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Thank you. An admin will look at your report, and you will hear what they decided.',
  );
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // The admin finds it in the Reports tab, with the photo's title and whose it is, and removes it.
  await openAs(page, await adminTokenOf(page.request), '/admin-dashboard/reports');
  await expect(page.getByRole('tab', { name: /^Reports \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  const item = page.getByRole('listitem').filter({ hasText: photoTitle });
  await expect(item).toContainText('Reason: Stolen work: it is not theirs');
  await expect(item).toContainText(`Owner: @${maker.username}`);
  await expect(item).toContainText('I took this at Sarangkot in 2023.');
  await item.getByRole('button', { name: 'Remove content' }).click();
  await expect(item.getByRole('alert')).toHaveText('Please write a note about your decision');
  await item.getByLabel('Note about your decision').fill('The reporter showed the original file.');
  await item.getByRole('button', { name: 'Remove content' }).click();
  await expect(page.getByText('Report resolved: 1 reports on this closed.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: photoTitle })).toHaveCount(0);

  // It is gone from the gallery, and the reporter hears the outcome.
  await openAs(page, null, '/photos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: photoTitle })).toHaveCount(0);
  await openAs(page, reporterToken, '/photos');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await expect(page.getByText('An admin removed what you reported. Thank you for telling us.')).toBeVisible();
});
