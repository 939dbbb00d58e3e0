import { expect, test } from '@playwright/test';
import { repliesBlocksNe } from '@tasbir/shared';
import { account, openAs, postAs, register, switchToNepali } from './fixtures.js';
import { expectAllNepali, ne, tabIn } from './nepaliSweep.js';

test('in Nepali, replies to reviews and blocks show no English', async ({ page }) => {
  const rb = repliesBlocksNe;
  // Accounts of its own: a block between the file's shared accounts would refuse the other tests' bookings.
  const lens = account('jawaf');
  const fan = account('pathak');
  const stranger = account('ajnabi');
  const made = await register(page.request, lens, 'photographer');
  const reader = await register(page.request, fan, 'user');
  const other = await register(page.request, stranger, 'user');
  await postAs(page.request, '/api/reviews', reader.token, {
    photographer_id: made.id,
    rating: 4,
    comment: 'Lovely photos, a little late.',
  });
  await postAs(page.request, '/api/chat/send', reader.token, {
    recipient_id: made.id,
    message: 'Namaste! Are you free in Mangsir?',
    message_type: 'text',
  });
  await switchToNepali(page);

  await openAs(page, made.token, '/photographer-dashboard/reviews');
  await expect(tabIn(page, ne.dashboardTabsLabel, rb.dashboardTabReviews)).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: `${rb.reviewReplyAction} ${fan.username}` }).click();
  await expectAllNepali(page, 'the reply form');
  await page.getByLabel(rb.reviewReplyLabel).fill('Thank you, see you again!');
  await page.getByRole('button', { name: rb.reviewReplyPost }).click();
  await expect(page.getByRole('status').filter({ hasText: rb.reviewReplyPosted })).toBeVisible();
  await expectAllNepali(page, 'the Reviews tab with a reply');

  await openAs(page, reader.token, '/photographers');
  await page.getByRole('combobox', { name: ne.directorySearchLabel }).fill(lens.username);
  await page.getByRole('article', { name: lens.username }).getByRole('button', { name: ne.viewPortfolio }).click();
  const portfolio = page.getByRole('dialog', { name: lens.username });
  await expect(portfolio.getByText(rb.reviewReplyFrom.replace('{name}', lens.username))).toBeVisible();
  await portfolio.getByRole('button', { name: rb.blockAction, exact: true }).click();
  await expect(portfolio.getByRole('button', { name: rb.blockConfirmYes })).toBeVisible();
  await expectAllNepali(page, 'the portfolio with a reply and the block question');
  await portfolio.getByRole('button', { name: rb.blockConfirmNo }).click();
  await page.keyboard.press('Escape');
  await expect(portfolio).toBeHidden();
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${ne.notificationsLabel}`) })
    .click();
  await expect(page.getByText(rb.notificationReviewReply.replace('{name}', lens.username))).toBeVisible();
  await expectAllNepali(page, 'the reply notification');

  // The photographer blocks both: the old chat shows its notice to each side, and a new one is refused.
  await postAs(page.request, `/api/users/${reader.id}/block`, made.token, {});
  await postAs(page.request, `/api/users/${other.id}/block`, made.token, {});
  await openAs(page, reader.token, `/messages/${made.id}`);
  await expect(page.getByText(rb.chatBlockedByThem.replace('{name}', lens.username))).toBeVisible();
  await expectAllNepali(page, 'a chat with one who blocked you');
  await openAs(page, made.token, `/messages/${reader.id}`);
  await expect(page.getByText(rb.chatBlockedByMe.replace('{name}', fan.username))).toBeVisible();
  await expectAllNepali(page, 'a chat with one you blocked');
  await openAs(page, other.token, `/messages/${made.id}`);
  await expect(page.getByRole('alert')).toHaveText(ne.blocked);
  await expectAllNepali(page, 'a new chat refused by a block');
  await openAs(page, made.token, '/photographer-dashboard/profile');
  await expect(page.getByRole('region', { name: rb.blockedListHeading }).getByRole('listitem')).toHaveCount(2);
  await expectAllNepali(page, 'the blocked accounts');
});
