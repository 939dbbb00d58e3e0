import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcRoot = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
const known = new Set(sources);

/** The source files a file imports, type-only and lazy (`import('./x.js')`) imports included; packages left out. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(srcRoot, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g)].map(
    (match) => match[1] ?? '',
  );
  return specifiers.flatMap((specifier) => {
    const target = relative(srcRoot, join(srcRoot, dirname(file), specifier))
      .split('\\')
      .join('/');
    const candidates = [target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx')];
    return candidates.filter((candidate) => known.has(candidate));
  });
}

const edges = sources.flatMap((file) => importsOf(file).map((target) => ({ from: file, to: target })));

/** The feature folder a file belongs to (`pages/bookings`), or null for the pages themselves and everything outside pages/. */
const featureOf = (file: string) => /^pages\/([^/]+)\//.exec(file)?.[0].slice(0, -1) ?? null;

/** What one feature folder takes from another: `pages/gifts → pages/credits/CreditRequestForm.tsx`. */
const crossFeature = edges
  .filter(({ from, to }) => featureOf(from) && featureOf(to) && featureOf(from) !== featureOf(to))
  .map(({ from, to }) => `${featureOf(from)} → ${to}`);

describe('the layout of packages/web/src', () => {
  it('finds the app’s files and their imports', () => {
    expect(sources.length).toBeGreaterThan(150);
    expect(importsOf('main.tsx')).toContain('App.tsx');
    expect(importsOf('pages/photographers/usePhotographerDialogs.tsx')).toContain('pages/bookings/BookingModal.tsx');
  });

  it('has no import circle between feature folders of pages/', () => {
    const next = new Map<string, Set<string>>();
    for (const line of crossFeature) {
      const [from = '', to = ''] = line.split(' → ');
      const toFeature = featureOf(to) ?? '';
      next.set(from, (next.get(from) ?? new Set()).add(toFeature));
    }
    const circles: string[] = [];
    const walk = (feature: string, path: string[]) => {
      for (const onward of next.get(feature) ?? []) {
        if (onward === path[0]) circles.push([...path, onward].join(' → '));
        else if (!path.includes(onward)) walk(onward, [...path, onward]);
      }
    };
    for (const feature of next.keys()) walk(feature, [feature]);
    expect(circles).toEqual([]);
  });

  it('lets pages/photographers open the booking dialog and show the booking policy, and pages/bookings import nothing of pages/photographers', () => {
    expect(crossFeature.filter((line) => line.startsWith('pages/bookings → pages/photographers/'))).toEqual([]);
    expect(crossFeature.filter((line) => line.startsWith('pages/photographers → pages/bookings/'))).toEqual([
      'pages/photographers → pages/bookings/PolicySummary.tsx',
      'pages/photographers → pages/bookings/BookingModal.tsx',
    ]);
  });

  it('keeps components/ free of pages/: a generic piece needs no feature', () => {
    expect(edges.filter(({ from, to }) => from.startsWith('components/') && to.startsWith('pages/'))).toEqual([]);
  });

  it('takes from another feature folder only that feature’s own tabs, forms, dialogs and texts, never a generic piece (those live in components/)', () => {
    // Each line was looked at: a new one is either a feature another one embeds (add it here) or a
    // generic piece (move it to components/ or beside planText.ts).
    const reviewed = [
      // The admin panel shows credit requests, receipts and payments as their own features word them.
      'pages/admin → pages/credits/CreditHistory.tsx',
      'pages/admin → pages/credits/receiptRules.ts',
      'pages/admin → pages/payments/paymentText.ts',
      // The credits tab offers buying credits online and lists those payments.
      'pages/credits → pages/payments/OnlineCreditsForm.tsx',
      'pages/credits → pages/payments/PaymentHistory.tsx',
      // The dashboards name a gift as the gift dialog does.
      'pages/dashboard → pages/gifts/giftText.ts',
      // A gift dialog short of credits opens the credit request form.
      'pages/gifts → pages/credits/CreditRequestForm.tsx',
      // A card or a portfolio opens the booking and gift dialogs; a portfolio shows the booking policy.
      'pages/photographers → pages/bookings/BookingModal.tsx',
      'pages/photographers → pages/bookings/PolicySummary.tsx',
      'pages/photographers → pages/gifts/GiftModal.tsx',
      'pages/reels → pages/gifts/GiftModal.tsx',
      // A booking's advance is paid online through the same wallet buttons and redirect as credits.
      'pages/bookings → pages/payments/ProviderButtons.tsx',
      'pages/bookings → pages/payments/ProviderRedirect.tsx',
      'pages/bookings → pages/payments/paymentText.ts',
      // A plan is asked for with a receipt, like credits, or paid online, like credits.
      'pages/subscriptions → pages/credits/ReceiptField.tsx',
      'pages/subscriptions → pages/credits/ReceiptFormParts.tsx',
      'pages/subscriptions → pages/credits/receiptRules.ts',
      'pages/subscriptions → pages/credits/useReceiptUpload.ts',
      'pages/subscriptions → pages/payments/ProviderButtons.tsx',
      'pages/subscriptions → pages/payments/ProviderRedirect.tsx',
      'pages/subscriptions → pages/payments/useStartPayment.ts',
      // Decision 021: a portfolio and a chat offer Block and show a reply or a block; the profile lists the blocks.
      'pages/messages → pages/repliesBlocks/BlockButton.tsx',
      'pages/messages → pages/repliesBlocks/ChatBlockNotice.tsx',
      'pages/photographers → pages/repliesBlocks/BlockButton.tsx',
      'pages/photographers → pages/repliesBlocks/ReviewReplyView.tsx',
      'pages/profile → pages/repliesBlocks/BlockedAccounts.tsx',
      // The Report action on a photo, a reel, a comment, a review, a message and a portfolio; the
      // admins' Reports tab reads the reports' texts.
      'pages/admin → pages/reports/reportText.ts',
      'pages/messages → pages/reports/ReportAction.tsx',
      'pages/photographers → pages/reports/ReportAction.tsx',
      'pages/photos → pages/reports/ReportAction.tsx',
      'pages/reels → pages/reports/ReportAction.tsx',
    ];
    expect([...new Set(crossFeature)].sort()).toEqual(reviewed.sort());
  });
});
