import type { Language } from './language.js';

export const provinces = ['koshi', 'madhesh', 'bagmati', 'gandaki', 'lumbini', 'karnali', 'sudurpashchim'] as const;
export type Province = (typeof provinces)[number];

/**
 * A place in both scripts: `en` is the name stored in profiles and searched in the database, `ne`
 * the Devanagari name shown in Nepali; aliases are other spellings people type (either script).
 */
export type Place = { en: string; ne: string; aliases?: readonly string[] };
export type District = Place & { province: Province };
export type City = Place & { district: string };

/** Nepal's 77 districts since 2015 (Nawalparasi and Rukum each split in two), by province. */
export const nepalDistricts: readonly District[] = [
  { en: 'Taplejung', ne: 'ताप्लेजुङ', province: 'koshi' },
  { en: 'Panchthar', ne: 'पाँचथर', province: 'koshi', aliases: ['Panchathar'] },
  { en: 'Ilam', ne: 'इलाम', province: 'koshi', aliases: ['Illam'] },
  { en: 'Jhapa', ne: 'झापा', province: 'koshi' },
  { en: 'Morang', ne: 'मोरङ', province: 'koshi', aliases: ['मोरंग'] },
  { en: 'Sunsari', ne: 'सुनसरी', province: 'koshi' },
  { en: 'Dhankuta', ne: 'धनकुटा', province: 'koshi' },
  { en: 'Terhathum', ne: 'तेह्रथुम', province: 'koshi', aliases: ['Tehrathum', 'Terathum'] },
  { en: 'Sankhuwasabha', ne: 'संखुवासभा', province: 'koshi', aliases: ['Sankhuwa Sabha', 'Sankhuwasava'] },
  { en: 'Bhojpur', ne: 'भोजपुर', province: 'koshi' },
  { en: 'Solukhumbu', ne: 'सोलुखुम्बु', province: 'koshi', aliases: ['Solu Khumbu', 'Solukhumbhu'] },
  { en: 'Okhaldhunga', ne: 'ओखलढुङ्गा', province: 'koshi', aliases: ['Okhaldunga', 'ओखलढुंगा'] },
  { en: 'Khotang', ne: 'खोटाङ', province: 'koshi', aliases: ['खोटांग'] },
  { en: 'Udayapur', ne: 'उदयपुर', province: 'koshi', aliases: ['Udaypur'] },
  { en: 'Saptari', ne: 'सप्तरी', province: 'madhesh' },
  { en: 'Siraha', ne: 'सिराहा', province: 'madhesh' },
  { en: 'Dhanusha', ne: 'धनुषा', province: 'madhesh', aliases: ['Dhanusa', 'धनुसा'] },
  { en: 'Mahottari', ne: 'महोत्तरी', province: 'madhesh', aliases: ['Mahotari'] },
  { en: 'Sarlahi', ne: 'सर्लाही', province: 'madhesh' },
  { en: 'Rautahat', ne: 'रौतहट', province: 'madhesh' },
  { en: 'Bara', ne: 'बारा', province: 'madhesh' },
  { en: 'Parsa', ne: 'पर्सा', province: 'madhesh' },
  { en: 'Dolakha', ne: 'दोलखा', province: 'bagmati', aliases: ['Dolkha'] },
  { en: 'Sindhupalchok', ne: 'सिन्धुपाल्चोक', province: 'bagmati', aliases: ['Sindhupalchowk', 'Sindhupalchuk'] },
  { en: 'Rasuwa', ne: 'रसुवा', province: 'bagmati' },
  { en: 'Dhading', ne: 'धादिङ', province: 'bagmati', aliases: ['धादिंग'] },
  { en: 'Nuwakot', ne: 'नुवाकोट', province: 'bagmati' },
  { en: 'Kathmandu', ne: 'काठमाडौं', province: 'bagmati' },
  { en: 'Bhaktapur', ne: 'भक्तपुर', province: 'bagmati' },
  { en: 'Lalitpur', ne: 'ललितपुर', province: 'bagmati' },
  {
    en: 'Kavrepalanchok',
    ne: 'काभ्रेपलाञ्चोक',
    province: 'bagmati',
    aliases: ['Kavre', 'Kabhre', 'Kavrepalanchowk', 'Kabhrepalanchok', 'Kabhrepalanchowk', 'काभ्रे', 'काभ्रेपलान्चोक'],
  },
  { en: 'Ramechhap', ne: 'रामेछाप', province: 'bagmati', aliases: ['Ramechap'] },
  { en: 'Sindhuli', ne: 'सिन्धुली', province: 'bagmati' },
  { en: 'Makwanpur', ne: 'मकवानपुर', province: 'bagmati', aliases: ['Makawanpur'] },
  { en: 'Chitwan', ne: 'चितवन', province: 'bagmati', aliases: ['Chitawan'] },
  { en: 'Gorkha', ne: 'गोरखा', province: 'gandaki' },
  { en: 'Manang', ne: 'मनाङ', province: 'gandaki', aliases: ['मनाङ्ग'] },
  { en: 'Mustang', ne: 'मुस्ताङ', province: 'gandaki', aliases: ['मुस्ताङ्ग'] },
  { en: 'Myagdi', ne: 'म्याग्दी', province: 'gandaki' },
  { en: 'Kaski', ne: 'कास्की', province: 'gandaki' },
  { en: 'Lamjung', ne: 'लमजुङ', province: 'gandaki', aliases: ['लमजुङ्ग'] },
  { en: 'Tanahun', ne: 'तनहुँ', province: 'gandaki', aliases: ['Tanahu'] },
  {
    en: 'Nawalpur',
    ne: 'नवलपुर',
    province: 'gandaki',
    aliases: [
      'Nawalparasi East',
      'East Nawalparasi',
      'Nawalparasi (Bardaghat Susta East)',
      'नवलपरासी पूर्व',
      'नवलपरासी (बर्दघाट सुस्ता पूर्व)',
    ],
  },
  { en: 'Syangja', ne: 'स्याङ्जा', province: 'gandaki', aliases: ['Syanja', 'स्याङजा'] },
  { en: 'Parbat', ne: 'पर्वत', province: 'gandaki' },
  { en: 'Baglung', ne: 'बागलुङ', province: 'gandaki', aliases: ['बाग्लुङ'] },
  {
    en: 'Rukum East',
    ne: 'रुकुम पूर्व',
    province: 'lumbini',
    aliases: ['Eastern Rukum', 'East Rukum', 'Rukum Purba', 'पूर्वी रुकुम', 'रुकुम (पूर्वी भाग)'],
  },
  { en: 'Rolpa', ne: 'रोल्पा', province: 'lumbini' },
  { en: 'Pyuthan', ne: 'प्युठान', province: 'lumbini' },
  { en: 'Gulmi', ne: 'गुल्मी', province: 'lumbini' },
  { en: 'Arghakhanchi', ne: 'अर्घाखाँची', province: 'lumbini', aliases: ['Arghakhachi'] },
  { en: 'Palpa', ne: 'पाल्पा', province: 'lumbini' },
  {
    en: 'Parasi',
    ne: 'परासी',
    province: 'lumbini',
    aliases: [
      'Nawalparasi West',
      'West Nawalparasi',
      'Nawalparasi (Bardaghat Susta West)',
      'नवलपरासी पश्चिम',
      'नवलपरासी (बर्दघाट सुस्ता पश्चिम)',
    ],
  },
  { en: 'Rupandehi', ne: 'रुपन्देही', province: 'lumbini', aliases: ['Rupendehi'] },
  { en: 'Kapilvastu', ne: 'कपिलवस्तु', province: 'lumbini', aliases: ['Kapilbastu'] },
  { en: 'Dang', ne: 'दाङ', province: 'lumbini', aliases: ['Dang Deukhuri', 'दाङ देउखुरी'] },
  { en: 'Banke', ne: 'बाँके', province: 'lumbini' },
  { en: 'Bardiya', ne: 'बर्दिया', province: 'lumbini', aliases: ['Bardia'] },
  { en: 'Dolpa', ne: 'डोल्पा', province: 'karnali' },
  { en: 'Mugu', ne: 'मुगु', province: 'karnali' },
  { en: 'Humla', ne: 'हुम्ला', province: 'karnali' },
  { en: 'Jumla', ne: 'जुम्ला', province: 'karnali' },
  { en: 'Kalikot', ne: 'कालिकोट', province: 'karnali' },
  { en: 'Dailekh', ne: 'दैलेख', province: 'karnali' },
  { en: 'Jajarkot', ne: 'जाजरकोट', province: 'karnali' },
  {
    en: 'Rukum West',
    ne: 'रुकुम पश्चिम',
    province: 'karnali',
    aliases: ['Western Rukum', 'West Rukum', 'Rukum Paschim', 'पश्चिमी रुकुम', 'रुकुम (पश्चिम भाग)'],
  },
  { en: 'Salyan', ne: 'सल्यान', province: 'karnali' },
  { en: 'Surkhet', ne: 'सुर्खेत', province: 'karnali' },
  { en: 'Bajura', ne: 'बाजुरा', province: 'sudurpashchim' },
  { en: 'Bajhang', ne: 'बझाङ', province: 'sudurpashchim' },
  { en: 'Achham', ne: 'अछाम', province: 'sudurpashchim', aliases: ['Acham'] },
  { en: 'Doti', ne: 'डोटी', province: 'sudurpashchim' },
  { en: 'Kailali', ne: 'कैलाली', province: 'sudurpashchim' },
  { en: 'Kanchanpur', ne: 'कञ्चनपुर', province: 'sudurpashchim', aliases: ['कंचनपुर'] },
  { en: 'Dadeldhura', ne: 'डडेल्धुरा', province: 'sudurpashchim' },
  { en: 'Baitadi', ne: 'बैतडी', province: 'sudurpashchim' },
  { en: 'Darchula', ne: 'दार्चुला', province: 'sudurpashchim' },
];

/** The main cities and towns photographers work from, each with its district. */
export const nepalCities: readonly City[] = [
  {
    en: 'Kathmandu',
    ne: 'काठमाडौं',
    district: 'Kathmandu',
    aliases: ['Ktm', 'Kathmandau', 'Kathmando', 'Kantipur', 'काठमाण्डौ', 'काठमान्डौ', 'काठमाण्डू'],
  },
  { en: 'Lalitpur', ne: 'ललितपुर', district: 'Lalitpur', aliases: ['Patan', 'पाटन'] },
  { en: 'Bhaktapur', ne: 'भक्तपुर', district: 'Bhaktapur', aliases: ['Bhadgaon', 'भादगाउँ'] },
  { en: 'Kirtipur', ne: 'कीर्तिपुर', district: 'Kathmandu' },
  { en: 'Pokhara', ne: 'पोखरा', district: 'Kaski', aliases: ['Pokhra', 'Pokara'] },
  { en: 'Biratnagar', ne: 'विराटनगर', district: 'Morang' },
  { en: 'Birgunj', ne: 'वीरगंज', district: 'Parsa', aliases: ['Birganj', 'वीरगञ्ज'] },
  { en: 'Bharatpur', ne: 'भरतपुर', district: 'Chitwan' },
  { en: 'Butwal', ne: 'बुटवल', district: 'Rupandehi' },
  {
    en: 'Bhairahawa',
    ne: 'भैरहवा',
    district: 'Rupandehi',
    aliases: ['Siddharthanagar', 'Siddharthnagar', 'सिद्धार्थनगर'],
  },
  { en: 'Lumbini', ne: 'लुम्बिनी', district: 'Rupandehi' },
  { en: 'Dharan', ne: 'धरान', district: 'Sunsari' },
  { en: 'Itahari', ne: 'इटहरी', district: 'Sunsari' },
  { en: 'Inaruwa', ne: 'इनरुवा', district: 'Sunsari' },
  { en: 'Damak', ne: 'दमक', district: 'Jhapa' },
  { en: 'Birtamod', ne: 'बिर्तामोड', district: 'Jhapa', aliases: ['Birtamode'] },
  { en: 'Hetauda', ne: 'हेटौंडा', district: 'Makwanpur', aliases: ['Hetaunda'] },
  { en: 'Janakpur', ne: 'जनकपुर', district: 'Dhanusha', aliases: ['Janakpurdham', 'Janakpur Dham', 'जनकपुरधाम'] },
  { en: 'Rajbiraj', ne: 'राजविराज', district: 'Saptari' },
  { en: 'Lahan', ne: 'लहान', district: 'Siraha' },
  { en: 'Jaleshwar', ne: 'जलेश्वर', district: 'Mahottari' },
  { en: 'Malangwa', ne: 'मलंगवा', district: 'Sarlahi' },
  { en: 'Gaur', ne: 'गौर', district: 'Rautahat' },
  { en: 'Kalaiya', ne: 'कलैया', district: 'Bara' },
  { en: 'Dhulikhel', ne: 'धुलिखेल', district: 'Kavrepalanchok' },
  { en: 'Banepa', ne: 'बनेपा', district: 'Kavrepalanchok' },
  { en: 'Nagarkot', ne: 'नगरकोट', district: 'Bhaktapur' },
  { en: 'Bidur', ne: 'विदुर', district: 'Nuwakot' },
  { en: 'Besisahar', ne: 'बेसीशहर', district: 'Lamjung' },
  { en: 'Bandipur', ne: 'बन्दीपुर', district: 'Tanahun' },
  { en: 'Tansen', ne: 'तानसेन', district: 'Palpa' },
  { en: 'Ghorahi', ne: 'घोराही', district: 'Dang' },
  { en: 'Tulsipur', ne: 'तुलसीपुर', district: 'Dang' },
  { en: 'Nepalgunj', ne: 'नेपालगन्ज', district: 'Banke', aliases: ['Nepalganj', 'नेपालगंज'] },
  { en: 'Kohalpur', ne: 'कोहलपुर', district: 'Banke' },
  { en: 'Gulariya', ne: 'गुलरिया', district: 'Bardiya' },
  { en: 'Birendranagar', ne: 'वीरेन्द्रनगर', district: 'Surkhet' },
  { en: 'Dhangadhi', ne: 'धनगढी', district: 'Kailali', aliases: ['Dhangadi'] },
  { en: 'Tikapur', ne: 'टीकापुर', district: 'Kailali' },
  { en: 'Mahendranagar', ne: 'महेन्द्रनगर', district: 'Kanchanpur', aliases: ['Bhimdatta', 'Bhim Datta', 'भीमदत्त'] },
];

/**
 * The form a name is looked up by: case, punctuation and spacing ignored, and the Devanagari
 * spellings people use interchangeably made one: chandrabindu, anusvara and nukta dropped, long
 * and short i/u alike, व as ब (so काठमाडौं, काठमाडौँ and काठमाडौ, or वीरगंज and बिरगंज, match).
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u0901\u0902\u093c\u200c\u200d]/g, '')
    .replace(/\u0940/g, '\u093f')
    .replace(/\u0942/g, '\u0941')
    .replace(/\u0908/g, '\u0907')
    .replace(/\u090a/g, '\u0909')
    .replace(/\u0935/g, '\u092c')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

let placesByKey: Map<string, Place> | undefined;

/** Every name and alias of every place, by its key; built on first use. */
function placeIndex(): Map<string, Place> {
  if (!placesByKey) {
    placesByKey = new Map();
    for (const place of [...nepalDistricts, ...nepalCities]) {
      for (const name of [place.en, place.ne, ...(place.aliases ?? [])]) {
        const key = placeKey(name);
        // A city named like its district (Kathmandu) shares the district's names: the first one kept answers.
        if (!placesByKey.has(key)) placesByKey.set(key, place);
      }
    }
  }
  return placesByKey;
}

/** Every spelling the table knows, with the English name it stands for (for checking the table). */
export function placeSpellings(): [spelling: string, en: string][] {
  return [...nepalDistricts, ...nepalCities].flatMap((place) =>
    [place.en, place.ne, ...(place.aliases ?? [])].map((name): [string, string] => [name, place.en]),
  );
}

/** The place a name or alias in either script stands for, or undefined for a name the table lacks. */
export function findPlace(text: string): Place | undefined {
  const key = placeKey(text);
  return key ? placeIndex().get(key) : undefined;
}

/** The stored English name for a place named in either script or by an alias ("Ktm", "काठमाडौं" → "Kathmandu"). */
export function canonicalPlaceName(text: string): string | undefined {
  return findPlace(text)?.en;
}

/**
 * Each spelling the table knows that is not its place's English name, lower-cased, with that name
 * ("pokhra" → "Pokhara", "पोखरा" → "Pokhara"): what profiles written before places were stored by
 * their English names may hold.
 */
export function olderPlaceSpellings(): Map<string, string> {
  const names = new Map<string, string>();
  for (const [spelling] of placeSpellings()) {
    const en = canonicalPlaceName(spelling);
    const lowered = spelling.toLowerCase();
    if (en !== undefined && lowered !== en.toLowerCase()) names.set(lowered, en);
  }
  return names;
}

/** A place's name in a language; a name the table lacks is shown as written. */
export function placeName(text: string, language: Language): string {
  const place = findPlace(text);
  return place ? place[language] : text.trim();
}

/** A comma-separated place ("Pokhara, Kaski") with each part in the language ("पोखरा, कास्की"). */
export function placeText(text: string, language: Language): string {
  return text
    .split(',')
    .map((part) => placeName(part, language))
    .join(', ');
}

/** A search word, or several that together name a place, with the place's stored English name when it has one. */
export type PlaceSearchWord = { text: string; place?: string };

/** The most words a place's name spans ("Nawalparasi (Bardaghat Susta East)" is the longest). */
const longestPlaceWords = 4;

/**
 * Search words with the places they name: consecutive words that together name a place are kept
 * as one ("rukum east"), the longest such run first; a word that names no place stands alone.
 */
export function searchWordsWithPlaces(words: readonly string[]): PlaceSearchWord[] {
  const found: PlaceSearchWord[] = [];
  let start = 0;
  while (start < words.length) {
    let taken: PlaceSearchWord = { text: words[start] ?? '' };
    let length = 1;
    for (let span = Math.min(longestPlaceWords, words.length - start); span >= 1; span -= 1) {
      const text = words.slice(start, start + span).join(' ');
      const place = canonicalPlaceName(text);
      if (place !== undefined) {
        taken = { text, place };
        length = span;
        break;
      }
    }
    found.push(taken);
    start += length;
  }
  return found;
}
