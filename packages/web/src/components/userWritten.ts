/**
 * Spread on an element that shows what a person wrote (a title, a review, a message, a place they
 * typed). Its language is unknown, and `lang=""` says so (HTML), so a screen reader does not read an
 * English review with the Nepali voice of the page; `dir="auto"` lets right-to-left text run its way.
 * `dir` also isolates the element (HTML's rendering rules give `[dir=auto]` `unicode-bidi: isolate`): a
 * bidi override a message or bio keeps (one-line fields have theirs removed) ends with the element
 * and cannot reorder the names, times or buttons around it.
 * The Nepali page test (e2e/nepali.spec.ts) leaves such text out of its search for English.
 */
export const userWritten = { lang: '', dir: 'auto' } as const;
