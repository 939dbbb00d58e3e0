import { QueryClient } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { addDays, nepalToday } from '@tasbir/shared';
import { formatBikramSambat } from '@tasbir/shared/bikramSambat';
import { beforeAll, describe, expect, it } from 'vitest';
import { languageAtom, type Language } from '../../state/language.js';
import { loadBikramSambat } from '../../state/useBikramSambat.js';
import { trpc } from '../../trpc.js';
import { noFilters } from './directoryQuery.js';
import { DirectoryFilters } from './DirectoryFilters.js';
import { loadTexts } from '../../i18n.js';

// The app loads Nepali's sentences before it draws in Nepali (i18n.ts).
beforeAll(() => loadTexts('ne'));

const ignore = () => {};

function renderFilters(language: Language, freeOn: string): string {
  const store = createStore();
  store.set(languageAtom, language);
  const queryClient = new QueryClient();
  return renderToStaticMarkup(
    <Provider store={store}>
      <trpc.Provider client={trpc.createClient({ links: [] })} queryClient={queryClient}>
        <DirectoryFilters
          filters={{ ...noFilters, freeOn }}
          onChange={ignore}
          cities={[]}
          districts={[]}
          onPick={ignore}
          onSubmit={ignore}
        />
      </trpc.Provider>
    </Provider>,
  );
}

/** What the field says beside the date picker, and whether the picker is described by it. */
function freeOnField(html: string) {
  const bs = /<span id="directory-free-on-bs"[^>]*>([^<]*)<\/span>/.exec(html)?.[1];
  const input = /<input id="directory-free-on"[^>]*>/.exec(html)?.[0] ?? '';
  return {
    bs,
    describedByBs: input.includes('aria-describedby="directory-free-on-bs"'),
    type: /type="(\w+)"/.exec(input)?.[1],
  };
}

describe('the directory’s “free on” field', () => {
  const day = addDays(nepalToday(), 10);
  beforeAll(async () => {
    await loadBikramSambat();
  });

  it('offers the BS date beside the date picker in Nepali', () => {
    const field = freeOnField(renderFilters('ne', day));
    expect(field.type).toBe('date');
    expect(field.bs).toContain(formatBikramSambat(day, 'ne'));
    expect(field.bs).toMatch(/^वि\.सं\./);
    expect(field.describedByBs).toBe(true);
  });

  it('offers it in English too', () => {
    expect(freeOnField(renderFilters('en', day)).bs).toContain(formatBikramSambat(day, 'en'));
  });

  it('says nothing beside an empty picker', () => {
    const field = freeOnField(renderFilters('ne', ''));
    expect(field.bs).toBe('');
    expect(field.describedByBs).toBe(false);
  });
});
