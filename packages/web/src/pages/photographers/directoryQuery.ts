import { useEffect, useState } from 'react';
import { pageLimits, type DirectoryQueryInput, type directorySpecialtyFilters } from '@tasbir/shared';

export type DirectorySpecialty = (typeof directorySpecialtyFilters)[number];

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
 * The `photographers.list` input for the filters, with unset filters left out, so the unfiltered
 * directory and the list the place options come from are one cached query.
 */
export function directoryInput(filters: DirectoryFilters): Omit<DirectoryQueryInput, 'cursor'> {
  const search = filters.search.trim();
  return {
    limit: pageLimits.default,
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
