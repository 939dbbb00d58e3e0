import { firstPageInputs, pageLimits } from '@tasbir/shared';
import { describe, expect, it } from 'vitest';
import { directoryInput, filtersPicked, hasFilters, noFilters, type DirectoryFilters } from './directoryQuery.js';

describe('directory query', () => {
  it('asks for the unfiltered directory when no filter is set', () => {
    expect(hasFilters(noFilters)).toBe(false);
    expect(directoryInput(noFilters)).toEqual({ limit: pageLimits.default });
  });

  it('asks with no filter exactly what the page the server sends has answered', () => {
    expect(directoryInput(noFilters)).toEqual(firstPageInputs.directory);
  });

  it('sends each set filter, the search trimmed', () => {
    const filters: DirectoryFilters = {
      search: ' Asha ',
      city: 'Pokhara',
      district: 'Kaski',
      specialty: 'wedding',
      freeOn: '2030-05-01',
      top: true,
    };
    expect(hasFilters(filters)).toBe(true);
    expect(directoryInput(filters)).toEqual({
      limit: pageLimits.default,
      search: 'Asha',
      city: 'Pokhara',
      district: 'Kaski',
      specialty: 'wedding',
      free_on: '2030-05-01',
      top: true,
    });
  });

  it('filters by a free date alone, and leaves a blank date out', () => {
    const freeOn = { ...noFilters, freeOn: '2030-05-01' };
    expect(hasFilters(freeOn)).toBe(true);
    expect(directoryInput(freeOn)).toEqual({ limit: pageLimits.default, free_on: '2030-05-01' });
    expect(directoryInput({ ...freeOn, freeOn: '' })).toEqual(directoryInput(noFilters));
  });

  it('filters by Top photographers alone, and leaves the filter out when off', () => {
    const top = { ...noFilters, top: true };
    expect(hasFilters(top)).toBe(true);
    expect(directoryInput(top)).toEqual({ limit: pageLimits.default, top: true });
    expect(directoryInput({ ...top, top: false })).toEqual(directoryInput(noFilters));
  });

  it('counts a blank search as no filter', () => {
    expect(hasFilters({ ...noFilters, search: '   ' })).toBe(false);
  });
});

describe('a picked suggestion', () => {
  const typed: DirectoryFilters = { ...noFilters, search: 'पोख', district: 'Kathmandu', freeOn: '2030-05-01' };

  it('sets a city in place of the text typed, and leaves the date', () => {
    const pokhara = {
      type: 'place',
      label: 'Pokhara',
      label_ne: 'पोखरा',
      value: 'Pokhara',
      place_kind: 'city',
    } as const;
    expect(filtersPicked(typed, pokhara)).toEqual({ ...noFilters, city: 'Pokhara', freeOn: '2030-05-01' });
  });

  it('sets a district, or a specialty the page does not offer itself', () => {
    const kaski = { type: 'place', label: 'Kaski', label_ne: 'कास्की', value: 'Kaski', place_kind: 'district' } as const;
    expect(filtersPicked(typed, kaski)).toMatchObject({ search: '', city: '', district: 'Kaski' });
    const street = { type: 'specialty', label: 'Street', label_ne: 'सडक', value: 'street' } as const;
    expect(filtersPicked(typed, street)).toMatchObject({ search: '', specialty: 'street', district: 'Kathmandu' });
  });

  it('searches for a photographer by their username', () => {
    const asha = { type: 'photographer', label: 'asha', label_ne: 'asha', value: 'asha', id: 'u1' } as const;
    expect(filtersPicked(typed, asha)).toEqual({ ...typed, search: 'asha' });
  });
});
