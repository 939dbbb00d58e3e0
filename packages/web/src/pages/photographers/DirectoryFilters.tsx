import { lazy, Suspense } from 'react';
import {
  addDays,
  bookingLimits,
  directorySpecialtyFilters,
  nepalToday,
  specialtyFilterMatches,
  type SpecialtyFilter,
  type Suggestion,
  type UiMessages,
} from '@tasbir/shared';
import { BsDateField } from '../../components/BsDateField.js';
import { SelectField } from '../../components/ChoiceFields.js';
import { useT } from '../../i18n.js';
import { specializationLabel } from '../../portfolioText.js';
import { usePlaceText } from '../../state/usePlaceText.js';
import { hasFilters, noFilters, type DirectoryFilters as Filters } from './directoryQuery.js';
import { compareNames } from './cardFacts.js';
import { SearchCombobox } from './SearchCombobox.js';

// With its texts, on demand (docs/decisions/019-trust-signals.md): the home page's script carries neither.
const TopFilter = lazy(() => import('./TopFilter.js'));

type Props = {
  filters: Filters;
  onChange: (filters: Filters) => void;
  cities: readonly string[];
  districts: readonly string[];
  /** A suggestion picked in the search box. */
  onPick: (suggestion: Suggestion) => void;
  /** Enter in the search box with no suggestion highlighted. */
  onSubmit: () => void;
};

type Offered = (typeof directorySpecialtyFilters)[number];
const isOffered = (value: SpecialtyFilter): value is Offered =>
  (directorySpecialtyFilters as readonly string[]).includes(value);

/** The page's own values by their filter names; one only a suggestion sets (street) by its specialization's. */
const specialtyLabel = (t: UiMessages, value: SpecialtyFilter) =>
  isOffered(value) ? t[`specialty_${value}`] : specializationLabel(t, specialtyFilterMatches[value][0]);

/** Search, city, district, specialty, a date to be free on and Top photographers only (docs/product.md#directory); every change reloads the results. */
export function DirectoryFilters({ filters, onChange, cities, districts, onPick, onSubmit }: Props) {
  const t = useT();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const placeLabel = usePlaceText();
  // The value stays the stored name the server filters by; the label is the name in the chosen language.
  const places = (values: readonly string[], all: string) => [
    { value: '', label: all },
    ...values.map((value) => ({ value, label: placeLabel(value) })).sort((a, b) => compareNames(a.label, b.label)),
  ];
  const clear = () => {
    onChange(noFilters);
    document.getElementById('directory-search')?.focus();
  };
  const values: SpecialtyFilter[] = [...directorySpecialtyFilters];
  if (!isOffered(filters.specialty)) values.push(filters.specialty);
  const specialties = values.map((value) => ({ value, label: specialtyLabel(t, value) }));
  const today = nepalToday();

  return (
    <form
      className="directory-filters"
      role="search"
      aria-label={t.directoryFiltersLabel}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="directory-filters__search">
        <SearchCombobox
          id="directory-search"
          label={t.directorySearchLabel}
          placeholder={t.directorySearchPlaceholder}
          value={filters.search}
          onChange={(search) => set({ search })}
          maxLength={100}
          onPick={onPick}
          onSubmit={onSubmit}
        />
      </div>
      <SelectField
        id="directory-city"
        label={t.cityLabel}
        value={filters.city}
        options={places(cities, t.directoryAllCities)}
        onChange={(city) => set({ city })}
      />
      <SelectField
        id="directory-district"
        label={t.districtLabel}
        value={filters.district}
        options={places(districts, t.directoryAllDistricts)}
        onChange={(district) => set({ district })}
      />
      <SelectField
        id="directory-specialty"
        label={t.directorySpecialtyLabel}
        value={filters.specialty}
        options={specialties}
        onChange={(specialty) => set({ specialty })}
      />
      <BsDateField
        id="directory-free-on"
        label={t.directoryFreeOnLabel}
        value={filters.freeOn}
        min={today}
        max={addDays(today, bookingLimits.daysAhead)}
        onChange={(freeOn) => set({ freeOn })}
      />
      {/* The filter's cell is kept while it loads: the form does not grow a row under the visitor. */}
      <Suspense
        fallback={
          <span className="directory-filters__top" aria-hidden="true">
            {'\u00a0'}
          </span>
        }
      >
        <TopFilter checked={filters.top} onChange={(top) => set({ top })} />
      </Suspense>
      {hasFilters(filters) && (
        <button type="button" className="button button--ghost directory-filters__clear" onClick={clear}>
          {t.directoryClearFilters}
        </button>
      )}
    </form>
  );
}
