import { expect, test, type Page } from '@playwright/test';
import { account, openAs, register, setPlan, stamp, topBar } from './fixtures.js';
import { noisePng, tempFile } from './mediaFiles.js';

const studio = account('studio', { city: 'Pokhara', district: 'Kaski' });
const renamer = account('renamer');
const taken = account('taken');
const photoTitle = `Indra Jatra chariot ${stamp}`;
const pngPath = tempFile('chariot.png', noisePng(160, 120));

let studioToken = '';

test.beforeAll(async ({ request }) => {
  studioToken = (await register(request, studio, 'photographer', { contact_number: '9800000001' })).token;
});

const studioTab = (page: Page, name: 'Portfolio' | 'Profile') =>
  page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });

/** Opens the studio dashboard signed in with a token, on its Portfolio tab. */
async function openStudio(page: Page, token: string) {
  await page.goto('/about');
  await openAs(page, token, '/photographer-dashboard');
  await expect(page.getByRole('heading', { name: 'Studio Dashboard' })).toBeVisible();
  await studioTab(page, 'Portfolio').click();
}

/** Counts the tRPC calls of one procedure the page sends from now on. */
function countCalls(page: Page, procedure: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes(procedure)) calls.push(request.url());
  });
  return calls;
}

test('a photographer saves a pricing range and a specialization, and the directory portfolio shows them', async ({
  page,
}) => {
  await openStudio(page, studioToken);
  await expect(studioTab(page, 'Portfolio')).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Portfolio' });
  const saves = countCalls(page, 'portfolio.save');

  await panel.getByRole('group', { name: 'Specializations' }).getByLabel('Wedding').check();
  await panel.getByLabel('Experience').selectOption('3-5');
  await panel.getByLabel('Pricing Range').selectOption('30000-50000');
  await panel.getByLabel('Portfolio description').fill('Temple festivals and weddings around Phewa Lake.');
  await panel.getByRole('group', { name: 'Services' }).getByLabel('Drone Photography').check();

  // Too much equipment is stopped in the browser: a quick message, and nothing is sent.
  const equipment = panel.getByLabel('Equipment');
  await equipment.fill(Array.from({ length: 21 }, (_, index) => `Lens ${index + 1}`).join(', '));
  await panel.getByRole('button', { name: 'Save Portfolio' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Please list at most 20 pieces of equipment, each up to 80 characters',
  );
  expect(saves).toHaveLength(0);

  await equipment.fill('Sony A7 IV, Godox AD200');
  await panel.getByRole('button', { name: 'Save Portfolio' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Portfolio saved successfully!' })).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(saves).toHaveLength(1);

  await page.reload();
  await studioTab(page, 'Portfolio').click();
  await expect(panel.getByLabel('Pricing Range')).toHaveValue('30000-50000');
  await expect(panel.getByRole('group', { name: 'Specializations' }).getByLabel('Wedding')).toBeChecked();
  await expect(panel.getByLabel('Equipment')).toHaveValue('Sony A7 IV, Godox AD200');

  await page.goto('/photographers');
  await page.getByLabel('Search').fill(studio.username);
  const card = page.getByRole('article', { name: studio.username });
  await expect(card).toContainText('From Rs 30,000');
  await expect(card).toContainText('3-5 years');
  await card.getByRole('button', { name: 'View Portfolio' }).click();
  const portfolio = page.getByRole('dialog', { name: studio.username });
  await expect(portfolio).toContainText('Rs 30,000 – Rs 50,000');
  await expect(portfolio).toContainText('Temple festivals and weddings around Phewa Lake.');
  await expect(portfolio.getByRole('listitem').filter({ hasText: /^Wedding$/ })).toBeVisible();
  await expect(portfolio).toContainText('Drone Photography');
  await expect(portfolio).toContainText('Godox AD200');
});

test('uploads a photo from the portfolio tab as an event, and sees it among their own photos', async ({ page }) => {
  await openStudio(page, studioToken);
  const panel = page.getByRole('tabpanel', { name: 'Portfolio' });
  await expect(panel.getByText('You have not uploaded any photos yet.')).toBeVisible();
  await expect(panel.getByText('You have not uploaded any reels yet.')).toBeVisible();

  await setPlan(page.request, studioToken, 'silver');
  await panel.getByRole('button', { name: 'Upload Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a Photo' });
  await expect(dialog.getByText('Uploads left on your plan: 5')).toBeVisible();
  await dialog.getByLabel('Title').fill(photoTitle);
  await dialog.getByLabel('Category').selectOption('events');
  await dialog.getByLabel('Image').setInputFiles(pngPath);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  await expect(panel.getByRole('status').filter({ hasText: 'Photo uploaded successfully!' })).toBeVisible();
  const photos = panel.getByRole('region', { name: 'Your Photos' });
  const item = photos.getByRole('listitem').filter({ has: page.getByRole('heading', { name: photoTitle }) });
  await expect(item).toContainText('0 likes · 0 views');
  await expect(panel.getByText('You have not uploaded any photos yet.')).toHaveCount(0);
});

test('saves a new city and bio on the profile and keeps them after a reload', async ({ page }) => {
  await openStudio(page, studioToken);
  await studioTab(page, 'Profile').click();
  const panel = page.getByRole('tabpanel', { name: 'Profile' });
  await expect(panel.getByLabel('City')).toHaveValue('Pokhara');
  await expect(panel.getByLabel('Contact number (optional)')).toHaveValue('9800000001');

  await panel.getByLabel('Bio').fill('Weddings and festivals across Gandaki, on foot and by drone.');
  await panel.getByLabel('City').fill('Lekhnath');
  await panel.getByRole('button', { name: 'Save Profile' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();

  await page.reload();
  await studioTab(page, 'Profile').click();
  await expect(panel.getByLabel('City')).toHaveValue('Lekhnath');
  await expect(panel.getByLabel('Bio')).toHaveValue('Weddings and festivals across Gandaki, on foot and by drone.');
  await expect(panel.getByLabel('District')).toHaveValue('Kaski');
});

test('a new username shows in the top bar at once, and a taken one is refused', async ({ page }) => {
  const { token } = await register(page.request, renamer, 'photographer');
  await register(page.request, taken, 'user');
  await openStudio(page, token);
  await studioTab(page, 'Portfolio').focus();
  await page.keyboard.press('ArrowRight');
  await expect(studioTab(page, 'Profile')).toBeFocused();
  await expect(studioTab(page, 'Profile')).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Profile' });
  const username = panel.getByLabel('Username');
  const updates = countCalls(page, 'auth.updateProfile');

  // A malformed name is stopped in the browser, and the field gets the focus.
  await username.fill('two words');
  await panel.getByRole('button', { name: 'Save Profile' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Username must be 3 to 30 letters, digits, dots, dashes or underscores',
  );
  await expect(username).toBeFocused();
  expect(updates).toHaveLength(0);

  await username.fill(taken.username);
  await panel.getByRole('button', { name: 'Save Profile' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Username already taken');

  const newName = `renamed_${stamp}`;
  await username.fill(newName);
  await panel.getByRole('button', { name: 'Save Profile' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(topBar(page).getByRole('button', { name: newName })).toBeVisible();
  await expect(page.getByText(`Welcome, ${newName}!`)).toBeVisible();
  expect(updates).toHaveLength(2);
});

test('uploads a profile picture, which shows as a square on the profile after a reload, and removes it', async ({
  page,
}) => {
  await openStudio(page, studioToken);
  await studioTab(page, 'Profile').click();
  const panel = page.getByRole('tabpanel', { name: 'Profile' });
  await panel.getByLabel('Profile picture').setInputFiles(pngPath);
  await expect(panel.getByText('Profile picture updated.')).toBeVisible();

  await page.reload();
  await studioTab(page, 'Profile').click();
  const picture = panel.locator('img.profile-avatar');
  await expect(picture).toHaveAttribute('src', /^\/api\/media\/.+\.webp$/);
  // The server cut the 160 × 120 picture to its square.
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
    .toEqual([256, 256]);

  await panel.getByRole('button', { name: 'Remove picture' }).click();
  await expect(panel.getByText('Profile picture removed.')).toBeVisible();
  await expect(picture).toHaveCount(0);
});
