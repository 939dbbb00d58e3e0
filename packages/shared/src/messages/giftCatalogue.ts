/**
 * The seeded gift catalogue in Nepali, by gift type. The catalogue itself lives in the database
 * (an admin may edit it), so English shows the stored name and description; Nepali shows these,
 * and the stored text for a gift added later.
 */
export const giftCatalogueNe: Readonly<Record<string, { name: string; description: string }>> = {
  marigold: { name: 'सयपत्रीको माला', description: 'राम्रो कामका लागि सयपत्रीको माला' },
  chiya: { name: 'एक कप चिया', description: 'तातो दूध चिया, तपाईंको तर्फबाट' },
  momo: { name: 'एक प्लेट मःम', description: 'बाफ आउँदै गरेको एक प्लेट मःम' },
  film_roll: { name: 'फिल्म रोल', description: 'अर्को सुटका लागि अर्को रोल' },
  lali_gurans: { name: 'लालीगुराँस', description: 'मनमा बसिरहने तस्बिरका लागि लालीगुराँस' },
  dhaka_topi: { name: 'ढाका टोपी', description: 'गर्वसाथ लगाइने ढाका टोपी' },
  himalaya: { name: 'हिमाली चुचुरो', description: 'सबैभन्दा माथि उभिने कामका लागि' },
  golden_temple: { name: 'स्वर्ण मन्दिर', description: 'सबैभन्दा ठूलो धन्यवाद' },
};
