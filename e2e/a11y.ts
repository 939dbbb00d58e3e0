import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  adminEn,
  adminNe,
  auditEn,
  auditNe,
  paymentsEn,
  paymentsNe,
  payoutsEn,
  payoutsNe,
  uiEn,
  uiNe,
  type LazyTexts,
  type UiMessages,
} from '@tasbir/shared';
import { openAs } from './fixtures.js';

// Steps of the accessibility and security-header walks: an axe scan, a watch for CSP reports, focus checks.

export type Language = 'en' | 'ne';
/** Every text of a language, with the tables only the pages loaded on demand carry (admin, audit, payments, payouts). */
export const textsOf = (language: Language): UiMessages & LazyTexts =>
  language === 'en'
    ? { ...uiEn, ...adminEn, ...auditEn, ...paymentsEn, ...payoutsEn }
    : { ...uiNe, ...adminNe, ...auditNe, ...paymentsNe, ...payoutsNe };

/** How many pages and dialogs the axe scans of this worker looked at, and where they found what, at every impact. */
export const axeTally = { scans: 0, violations: new Map<string, string[]>() };

/** Waits until nothing on the page says it is loading. */
export async function settled(page: Page, t: UiMessages) {
  await expect(
    page.getByRole('status').filter({ hasText: new RegExp(`^(${t.loading}|${t.loadingReels})$`) }),
  ).toHaveCount(0);
}

/**
 * Runs axe-core (every rule it has, WCAG 2.2 A/AA and best practices) on the page as shown, dialogs
 * open included, and expects no violation of impact serious or critical; softly, so one run lists
 * every page's findings, each with the elements it names.
 */
export async function expectAccessible(page: Page, t: UiMessages, where: string) {
  await settled(page, t);
  // Legacy mode runs axe in the page itself (no frames here), without a blank page per scan; only violations are gathered.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  axeTally.scans += 1;
  for (const violation of violations) {
    const rule = `${violation.id} (${violation.impact ?? 'no impact'})`;
    axeTally.violations.set(rule, [
      ...(axeTally.violations.get(rule) ?? []),
      `${where}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    ]);
  }
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`).join(' | ')}`,
    );
  expect.soft(serious, `axe: serious or critical violations on ${where}`).toEqual([]);
}

/** Opens `path` as the account of `token` (or a visitor) in `language`. */
export async function visit(page: Page, language: Language, token: string | null, path: string) {
  // Storage belongs to the site: a small file of it opens first on a new page, without booting the app.
  if (page.url() === 'about:blank') await page.goto('/manifest.webmanifest');
  await page.evaluate((lang) => localStorage.setItem('lang', JSON.stringify(lang)), language);
  await openAs(page, token, path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Opens every tab of the tab list in turn, as a person would, and scans each. */
export async function expectEveryTabAccessible(page: Page, t: UiMessages, list: string, where: string) {
  const tabs = page.getByRole('tablist', { name: list }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(2);
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    if (index > 0) await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, t, `${where}, tab “${await tab.innerText()}”`);
  }
}
/**
 * Collects what the page's Content-Security-Policy refused (`securitypolicyviolation` events and the
 * console's CSP errors), and every document that arrived without the policy, so a walk can expect none.
 */
export function watchContentSecurity(page: Page): { reports: string[]; unprotected: string[] } {
  const reports: string[] = [];
  const unprotected: string[] = [];
  void page.exposeFunction('reportCspViolation', (text: string) => reports.push(text));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation?: (text: string) => void }).reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      reports.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    const isDocument = response.request().resourceType() === 'document';
    if (isDocument && !/frame-ancestors 'none'/.test(response.headers()['content-security-policy'] ?? ''))
      unprotected.push(response.url());
  });
  return { reports, unprotected };
}

/** Presses Tab until `target` has focus, as a keyboard user would reach it; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${limit} presses`);
}

/** What a focused control shows: its name, whether it is on screen and uncovered, and its focus ring's contrast against what is behind it. */
export type FocusSeen = { name: string; onScreen: boolean; ringContrast: number; element: string };

/**
 * The focused element's focus ring and its contrast with the nearest opaque background behind it. A
 * control drawn by its label (a radio or star made invisible) shows the ring on the label, so the
 * nearest of the element and its three closest ancestors that draws an outline counts.
 */
export function focusSeen(page: Page): Promise<FocusSeen | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const rgba = (color: string) => {
      const [r = 0, g = 0, b = 0, alpha = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return { rgb: [r, g, b], alpha };
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((value) => {
        const s = value / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: number[], b: number[]) => {
      const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    const backdrop = (from: Element | null): number[] => {
      for (let node = from; node; node = node.parentElement) {
        const { rgb, alpha } = rgba(getComputedStyle(node).backgroundColor);
        if (alpha > 0.5) return rgb;
      }
      return [255, 255, 255];
    };
    const shows = (node: HTMLElement) => {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      return (
        style.opacity !== '0' &&
        box.width > 4 &&
        box.height > 4 &&
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 2
      );
    };
    const drawn = [
      element,
      element.parentElement,
      element.parentElement?.parentElement,
      element.parentElement?.parentElement?.parentElement,
    ].find((node): node is HTMLElement => node instanceof HTMLElement && shows(node));
    const box = element.getBoundingClientRect();
    // On screen, and not hidden under something else (a sticky bar, an overlay): the middle of it is its own.
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const uncovered =
      hit !== null && (element.contains(hit) || hit.contains(element) || hit === element.closest('label'));
    const onScreen = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth && uncovered;
    const name = `${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`;
    // Which element it is, to notice when Tab has come round again.
    const path: number[] = [];
    for (let node: Element | null = element; node?.parentElement; node = node.parentElement)
      path.unshift([...node.parentElement.children].indexOf(node));
    const seenAs = { name, onScreen, element: path.join('.') };
    if (!drawn) return { ...seenAs, ringContrast: 0 };
    // A see-through ring is seen blended with what is behind it.
    const behind = backdrop(drawn.parentElement);
    const { rgb, alpha } = rgba(getComputedStyle(drawn).outlineColor);
    const seen = rgb.map((channel, index) => channel * alpha + (behind[index] ?? 255) * (1 - alpha));
    return { ...seenAs, ringContrast: contrast(seen, behind) };
  });
}

/**
 * Tabs through every control of the page from its top (up to `limit`) and answers those whose
 * focus was not visible: off screen, or a ring under 3:1 against its background (WCAG 2.4.7, 1.4.11).
 */
export async function unseenFocus(page: Page, limit = 80): Promise<string[]> {
  await page.locator('body').evaluate((body) => {
    (document.activeElement as HTMLElement | null)?.blur();
    body.focus();
  });
  const unseen: string[] = [];
  const visited = new Set<string>();
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const seen = await focusSeen(page);
    if (!seen || visited.has(seen.element)) break;
    visited.add(seen.element);
    if (!seen.onScreen || seen.ringContrast < 3)
      unseen.push(
        `${seen.name}: ${seen.onScreen ? `ring contrast ${seen.ringContrast.toFixed(2)}` : 'off screen or covered'}`,
      );
  }
  return unseen;
}
