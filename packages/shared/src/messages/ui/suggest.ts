/**
 * The directory search box's suggestions (docs/decisions/022-search-suggest.md). Read on their own
 * (web pages/photographers/suggestText.ts): only the directory, loaded on demand, shows them.
 */
export const suggestEn = {
  suggestListLabel: 'Suggestions',
  suggestTypePlace: 'Place',
  suggestTypeSpecialty: 'Specialty',
  suggestTypePhotographer: 'Photographer',
  suggestCountOne: '1 suggestion. Up and down arrows choose, Enter picks.',
  suggestCount: '{count} suggestions. Up and down arrows choose, Enter picks.',
} as const;

export const suggestNe: Record<keyof typeof suggestEn, string> = {
  suggestListLabel: 'सुझावहरू',
  suggestTypePlace: 'ठाउँ',
  suggestTypeSpecialty: 'विशेषता',
  suggestTypePhotographer: 'फोटोग्राफर',
  suggestCountOne: '१ सुझाव। माथि र तलका तीरले छान्छन्, इन्टरले रोज्छ।',
  suggestCount: '{count} सुझावहरू। माथि र तलका तीरले छान्छन्, इन्टरले रोज्छ।',
};
