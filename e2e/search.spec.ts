import { expect, test, type Page } from '@playwright/test';
import { suggestEn, suggestNe, uiEn, uiNe } from '@tasbir/shared';
import { expectAccessible } from './a11y.js';
import { account, register, switchToNepali, type Account } from './fixtures.js';

// The directory's search box with suggestions (docs/decisions/022-search-suggest.md), and a search
// that forgives a typo (docs/decisions/018-search.md).
const lakeside = account('phewa', { city: 'Pokhara', district: 'Kaski' });
const capital = account('basantapur', { city: 'Kathmandu', district: 'Kathmandu' });
const peaks = account('dhaulagiri', { city: 'Kathmandu', district: 'Kathmandu' });

test.beforeAll(async ({ request }) => {
  for (const who of [lakeside, capital, peaks]) await register(request, who, 'photographer');
});

const card = (page: Page, who: Account) => page.getByRole('article', { name: who.username });

test('a Nepali-speaking visitor types पोख, picks Pokhara from the suggestions and sees Pokhara’s photographers', async ({
  page,
}) => {
  await switchToNepali(page);
  await page.goto('/photographers');
  await expect(card(page, capital)).toBeVisible();

  const box = page.getByRole('combobox', { name: uiNe.directorySearchLabel });
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.pressSequentially('पोख');
  const list = page.getByRole('listbox', { name: suggestNe.suggestListLabel });
  const pokhara = list.getByRole('option', { name: new RegExp(`^पोखरा Pokhara ${suggestNe.suggestTypePlace}$`) });
  await expect(pokhara).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /सुझाव/ })).toHaveText(/^[०-९]+ सुझाव/);
  await expectAccessible(page, uiNe, 'the directory search box with its suggestions open');

  // The keyboard: down to the first suggestion (Pokhara, the best match), Enter picks it.
  await box.press('ArrowDown');
  await expect(pokhara).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await pokhara.getAttribute('id')) ?? 'missing');
  await box.press('Enter');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel(uiNe.cityLabel, { exact: true })).toHaveValue('Pokhara');
  await expect(box).toHaveValue('');

  await expect(card(page, lakeside)).toBeVisible();
  await expect(card(page, capital)).toHaveCount(0);
  const cards = page.getByRole('main').getByRole('article');
  // A card's place line reads "विवाह · पोखरा" when it names a specialty too.
  for (const shown of await cards.all()) await expect(shown).toContainText('पोखरा');
});

test('Escape closes the suggestions and keeps the text; a click on a photographer opens their portfolio', async ({
  page,
}) => {
  await page.goto('/photographers');
  const box = page.getByRole('combobox', { name: uiEn.directorySearchLabel });
  await box.pressSequentially('basantapu');
  const list = page.getByRole('listbox', { name: suggestEn.suggestListLabel });
  const option = list.getByRole('option', { name: new RegExp(`^${capital.username}`) });
  await expect(option).toContainText(suggestEn.suggestTypePhotographer);
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue('basantapu');

  await box.press('ArrowDown');
  await option.click();
  await expect(page.getByRole('dialog', { name: capital.username })).toBeVisible();
  await expect(page).toHaveURL(/\/photographers\/[^/]+$/);
});

test('a name with one letter wrong still finds its photographer', async ({ page }) => {
  await page.goto('/photographers');
  const box = page.getByRole('combobox', { name: uiEn.directorySearchLabel });
  // dhaulagiri → dhaulagori: the search forgives it, where the suggestions (prefixes) have nothing to offer.
  const [, stampWord] = peaks.username.split('_');
  await box.fill(`dhaulagori_${stampWord}`);
  await box.press('Enter');
  await expect(card(page, peaks)).toBeVisible();
  await expect(card(page, capital)).toHaveCount(0);
  await expect(card(page, lakeside)).toHaveCount(0);
});
