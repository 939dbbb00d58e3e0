import * as converter from 'nepali-date-converter';

type YearMonthDate = { year: number; month: number; date: number };

/** What is used of the converter's class; its typings differ between bundler and Node module resolution. */
type NepaliDateInstance = {
  getBS(): YearMonthDate;
  getAD(): YearMonthDate;
  format(pattern: string, language?: 'np' | 'en'): string;
};
type NepaliDateClass = {
  new (year: number, monthIndex: number, date: number): NepaliDateInstance;
  fromAD(date: Date): NepaliDateInstance;
};

function isNepaliDateClass(value: unknown): value is NepaliDateClass {
  return typeof value === 'function' && 'fromAD' in value;
}

/**
 * The converter ships as UMD: bundlers read its ES module (the class is the default export) and
 * Node's CommonJS interop wraps that module once more (`default.default`).
 */
function loadNepaliDate(loaded: unknown): NepaliDateClass {
  if (isNepaliDateClass(loaded)) return loaded;
  const wrapped: unknown =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : undefined;
  if (isNepaliDateClass(wrapped)) return wrapped;
  throw new Error('nepali-date-converter did not load');
}

let nepaliDate: NepaliDateClass | undefined;
/** Loaded on first use, so a bundle that never shows a Bikram Sambat date runs none of it. */
const NepaliDate = () => (nepaliDate ??= loadNepaliDate(converter.default));

export type BikramSambatDate = { year: number; month: number; day: number };

/** First and last Gregorian years the converter's tables cover (BS 2000–2099). */
const coveredYears = { first: 1944, last: 2042 } as const;

/**
 * The Bikram Sambat date of a Gregorian calendar date (YYYY-MM-DD), month 1–12; undefined outside
 * the converter's tables. Built from the date's own parts, so the machine's time zone never shifts it.
 */
export function toBikramSambat(isoDate: string): BikramSambatDate | undefined {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day || year < coveredYears.first || year > coveredYears.last) return undefined;
  const bs = NepaliDate()
    .fromAD(new Date(year, month - 1, day))
    .getBS();
  return { year: bs.year, month: bs.month + 1, day: bs.date };
}

/** The Gregorian date (YYYY-MM-DD) of a Bikram Sambat date, month 1–12. */
export function fromBikramSambat({ year, month, day }: BikramSambatDate): string {
  const ad = new (NepaliDate())(year, month - 1, day).getAD();
  return new Date(Date.UTC(ad.year, ad.month, ad.date)).toISOString().slice(0, 10);
}

/** A Gregorian date written as its Bikram Sambat date, "1 Baisakh 2081" or "१ बैशाख २०८१"; empty outside the tables. */
export function formatBikramSambat(isoDate: string, language: 'en' | 'ne'): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!toBikramSambat(isoDate) || !year || !month || !day) return '';
  return NepaliDate()
    .fromAD(new Date(year, month - 1, day))
    .format('D MMMM YYYY', language === 'ne' ? 'np' : 'en');
}
