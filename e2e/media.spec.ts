import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { account, dismissBetaNotice, mainNav, openAs, password, register, setPlan, stamp } from './fixtures.js';
import { noisePng, tempFile } from './mediaFiles.js';

const photographer = account('shoot');
const fan = account('likes');
const reelMaker = account('reeler');
const reelFan = account('watcher');
const photoTitle = `Phewa at dawn ${stamp}`;

// About 350 KB of noise, so a throttled upload takes a few seconds and its progress can be seen.
const pngPath = tempFile('phewa.png', noisePng(400, 300));
// One second of 320×568 H.264 with its index first (faststart), kept in the repository so no ffmpeg is needed.
const mp4 = readFileSync(new URL('./fixtures/reel.mp4', import.meta.url));

test('a silver photographer uploads a photo with a progress bar, and a user likes it', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill(photographer.username);
  await page.getByLabel('Email').fill(photographer.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('radio', { name: /^Photographer/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/');
  await dismissBetaNotice(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  // On the free plan the dialog says what the plan lacks, and where to get a better one.
  await mainNav(page).getByRole('link', { name: 'Photos' }).click();
  await expect(page).toHaveURL('/photos');
  await expect(page.getByRole('heading', { name: 'No Photos Yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a Photo' });
  await expect(dialog.getByRole('alert')).toHaveText('Photo upload requires a paid subscription...');
  await expect(dialog.getByRole('link', { name: 'See Plans' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await setPlan(page.request, token ?? '', 'silver');
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(dialog.getByText('Uploads left on your plan: 5')).toBeVisible();
  const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
  await upload.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in title and select an image');

  await dialog.getByLabel('Title').fill(photoTitle);
  await dialog.getByLabel('Description').fill('First light over the lake, from the Sarangkot road.');
  await dialog.getByLabel('Category').selectOption('landscape');
  await dialog.getByLabel('Location').fill('Pokhara');
  await dialog.getByLabel('Image').setInputFiles(pngPath);

  // Throttle uploads, and record every value the progress bar shows.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const bar = document.querySelector('progress[value]');
      if (bar instanceof HTMLProgressElement) seen.push(bar.value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  });
  await upload.click();
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Photo uploaded successfully!' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog).toBeHidden();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const seen = await page.evaluate(() =>
    'progressSeen' in window && Array.isArray(window.progressSeen) ? window.progressSeen.map(Number) : [],
  );
  expect(
    seen.some((value) => value > 0 && value < 100),
    `progress values seen: ${seen.join(', ')}`,
  ).toBe(true);

  // The new photo is in the gallery, loaded, with no likes and no views yet.
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: photoTitle }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('0 views')).toBeVisible();
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // The lightbox counts a view and closes on Escape.
  await card.getByRole('button', { name: `Open photo: ${photoTitle}` }).click();
  const lightbox = page.getByRole('dialog', { name: photoTitle });
  await expect(lightbox.getByText('1 view')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(card.getByText('1 view')).toBeVisible();

  // A visitor is asked to login to like.
  await openAs(page, null, '/photos');
  await card.getByRole('button', { name: 'Like, 0' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please login to like photos');

  // A user likes it: 0 → 1, and the button shows it as theirs.
  const { token: fanToken } = await register(page.request, fan, 'user');
  await openAs(page, fanToken, '/photos');
  await card.getByRole('button', { name: 'Like, 0' }).click();
  const liked = card.getByRole('button', { name: 'Like, 1' });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(liked).toHaveAttribute('aria-pressed', 'true');

  // Home features it too.
  await page.goto('/');
  await dismissBetaNotice(page);
  const featured = page.getByRole('region', { name: 'Featured Photos' });
  await expect(featured.getByRole('heading', { name: photoTitle })).toBeVisible();
});

type CreatedReel = { id: string; title: string; token: string };
const createdReels: CreatedReel[] = [];

async function createReel(
  request: APIRequestContext,
  token: string,
  title: string,
  video: Buffer,
): Promise<CreatedReel> {
  const response = await request.post('/api/reels', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'Wind over the high desert.',
      video_data: `data:video/mp4;base64,${video.toString('base64')}`,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const reel = { id: ((await response.json()) as { id: string }).id, title, token };
  createdReels.push(reel);
  return reel;
}

// Other files expect an empty reels feed on the shared server: the reels made here go again.
test.afterAll(async ({ request }) => {
  for (const reel of createdReels) {
    const response = await request.delete(`/api/reels/${reel.id}`, {
      headers: { Authorization: `Bearer ${reel.token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
});

test('reels: visitors are asked to login, a user likes, comments and shares, and a shared link opens its reel', async ({
  page,
  context,
  baseURL,
}) => {
  const { token: makerToken } = await register(page.request, reelMaker, 'photographer');
  await setPlan(page.request, makerToken, 'silver');
  const older = await createReel(page.request, makerToken, `Mustang winds ${stamp}`, mp4);
  const newer = await createReel(page.request, makerToken, `Thamel nights ${stamp}`, mp4);
  const reelOf = (reel: CreatedReel) => page.getByRole('region', { name: `Reel: ${reel.title}` });

  // A visitor sees the feed, newest first, and is asked to login to like, gift or comment.
  await page.goto('/reels');
  await expect(reelOf(newer)).toBeInViewport();
  await expect(reelOf(older)).not.toBeInViewport();

  // The app's top bar is still rendered under the player, inert: the keyboard never reaches its links.
  const topBar = page.locator('header.topbar');
  await expect(topBar.locator('a').first()).toBeAttached();
  expect(await topBar.evaluate((bar) => bar.closest('[inert]') !== null)).toBe(true);
  const focusInApp = () =>
    page.evaluate(() => document.getElementById('root')?.contains(document.activeElement) ?? false);
  for (let press = 0; press < 3; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInApp()).toBe(false);
  }

  await reelOf(newer).getByRole('button', { name: 'Like, 0' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please login to like reels');
  await reelOf(newer).getByRole('button', { name: 'Send a gift' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please login to send gifts');
  await reelOf(newer).getByRole('button', { name: 'Comments, 0' }).click();
  const sheet = page.getByRole('dialog', { name: 'Comments' });
  await expect(sheet.getByText('Please login to comment')).toBeVisible();
  await sheet.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
  await expect(sheet).toBeHidden();

  // A user: the reel in view plays (muted, no autoplay attribute), like, comment, gift, share.
  const { token: fanToken } = await register(page.request, reelFan, 'user');
  await openAs(page, fanToken, '/reels');
  const player = reelOf(newer).locator('video');
  await expect(player).not.toHaveAttribute('autoplay');
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => !element.paused && element.muted)).toBe(true);

  await reelOf(newer).getByRole('button', { name: 'Like, 0' }).click();
  await expect(reelOf(newer).getByRole('button', { name: 'Like, 1' })).toHaveAttribute('aria-pressed', 'true');

  await reelOf(newer).getByRole('button', { name: 'Comments, 0' }).click();
  await expect(sheet.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  const draft = sheet.getByPlaceholder('Add a comment...');
  const post = sheet.getByRole('button', { name: 'Post' });
  await expect(post).toBeDisabled();
  await draft.fill('   ');
  await expect(post).toBeDisabled();
  await draft.fill('The colours at night are unreal!');
  await draft.press('Enter');
  const comment = sheet.getByRole('listitem').filter({ hasText: 'The colours at night are unreal!' });
  await expect(comment).toContainText(reelFan.username);
  await expect(draft).toHaveValue('');
  await expect(post).toBeDisabled();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
  await expect(reelOf(newer).getByRole('button', { name: 'Comments, 1' })).toBeVisible();

  // A new account has no credits: the gift dialog opens for the reel's photographer but cannot send.
  await reelOf(newer).getByRole('button', { name: 'Send a gift' }).click();
  const gift = page.getByRole('dialog', { name: `Send a gift to @${reelMaker.username}` });
  await gift.getByText('Marigold Garland').click();
  await expect(gift.getByRole('alert')).toHaveText(
    'Insufficient credits! You need 10 credits but only have 0 credits.',
  );
  await expect(gift.getByRole('button', { name: 'Send Gift' })).toBeDisabled();
  await gift.getByRole('button', { name: 'Cancel' }).click();
  await expect(gift).toBeHidden();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await reelOf(newer).getByRole('button', { name: 'Share, 0' }).click();
  await expect(page.getByRole('alert')).toHaveText('Reel link copied to clipboard!');
  await expect(reelOf(newer).getByRole('button', { name: 'Share, 1' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(
    `Check out this amazing reel by @${reelMaker.username}: ${newer.title} ${baseURL}/reels/${newer.id}`,
  );

  // The back button returns home.
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');

  // A shared link opens the feed at its reel (the second one here).
  await page.goto(`/reels/${older.id}`);
  await expect(reelOf(older)).toBeInViewport();
  await expect(reelOf(newer)).not.toBeInViewport();
});
