import { z } from 'zod';
import { refuse } from '../messages/errors.js';
import { lineText } from './fields.js';

/** As-you-type suggestions (docs/product.md#suggestions): at most this many, for a text of at most `queryMax` characters. */
export const suggestLimits = { count: 8, queryMax: 100 } as const;

/** `GET /search/suggest?q=`: the text typed so far, trimmed; blank or absent suggests nothing. */
export const suggestInput = z.object({
  q: lineText()
    .trim()
    .max(suggestLimits.queryMax, refuse('searchTooLong'))
    .nullish()
    .transform((value) => value ?? ''),
});
export type SuggestInput = z.input<typeof suggestInput>;

export const suggestionTypes = ['place', 'specialty', 'photographer'] as const;
export type SuggestionType = (typeof suggestionTypes)[number];

/** One suggestion; what picking it does depends on its type. */
export const suggestionSchema = z.object({
  type: z.enum(suggestionTypes),
  /** The name in English (a photographer's username in both). */
  label: z.string(),
  /** The name in Nepali. */
  label_ne: z.string(),
  /**
   * What picking it sets: a place's stored English name (the city or district filter), a
   * specialty filter value (`wedding`), a photographer's username.
   */
  value: z.string(),
  /** A place: whether it is a city or a district (the filter its value goes to). */
  place_kind: z.enum(['city', 'district']).optional(),
  /** A city: its district's English name. */
  district: z.string().optional(),
  /** A photographer: the account's id (their portfolio is /photographers/{id}). */
  id: z.string().optional(),
  /** A photographer: the city on their profile, if any. */
  city: z.string().nullable().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** Places first, then specialties, then photographers, at most `suggestLimits.count` in all. */
export const suggestionsSchema = z.object({ suggestions: z.array(suggestionSchema) });
export type Suggestions = z.infer<typeof suggestionsSchema>;
