import { describe, expect, it } from 'vitest';
import { portfolioInput, specializations, type Portfolio } from '@tasbir/shared';
import {
  equipmentList,
  equipmentText,
  portfolioFormFrom,
  portfolioProblem,
  portfolioSaveInput,
  withChoice,
} from './portfolioForm.js';

const saved: Portfolio = {
  photographer_id: 'p1',
  specializations: ['Wedding Photography', 'Portrait Photography'],
  experience_years: '3-5',
  pricing_range: null,
  portfolio_description: 'Mountain weddings by the lake.',
  services: ['Drone Photography'],
  equipment: ['Canon EOS R5', 'DJI Mini 4 Pro'],
  featured_work: ['photo-1'],
  updated_at: '2025-01-01T00:00:00.000Z',
};

describe('equipment text', () => {
  it('shows a saved list as comma-separated text', () => {
    expect(equipmentText(['Canon EOS R5', 'DJI Mini 4 Pro'])).toBe('Canon EOS R5, DJI Mini 4 Pro');
    expect(equipmentText([])).toBe('');
  });

  it('reads typed text as a list without blanks or repeats', () => {
    expect(equipmentList(' Canon EOS R5 ,, DJI Mini 4 Pro, canon eos r5 , ')).toEqual([
      'Canon EOS R5',
      'DJI Mini 4 Pro',
    ]);
    expect(equipmentList('   ')).toEqual([]);
  });

  it('reads back what it shows', () => {
    expect(equipmentList(equipmentText(saved.equipment))).toEqual(saved.equipment);
  });
});

describe('the portfolio form', () => {
  it('starts from the saved portfolio, with a blank choice for what was never chosen', () => {
    expect(portfolioFormFrom(saved)).toEqual({
      specializations: ['Wedding Photography', 'Portrait Photography'],
      experience_years: '3-5',
      pricing_range: '',
      portfolio_description: 'Mountain weddings by the lake.',
      services: ['Drone Photography'],
      equipment: 'Canon EOS R5, DJI Mini 4 Pro',
      featured_work: ['photo-1'],
    });
  });

  it('saves the whole portfolio, keeping featured work it does not edit', () => {
    const form = {
      ...portfolioFormFrom(saved),
      pricing_range: '30000-50000' as const,
      experience_years: '' as const,
      equipment: 'Sony A7 IV, Godox AD200',
    };
    const input = portfolioSaveInput(form);
    expect(input).toEqual({
      specializations: ['Wedding Photography', 'Portrait Photography'],
      experience_years: null,
      pricing_range: '30000-50000',
      portfolio_description: 'Mountain weddings by the lake.',
      services: ['Drone Photography'],
      equipment: ['Sony A7 IV', 'Godox AD200'],
      featured_work: ['photo-1'],
    });
    expect(portfolioInput.parse(input).pricing_range).toBe('30000-50000');
    expect(portfolioProblem(input)).toBeNull();
  });

  it('stops too much equipment before anything is sent', () => {
    const tooMany = Array.from({ length: 21 }, (_, index) => `Lens ${index + 1}`).join(', ');
    expect(portfolioProblem(portfolioSaveInput({ ...portfolioFormFrom(saved), equipment: tooMany }))?.code).toBe(
      'equipmentTooLong',
    );
    expect(portfolioProblem(portfolioSaveInput({ ...portfolioFormFrom(saved), equipment: 'x'.repeat(81) }))?.code).toBe(
      'equipmentTooLong',
    );
  });

  it('stops a description over 2,000 characters', () => {
    expect(
      portfolioProblem(portfolioSaveInput({ ...portfolioFormFrom(saved), portfolio_description: 'a'.repeat(2001) }))
        ?.code,
    ).toBe('descriptionTooLong');
  });
});

describe('ticking choices', () => {
  it('adds and removes a choice, keeping the list order', () => {
    expect(withChoice(specializations, ['Street Photography'], 'Wedding Photography', true)).toEqual([
      'Wedding Photography',
      'Street Photography',
    ]);
    expect(
      withChoice(specializations, ['Wedding Photography', 'Street Photography'], 'Wedding Photography', false),
    ).toEqual(['Street Photography']);
    expect(withChoice(specializations, ['Wedding Photography'], 'Wedding Photography', true)).toEqual([
      'Wedding Photography',
    ]);
  });
});
