import { useEffect, useState } from 'react';
import {
  firstPageInputs,
  specialtyFilters,
  type DirectoryQueryInput,
  type SpecialtyFilter,
  type Suggestion,
} from '@tasbir/shared';

/** One the page offers, or one a suggestion picked (street, product…): every filter value the API takes. */
export type DirectorySpecialty = SpecialtyFilter;

/** What the directory's filters hold; blank places, a blank date and `all` mean "no filter". */
export type DirectoryFilters = {
  search: string;
  city: string;
  district: string;
  specialty: DirectorySpecialty;
  /** Only photographers free on this date (YYYY-MM-DD). */
  freeOn: string;
  /** Only Top photographers. */
  top: boolean;
};

export const noFilters: DirectoryFilters = {
  search: '',
  city: '',
  district: '',
  specialty: 'all',
  freeOn: '',
  top: false,
};

export function hasFilters(filters: DirectoryFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.city !== '' ||
    filters.district !== '' ||
    filters.specialty !== 'all' ||
    filters.freeOn !== '' ||
    filters.top
  );
}

/**
 * The filters once a suggestion is picked: a place sets the city or the district, a specialty the
 * specialty, each in place of the text typed; a photographer's username becomes the search.
 */
export function filtersPicked(filters: DirectoryFilters, suggestion: Suggestion): DirectoryFilters {
  if (suggestion.type === 'photographer') return { ...filters, search: suggestion.value };
  if (suggestion.type === 'place')
    return suggestion.place_kind === 'district'
      ? { ...filters, search: '', district: suggestion.value, city: '' }
      : { ...filters, search: '', city: suggestion.value, district: '' };
  const specialty = specialtyFilters.find((value) => value === suggestion.value);
  return specialty ? { ...filters, search: '', specialty } : filters;
}

/**
 * The `photographers.list` input for the filters, with unset filters left out, so the unfiltered
 * directory and the list the place options come from are one cached query.
 */
export function directoryInput(filters: DirectoryFilters): Omit<DirectoryQueryInput, 'cursor'> {
  const search = filters.search.trim();
  return {
    limit: firstPageInputs.directory.limit,
    ...(search ? { search } : {}),
    ...(filters.city ? { city: filters.city } : {}),
    ...(filters.district ? { district: filters.district } : {}),
    ...(filters.specialty !== 'all' ? { specialty: filters.specialty } : {}),
    ...(filters.freeOn ? { free_on: filters.freeOn } : {}),
    ...(filters.top ? { top: true } : {}),
  };
}

/** The value, once it has stopped changing for `delayMs` (typing in the search box). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
