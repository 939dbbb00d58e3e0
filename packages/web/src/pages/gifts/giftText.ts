import { giftCatalogueNe, type Gift, type Language } from '@tasbir/shared';

/** A gift's name in a language: the stored one in English, the catalogue's Nepali one when it has the gift. */
export function giftName(type: string, storedName: string, language: Language): string {
  const nepali = language === 'ne' && Object.hasOwn(giftCatalogueNe, type) ? giftCatalogueNe[type] : undefined;
  return nepali?.name ?? storedName;
}

/** A gift's name and description in a language: the stored ones in English, the catalogue's Nepali ones when it has the gift. */
export function giftText(
  gift: Pick<Gift, 'type' | 'name' | 'description'>,
  language: Language,
): { name: string; description: string } {
  const nepali =
    language === 'ne' && Object.hasOwn(giftCatalogueNe, gift.type) ? giftCatalogueNe[gift.type] : undefined;
  return nepali ?? { name: gift.name, description: gift.description };
}
