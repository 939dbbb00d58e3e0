// Nepali's sentences, a chunk of their own: i18n.ts loads it for a reader who chose Nepali.
export { uiNe } from '@tasbir/shared';
