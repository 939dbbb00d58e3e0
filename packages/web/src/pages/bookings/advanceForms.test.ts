import { describe, expect, it } from 'vitest';
import { acceptPreview, acceptProblem, settleProblem, typedRupees } from './advanceForms.js';

const withAdvance = { advance_percent: 20 };
const noAdvance = { advance_percent: 0 };

describe('a typed price in rupees', () => {
  it('reads digits as they are written, with lakh commas, spaces or Nepali digits', () => {
    expect(typedRupees('50000')).toBe(50_000);
    expect(typedRupees('50,000')).toBe(50_000);
    expect(typedRupees('1,00,000')).toBe(100_000);
    expect(typedRupees(' 1 00 000 ')).toBe(100_000);
    expect(typedRupees('५०,०००')).toBe(50_000);
  });

  it('leaves blank absent and whatever is not digits as text, for the schema to refuse', () => {
    expect(typedRupees('')).toBeUndefined();
    expect(typedRupees('  ')).toBeUndefined();
    expect(typedRupees('50000.5')).toBe('50000.5');
    expect(typedRupees('1e5')).toBe('1e5');
    expect(typedRupees('-5000')).toBe('-5000');
  });
});

describe('accepting at a price', () => {
  it('asks for the price when the booking’s policy takes an advance, naming its percent', () => {
    expect(acceptProblem('b1', '', withAdvance)).toEqual({
      code: 'agreedPriceRequired',
      params: { percent: 20 },
      field: 'agreed_price',
    });
    expect(acceptProblem('b1', '', noAdvance)).toBeNull();
  });

  it("refuses what the server's schema refuses: a fraction, text, or a price out of bounds", () => {
    for (const typed of ['999', '1,00,00,001', '50000.5', 'fifty thousand'])
      expect(acceptProblem('b1', typed, withAdvance)?.code, typed).toBe('agreedPriceInvalid');
    expect(acceptProblem('b1', '1,000', withAdvance)).toBeNull();
    expect(acceptProblem('b1', '1,00,00,000', withAdvance)).toBeNull();
  });

  it('previews the price and the advance it makes, rounded down, once the price is one the server takes', () => {
    expect(acceptPreview('b1', '50,000', withAdvance)).toEqual({ price: 50_000, advance: 10_000 });
    expect(acceptPreview('b1', '12,345', withAdvance)).toEqual({ price: 12_345, advance: 2_469 });
    expect(acceptPreview('b1', '50,000', noAdvance)).toEqual({ price: 50_000, advance: 0 });
    expect(acceptPreview('b1', '500', withAdvance)).toBeNull();
    expect(acceptPreview('b1', '', noAdvance)).toBeNull();
  });
});

describe("an admin's settlement", () => {
  it('takes a refund from nothing up to what is held, with a note', () => {
    expect(settleProblem('b1', '0', 'No show', 10_000)).toBeNull();
    expect(settleProblem('b1', '10,000', 'Photographer fell ill', 10_000)).toBeNull();
  });

  it('refuses a refund over what is held, or no whole number, naming what is held', () => {
    for (const refund of ['10,001', '', 'half', '-1'])
      expect(settleProblem('b1', refund, 'Dispute', 10_000), refund).toEqual({
        code: 'settlementRefundInvalid',
        params: { held: 10_000 },
        field: 'refund',
      });
  });

  it('asks for a note for the audit log', () => {
    expect(settleProblem('b1', '500', '  ', 10_000)?.code).toBe('settlementNoteRequired');
  });
});
