import { escapeHtml } from '../../../escapeHtml.js';
import type { SandboxOutcome } from './records.js';

/**
 * The sandbox's pages: plain server-rendered HTML with no script or inline style (the site's
 * Content-Security-Policy allows neither), every value escaped. Forms work without JavaScript.
 */
function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
<p><strong>Payment sandbox</strong>: no money moves here.</p>
${body}
</body>
</html>
`;
}

export type CheckoutPage = {
  provider: 'eSewa' | 'Khalti';
  /** What is being paid, as label and value. */
  details: ReadonlyArray<readonly [string, string]>;
  /** Where the outcome form posts. */
  action: string;
  /** The label of each button, in order. */
  choices: ReadonlyArray<readonly [SandboxOutcome, string]>;
};

export function checkoutPage(page: CheckoutPage): string {
  const details = page.details
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  const buttons = page.choices
    .map(
      ([outcome, label]) =>
        `<p><button type="submit" name="outcome" value="${escapeHtml(outcome)}">${escapeHtml(label)}</button></p>`,
    )
    .join('\n');
  return document(
    `${page.provider} sandbox checkout`,
    `<h1>${escapeHtml(page.provider)} sandbox checkout</h1>
<dl>
${details}
</dl>
<form method="post" action="${escapeHtml(page.action)}">
${buttons}
</form>`,
  );
}

/** A page that only tells something: a refused request, a link already used, a tab closed. */
export function messagePage(title: string, message: string): string {
  return document(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}

/** Rupees for people: 11050 paisa → "Rs. 110.50". */
export function rupeesForPeople(paisa: number): string {
  return `Rs. ${(paisa / 100).toFixed(2)}`;
}
