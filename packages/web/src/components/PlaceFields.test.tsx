import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { languageAtom, type Language } from '../state/language.js';
import { CityField, DistrictSelect } from './PlaceFields.js';

function render(language: Language, field: ReactNode): string {
  const store = createStore();
  store.set(languageAtom, language);
  return renderToStaticMarkup(<Provider store={store}>{field}</Provider>);
}

const ignore = () => {};
const optionCount = (html: string) => html.match(/<option/g)?.length ?? 0;

describe('the district picker', () => {
  it('offers the 77 districts by their Nepali names in Nepali, the English name as the value', () => {
    const html = render('ne', <DistrictSelect id="district" label="जिल्ला" value="Kaski" onChange={ignore} />);
    expect(optionCount(html)).toBe(78);
    expect(html).toContain('<option value="Kaski" selected="">कास्की</option>');
    expect(html).toContain('<option value="Kathmandu">काठमाडौं</option>');
  });

  it('offers them by their English names in English', () => {
    const html = render('en', <DistrictSelect id="district" label="District" value="" onChange={ignore} />);
    expect(html).toContain('<option value="" selected="">Choose a district</option>');
    expect(html).toContain('<option value="Kathmandu">Kathmandu</option>');
  });

  it('shows a district written another way as that district, and keeps one it does not know', () => {
    expect(render('en', <DistrictSelect id="district" label="District" value="Kavre" onChange={ignore} />)).toContain(
      '<option value="Kavrepalanchok" selected="">',
    );
    const unknown = render(
      'en',
      <DistrictSelect id="district" label="District" value="Nawalparasi" onChange={ignore} />,
    );
    expect(unknown).toContain('<option value="Nawalparasi" selected="">Nawalparasi</option>');
    expect(optionCount(unknown)).toBe(79);
  });
});

describe('the city field', () => {
  it('is free text with the main cities suggested, labelled in the chosen language', () => {
    const html = render('ne', <CityField id="city" label="सहर" value="Lekhnath" onChange={ignore} />);
    expect(html).toContain('list="city-cities"');
    expect(html).toContain('value="Lekhnath"');
    expect(html).toContain('<option value="Pokhara" label="पोखरा">');
  });
});
