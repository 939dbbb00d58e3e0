import { expect, test } from '@playwright/test';
import { account, postAs, register, signedInPage } from './fixtures.js';

test('a photographer blocks a user from the chat; the user cannot open a new chat nor write in the old one; unblocking restores it', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const studio = account('blocklens');
  const client = account('blockfan');
  const setup = await browser.newContext({ baseURL: origin });
  const photographer = await register(setup.request, studio, 'photographer');
  const user = await register(setup.request, client, 'user');
  await postAs(setup.request, '/api/chat/send', user.token, {
    recipient_id: photographer.id,
    message: 'Namaste! Are you free in Mangsir?',
    message_type: 'text',
  });
  await setup.close();

  // The photographer blocks the user from the chat's header, asked first.
  const studioPage = await signedInPage(browser, origin, photographer.token, `/messages/${user.id}`);
  await expect(studioPage.getByRole('heading', { name: client.username, exact: true })).toBeVisible();
  await studioPage.getByRole('button', { name: 'Block', exact: true }).click();
  await studioPage.getByRole('button', { name: 'Yes, block' }).click();
  await expect(studioPage.getByText(`You blocked ${client.username}. Unblock them to write again.`)).toBeVisible();
  await expect(studioPage.getByRole('textbox', { name: `Message to ${client.username}` })).toHaveCount(0);

  // The user's old conversation is readable, with no way to write.
  const clientPage = await signedInPage(browser, origin, user.token, `/messages/${photographer.id}`);
  await expect(clientPage.getByRole('region', { name: `Chat with ${studio.username}` })).toContainText(
    'Namaste! Are you free in Mangsir?',
  );
  await expect(
    clientPage.getByText(`${studio.username} has blocked you: you cannot write in this conversation.`),
  ).toBeVisible();
  await expect(clientPage.getByRole('textbox', { name: `Message to ${studio.username}` })).toHaveCount(0);

  // A second account the photographer blocked before any chat cannot open one from the directory.
  const setup2 = await browser.newContext({ baseURL: origin });
  const other = account('blockedfan');
  const stranger = await register(setup2.request, other, 'user');
  await postAs(setup2.request, `/api/users/${stranger.id}/block`, photographer.token, {});
  await setup2.close();
  const strangerPage = await signedInPage(browser, origin, stranger.token, '/photographers');
  await strangerPage.getByRole('combobox', { name: 'Search' }).fill(studio.username);
  await strangerPage.getByRole('article', { name: studio.username }).getByRole('button', { name: 'Chat' }).click();
  await expect(strangerPage.getByRole('alert')).toHaveText(
    'This account has blocked you: you cannot message, book or send gifts to them',
  );
  await expect(strangerPage.getByRole('textbox', { name: `Message to ${studio.username}` })).toHaveCount(0);

  // The photographer's blocked accounts, in the profile tab; unblocking the first restores the chat.
  await studioPage.goto('/photographer-dashboard/profile');
  const blocked = studioPage.getByRole('region', { name: 'Blocked accounts' });
  await expect(blocked.getByRole('listitem')).toHaveCount(2);
  await blocked.getByRole('button', { name: `Unblock ${client.username}` }).click();
  await expect(blocked.getByRole('listitem')).toHaveCount(1);
  await clientPage.reload();
  await clientPage.getByRole('textbox', { name: `Message to ${studio.username}` }).fill('Thank you!');
  await clientPage.getByRole('button', { name: 'Send' }).click();
  await expect(clientPage.getByRole('region', { name: `Chat with ${studio.username}` })).toContainText('Thank you!');
});
