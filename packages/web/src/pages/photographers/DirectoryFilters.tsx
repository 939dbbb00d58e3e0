import { lazy, Suspense } from 'react';
import { addDays, bookingLimits, directorySpecialtyFilters, nepalToday } from '@tasbir/shared';
import { BsDateField } from '../../components/BsDateField.js';
import { SelectField } from '../../components/ChoiceFields.js';
import { Field } from '../../components/Field.js';
import { useT } from '../../i18n.js';
import { usePlaceText } from '../../state/usePlaceText.js';
import { hasFilters, noFilters, type DirectoryFilters as Filters } from './directoryQuery.js';

// With its texts, on demand (docs/decisions/019-trust-signals.md): the home page's script carries neither.
const TopFilter = lazy(() => import('./TopFilter.js'));

type Props = {
  filters: Filters;
  onChange: (filters: Filters) => void;
  cities: readonly string[];
  districts: readonly string[];
};

/** Search, city, district, specialty, a date to be free on and Top photographers only (docs/product.md#directory); every change reloads the results. */
export function DirectoryFilters({ filters, onChange, cities, districts }: Props) {
  const t = useT();
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const placeLabel = usePlaceText();
  // The value stays the stored name the server filters by; the label is the name in the chosen language.
  const places = (values: readonly string[], all: string) => [
    { value: '', label: all },
    ...values.map((value) => ({ value, label: placeLabel(value) })).sort((a, b) => a.label.localeCompare(b.label)),
  ];
  const clear = () => {
    onChange(noFilters);
    document.getElementById('directory-search')?.focus();
  };
  const specialties = directorySpecialtyFilters.map((value) => ({ value, label: t[`specialty_${value}`] }));
  const today = nepalToday();

  return (
    <form
      className="directory-filters"
      role="search"
      aria-label={t.directoryFiltersLabel}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="directory-filters__search">
        <Field
          id="directory-search"
          type="search"
          label={t.directorySearchLabel}
          placeholder={t.directorySearchPlaceholder}
          value={filters.search}
          onChange={(search) => set({ search })}
          maxLength={100}
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
      <Suspense fallback={null}>
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
