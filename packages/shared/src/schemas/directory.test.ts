import { describe, expect, it } from 'vitest';
import { errorText, isErrorCode } from '../messages/errors.js';
import { directoryQuery } from './directory.js';
import { portfolioInput } from './portfolio.js';
import { reviewInput } from './reviews.js';

/** The sentence of the first refusal: zod carries the error code, the table gives its text. */
function firstError(result: { error?: { issues: { message: string }[] } }) {
  const code = result.error?.issues[0]?.message;
  return isErrorCode(code) ? errorText(code) : code;
}

describe('directory query', () => {
  it('treats all and blanks as no filter and caps the limit at 50', () => {
    expect(directoryQuery.parse({ city: 'all', district: '', specialty: '', limit: 500 })).toEqual({
      search: undefined,
      city: undefined,
      district: undefined,
      specialty: 'all',
      limit: 50,
      cursor: undefined,
    });
    expect(directoryQuery.parse({}).limit).toBe(20);
  });

  it('reads specialties whatever their case, and refuses others', () => {
    expect(directoryQuery.parse({ specialty: 'Landscape' }).specialty).toBe('landscape');
    expect(firstError(directoryQuery.safeParse({ specialty: 'underwater' }))).toBe(
      'Please choose a specialty from the list',
    );
  });

  it('reads top from REST text and tRPC booleans, and leaves it out unless asked', () => {
    expect(directoryQuery.parse({ top: 'true' }).top).toBe(true);
    expect(directoryQuery.parse({ top: '1' }).top).toBe(true);
    expect(directoryQuery.parse({ top: true }).top).toBe(true);
    expect(directoryQuery.parse({ top: 'false' }).top).toBeUndefined();
    expect(directoryQuery.parse({ top: false }).top).toBeUndefined();
    expect(directoryQuery.parse({}).top).toBeUndefined();
    expect(directoryQuery.safeParse({ top: 'yes' }).success).toBe(false);
  });

  it('parses its own output again to the same value (the REST adapter parses before tRPC does)', () => {
    const once = directoryQuery.parse({ search: ' Pokhara ', limit: 6, specialty: 'WEDDING', top: 'true' });
    expect(directoryQuery.parse(once)).toEqual(once);
  });
});

describe('portfolio input', () => {
  it('normalises choices to the list spelling, once each', () => {
    const parsed = portfolioInput.parse({
      specializations: ['wedding photography', 'Wedding', 'ARCHITECTURE'],
      services: ['photo booth'],
      equipment: 'A, b ,a,, C',
    });
    expect(parsed).toMatchObject({
      specializations: ['Wedding Photography', 'Architecture Photography'],
      services: ['Photo Booth'],
      equipment: ['A', 'b', 'C'],
    });
    expect(portfolioInput.parse(parsed)).toEqual(parsed);
  });

  it('keeps the full specialization names as they are given', () => {
    const names = [
      'Wedding Photography',
      'Portrait Photography',
      'Event Photography',
      'Nature Photography',
      'Street Photography',
      'Fashion Photography',
      'Product Photography',
      'Architecture Photography',
    ];
    expect(portfolioInput.parse({ specializations: names }).specializations).toEqual(names);
  });

  it('refuses a specialization that is only "photography", or one off the list', () => {
    for (const name of ['Photography', 'Underwater Photography', 'Wedding Photo']) {
      expect(firstError(portfolioInput.safeParse({ specializations: [name] }))).toBe(
        'Please choose specializations from the list',
      );
    }
  });

  it('reads blank choices as not chosen', () => {
    expect(portfolioInput.parse({ experience_years: '', pricing_range: null })).toMatchObject({
      experience_years: null,
      pricing_range: null,
    });
  });

  it('refuses values outside the lists with a sentence', () => {
    expect(firstError(portfolioInput.safeParse({ experience_years: '2 years' }))).toBe(
      'Please choose an experience range from the list',
    );
    expect(firstError(portfolioInput.safeParse({ specializations: 'Wedding' }))).toBe(
      'Please choose specializations from the list',
    );
  });
});

describe('review input', () => {
  it('rates 5 when no rating is given and keeps the comment as text', () => {
    expect(reviewInput.parse({ photographer_id: 'p1' })).toEqual({ photographer_id: 'p1', rating: 5, comment: '' });
  });

  it('needs a photographer', () => {
    expect(firstError(reviewInput.safeParse({ rating: 4 }))).toBe('Please choose a photographer');
  });
});
