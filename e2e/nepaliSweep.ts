import { expect, type Page } from '@playwright/test';
import {
  addedErrorsNe,
  adminNe,
  auditNe,
  galleriesNe,
  paymentsNe,
  payoutsNe,
  reportsNe,
  trustNe,
  uiNe,
} from '@tasbir/shared';

// The Nepali sweep's rule and its check, shared by the Nepali specs.
/*
 * What counts as English left in the Nepali interface (the rule this file enforces):
 * - It reads the whole page as shown — `main`, open dialogs, the top bar, the footer — and the
 *   document's title: visible text (not what is typed into a field), and the placeholder, alt, title
 *   and aria-label of visible elements.
 * - Text the page marks as another language is not the interface: user-written content carries
 *   `lang=""` (language unknown), the language switch's “English” `lang="en"`. A label may quote user
 *   text shown on the page (“रिल: Mustang winds”), so that quote is left out. So is `<code>`:
 *   identifiers and recorded data, such as the audit log's action codes and fields.
 * - A word is a whitespace-separated token of Latin letters only (an apostrophe or hyphen inside), its
 *   surrounding punctuation stripped. Technical tokens are not words: those with digits, `_`, `@` or
 *   `.` inside (usernames like grahak_k2j3, email addresses, 98XXXXXXXX) and web addresses (https://…).
 * - Any such word of two letters or more is a leftover (“Book Now”, “Pending”, “Rs”, “BS”), except
 *   the names below, which Nepali writes in Latin letters too: units and file formats. (The brand
 *   is तस्बिर in Nepali.)
 */
const latinNames = ['KB', 'MB', 'GB', 'JPEG', 'PNG', 'WebP', 'PDF', 'MP4', 'WebM', 'MOV'];

// With the tables only the pages loaded on demand carry (admin, audit, payments, payouts, galleries, reports, trust).
export const ne = {
  ...uiNe,
  ...adminNe,
  ...auditNe,
  ...paymentsNe,
  ...payoutsNe,
  ...galleriesNe,
  ...addedErrorsNe,
  ...reportsNe,
  ...trustNe,
};

/** The English words (by the rule above) the page shows, each with its text. */
function englishShown(page: Page): Promise<string[]> {
  return page.evaluate((allowed) => {
    const isLeftOut = (element: Element) =>
      element.closest('code') !== null || element.closest('[lang]')?.getAttribute('lang') !== 'ne';
    const isShown = (element: Element) =>
      (element.closest('select') ?? element).checkVisibility({ visibilityProperty: true });
    const quotes = [...document.querySelectorAll('[lang=""]')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter((text) => text.length > 0);
    const englishWords = (text: string) =>
      text
        .split(/\s+/)
        .filter((token) => !token.includes('://'))
        .map((token) => token.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''))
        .filter((word) => /^[A-Za-z]+(?:['’-][A-Za-z]+)*$/.test(word) && word.length >= 2 && !allowed.includes(word));
    const found = new Set<string>();
    const check = (text: string, where: string) => {
      const words = englishWords(text);
      if (words.length > 0)
        found.add(`${words.join(' ')} ← ${where}: “${text.trim().replace(/\s+/g, ' ').slice(0, 120)}”`);
    };
    check(document.title, 'the document title');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element && element.tagName !== 'TEXTAREA' && !isLeftOut(element) && isShown(element))
        check(node.textContent ?? '', element.tagName.toLowerCase());
    }
    for (const element of document.body.querySelectorAll('[placeholder], [alt], [title], [aria-label]')) {
      if (isLeftOut(element) || !isShown(element)) continue;
      for (const name of ['placeholder', 'alt', 'title', 'aria-label']) {
        const value = element.getAttribute(name);
        if (value)
          check(
            quotes.reduce((text, quote) => text.split(quote).join(' '), value),
            `${element.tagName.toLowerCase()}[${name}]`,
          );
      }
    }
    return [...found];
  }, latinNames);
}

/** Softly, so one run lists every page's leftovers. */
const expectSoftly = expect.configure({ soft: true });

/**
 * Waits for the page to finish loading, then expects no English on it. Place names turn Nepali when
 * their table arrives (fetched on demand, after the lists), so the page gets a few seconds for it.
 */
export async function expectAllNepali(page: Page, where: string) {
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: new RegExp(`^(${ne.loading}|${ne.loadingReels})$`) }),
  ).toHaveCount(0);
  await expectSoftly.poll(() => englishShown(page), { message: `English left on ${where}`, timeout: 5000 }).toEqual([]);
}

export const tabIn = (page: Page, list: string, name: string | RegExp) =>
  page.getByRole('tablist', { name: list }).getByRole('tab', { name });
