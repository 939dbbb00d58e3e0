import { useAtomValue } from 'jotai';
import { findPlace, nepalCities, nepalDistricts, type Place } from '@tasbir/shared';
import { useT } from '../i18n.js';
import { SelectField } from './ChoiceFields.js';
import { Field } from './Field.js';
import { languageAtom, type Language } from '../state/language.js';

type Props = {
  id: string;
  label: string;
  /** The English name as stored, or whatever the profile holds. */
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
};

const collators: Record<Language, Intl.Collator> = { en: new Intl.Collator('en'), ne: new Intl.Collator('ne') };

/** The places as options: the English name as the value, the name in the language as the label, in that language's order. */
function placeOptions(places: readonly Place[], language: Language) {
  const options = places.map((place) => ({ value: place.en, label: place[language] }));
  return options.sort((a, b) => collators[language].compare(a.label, b.label));
}

/**
 * One of Nepal's 77 districts, named in the chosen language; the value is the English name. A
 * district a profile holds in another spelling is shown as that district, and one the table lacks
 * stays an option so saving never drops it.
 */
export function DistrictSelect({ id, label, value, onChange }: Props) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const known = findPlace(value)?.en;
  const selected = known && nepalDistricts.some((district) => district.en === known) ? known : value.trim();
  const options = placeOptions(nepalDistricts, language);
  const unlisted = selected !== '' && !options.some((option) => option.value === selected);
  return (
    <SelectField
      id={id}
      label={label}
      value={selected}
      autoComplete="address-level2"
      options={[
        { value: '', label: t.districtChoose },
        ...(unlisted ? [{ value: selected, label: selected }] : []),
        ...options,
      ]}
      onChange={onChange}
    />
  );
}

/** A city as free text, with Nepal's main cities offered as the user types (named in the chosen language, the English name as the value). */
export function CityField({ id, label, value, onChange, maxLength }: Props) {
  const language = useAtomValue(languageAtom);
  const listId = `${id}-cities`;
  return (
    <>
      <Field
        id={id}
        label={label}
        autoComplete="address-level2"
        value={value}
        maxLength={maxLength}
        list={listId}
        onChange={onChange}
      />
      <datalist id={listId}>
        {placeOptions(nepalCities, language).map((option) => (
          <option key={option.value} value={option.value} label={option.label} />
        ))}
      </datalist>
    </>
  );
}
