/** The interface languages: English and Nepali (नेपाली). */
export const languages = ['en', 'ne'] as const;
export type Language = (typeof languages)[number];
