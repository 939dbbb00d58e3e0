import type { offlineEn } from '../offline.js';

export const offlineNe: Record<keyof typeof offlineEn, string> = {
  offlineNotice: 'तपाईं अफलाइन हुनुहुन्छ। यो उपकरणमा सुरक्षित गरिएको सामग्री देखाइँदैछ।',
  dataSaverLabel: 'डेटा बचत',
  dataSaverHint: 'साना तस्बिरहरू मात्र; प्ले थिच्दा मात्र भिडियो लोड हुन्छ।',
  loadVideo: 'भिडियो चलाउनुहोस्',
};
