import {
  nepalCities,
  nepalDistricts,
  placeKey,
  searchWords,
  specializationSearchWords,
  specialtyFilterMatches,
  specialtyFilters,
  uiEn,
  uiNe,
  type Place,
  type Suggestion,
} from '@tasbir/shared';

/**
 * The places and specialties a typed prefix may suggest (docs/decisions/022-search-suggest.md), held
 * in memory: a few hundred names, each kept as its folded key and its raw place key, so matching a
 * keystroke is a loop of `startsWith`, no query.
 */
type Entry = {
  suggestion: Suggestion;
  names: Name[];
};

/**
 * One name of an entry: its folded words, one space apart ("rukum best"), and as `placeKey` writes
 * it (Devanagari kept as typed, for prefixes the fold reads otherwise). A secondary name (an
 * alias, a synonym) ranks below the entry's own names.
 */
type Name = { folded: string; foldedJoined: string; raw: string; rawJoined: string; secondary: boolean };

/** A typed text as the entries are matched against it. */
export type TypedPrefix = { folded: string; joined: string; raw: string };

export function typedPrefix(text: string): TypedPrefix {
  const folded = searchWords(text).join(' ');
  return { folded, joined: folded.replaceAll(' ', ''), raw: placeKey(text) };
}

const startsAWord = (name: string, prefix: string) => name.startsWith(prefix) || name.includes(` ${prefix}`);

/**
 * How well a name matches: 0 the whole name, 1 its start (spaces ignored), 2 a later word's start;
 * undefined for no match. The run-together forms come ready: this runs for every name at every keystroke.
 */
function matchOf(name: string, joined: string, prefix: string, prefixJoined: string): number | undefined {
  if (!name || !prefix) return undefined;
  if (name === prefix) return 0;
  if (name.startsWith(prefix) || joined.startsWith(prefixJoined)) return 1;
  return startsAWord(name, prefix) ? 2 : undefined;
}

/** An entry's best match over its names, a secondary name's three below its own; undefined for none. */
function entryMatch(entry: Entry, typed: TypedPrefix): number | undefined {
  let best: number | undefined;
  const rawJoined = typed.raw.replaceAll(' ', '');
  for (const name of entry.names) {
    const folded = matchOf(name.folded, name.foldedJoined, typed.folded, typed.joined);
    const raw = typed.raw === typed.folded ? undefined : matchOf(name.raw, name.rawJoined, typed.raw, rawJoined);
    const found = Math.min(folded ?? 9, raw ?? 9);
    if (found === 9) continue;
    const score = found + (name.secondary ? 3 : 0);
    if (best === undefined || score < best) best = score;
  }
  return best;
}

/** One name's forms. */
function nameOf(text: string, secondary: boolean): Name {
  const folded = searchWords(text).join(' ');
  const raw = placeKey(text);
  return { folded, foldedJoined: folded.replaceAll(' ', ''), raw, rawJoined: raw.replaceAll(' ', ''), secondary };
}

/** An entry's names: its own (label, Nepali label) first, then the others as secondary. */
const namesOf = (own: readonly string[], others: readonly string[]): Name[] => [
  ...own.map((name) => nameOf(name, false)),
  ...others.map((name) => nameOf(name, true)),
];

const placeNames = (place: Place) => ({ names: namesOf([place.en, place.ne], place.aliases ?? []) });

/** Cities first (where photographers work), then districts; a district named like a city it holds is the city. */
function placeEntries(): Entry[] {
  const cities = nepalCities.map((city): Entry => ({
    suggestion: {
      type: 'place',
      label: city.en,
      label_ne: city.ne,
      value: city.en,
      place_kind: 'city',
      district: city.district,
    },
    ...placeNames(city),
  }));
  const cityNames = new Set(nepalCities.map((city) => city.en));
  const districts = nepalDistricts
    .filter((district) => !cityNames.has(district.en))
    .map((district): Entry => ({
      suggestion: {
        type: 'place',
        label: district.en,
        label_ne: district.ne,
        value: district.en,
        place_kind: 'district',
      },
      ...placeNames(district),
    }));
  return [...cities, ...districts];
}

const english: Record<string, string> = uiEn;
const nepali: Record<string, string> = uiNe;

/**
 * Each specialty filter value but `all`, named as the directory's filter names it (or, for the
 * values only the API offers, as a card names the specialization), found by those names in both
 * languages, its specializations' full names and their search words (marriage, bibaha, headshot).
 */
function specialtyEntries(): Entry[] {
  return specialtyFilters
    .filter((value) => value !== 'all')
    .map((value): Entry => {
      const specializations: readonly string[] = specialtyFilterMatches[value];
      const short = specializations[0]?.split(' ')[0] ?? value;
      const key = english[`specialty_${value}`] !== undefined ? `specialty_${value}` : `specialization_${short}`;
      const label = english[key] ?? short;
      const labelNe = nepali[key] ?? label;
      const words = specializations.flatMap((name) =>
        Object.entries(specializationSearchWords).flatMap(([full, found]) => (full === name ? [full, ...found] : [])),
      );
      return {
        suggestion: { type: 'specialty', label, label_ne: labelNe, value },
        names: namesOf([label, labelNe], [value, ...words]),
      };
    });
}

let entries: { places: Entry[]; specialties: Entry[] } | undefined;

/** Built on first use: the fold runs once per name, not once per keystroke. */
function suggestionTables() {
  entries ??= { places: placeEntries(), specialties: specialtyEntries() };
  return entries;
}

/** The entries matching a typed prefix, best match first, then in the table's order. */
function matching(list: readonly Entry[], typed: TypedPrefix): Suggestion[] {
  const found: { suggestion: Suggestion; index: number; match: number }[] = [];
  list.forEach((entry, index) => {
    const match = entryMatch(entry, typed);
    if (match !== undefined) found.push({ suggestion: entry.suggestion, index, match });
  });
  return found.sort((a, b) => a.match - b.match || a.index - b.index).map((entry) => entry.suggestion);
}

export const placeSuggestions = (typed: TypedPrefix) => matching(suggestionTables().places, typed);
export const specialtySuggestions = (typed: TypedPrefix) => matching(suggestionTables().specialties, typed);

/**
 * At most `count` of the lists, taken a round at a time (the first of each, then the second of
 * each…) so no kind crowds out the others, and shown kind by kind in the lists' order.
 */
export function interleaved(lists: readonly (readonly Suggestion[])[], count: number): Suggestion[] {
  const taken = lists.map(() => 0);
  let total = 0;
  for (let round = 0; total < count; round += 1) {
    let tookOne = false;
    lists.forEach((list, index) => {
      if (total < count && round < list.length) {
        taken[index] = round + 1;
        total += 1;
        tookOne = true;
      }
    });
    if (!tookOne) break;
  }
  return lists.flatMap((list, index) => list.slice(0, taken[index]));
}
