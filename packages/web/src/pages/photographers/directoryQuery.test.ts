import { pageLimits } from '@tasbir/shared';
import { describe, expect, it } from 'vitest';
import { directoryInput, hasFilters, noFilters, type DirectoryFilters } from './directoryQuery.js';

describe('directory query', () => {
  it('asks for the unfiltered directory when no filter is set', () => {
    expect(hasFilters(noFilters)).toBe(false);
    expect(directoryInput(noFilters)).toEqual({ limit: pageLimits.default });
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
