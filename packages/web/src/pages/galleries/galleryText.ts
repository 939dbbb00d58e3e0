import { useAtomValue } from 'jotai';
import { galleriesEn, galleriesNe, type FractionDigits, type Language } from '@tasbir/shared';
import { languageAtom } from '../../state/language.js';
import '../addedErrorTexts.js';

/** The galleries' own texts, read on their own like the advance's: the home page carries none of them. */
export type GalleryT = Record<keyof typeof galleriesEn, string>;
const tables: Record<Language, GalleryT> = { en: galleriesEn, ne: galleriesNe };

export const galleryMessagesFor = (language: Language): GalleryT => tables[language];

export function useGalleryT(): GalleryT {
  return tables[useAtomValue(languageAtom)];
}

const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes as a file manager writes them (1 KB = 1024 B): "3.4 GB", one decimal below 10 of a unit. */
export function byteSize(bytes: number, number: (value: number, fraction?: FractionDigits) => string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value < 10 && unit > 0 ? Math.round(value * 10) / 10 : Math.round(value);
  const decimals = rounded % 1 === 0 ? 0 : 1;
  return `${number(rounded, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })} ${units[unit]}`;
}
