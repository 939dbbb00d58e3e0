/**
 * eSewa speaks rupees as decimal text ("110", "1000.0"); we count paisa as integers. Conversions go
 * through the text, never through floating point, so 1234.56 is 123456 paisa exactly.
 */

/** 11000 → "110", 11050 → "110.5", 11005 → "110.05": the shortest exact rupee text. */
export function paisaToRupees(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError(`not a paisa amount: ${paisa}`);
  const rupees = Math.floor(paisa / 100);
  const cents = paisa % 100;
  if (cents === 0) return String(rupees);
  return `${rupees}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** "110" / "110.5" / "1000.0" / "110.50" → paisa; undefined for anything else (signs, exponents, a third decimal that is not 0). */
export function rupeesToPaisa(text: string): number | undefined {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (/[^0]/.test(fraction.slice(2))) return undefined;
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}

/** A rupee amount read from a JSON number or string (eSewa writes both), in paisa. */
export function jsonRupeesToPaisa(value: unknown): number | undefined {
  if (typeof value === 'string') return rupeesToPaisa(value);
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return rupeesToPaisa(String(value));
  return undefined;
}
