import { suggestLimits, type Suggestion, type Suggestions } from '@tasbir/shared';
import type { SuggestRepository } from './suggestRepository.js';
import { interleaved, placeSuggestions, specialtySuggestions, typedPrefix } from './suggestions.js';

/**
 * As-you-type suggestions for the directory's search box (docs/decisions/022-search-suggest.md):
 * places and specialties from memory, photographers from one indexed query.
 */
export class SuggestService {
  constructor(private readonly repository: SuggestRepository) {}

  async suggest(text: string): Promise<Suggestions> {
    const typed = typedPrefix(text);
    if (!typed.folded && !typed.raw) return { suggestions: [] };
    const photographers = (await this.repository.photographersNamed(typed.joined)).map((found): Suggestion => ({
      type: 'photographer',
      label: found.username,
      label_ne: found.username,
      value: found.username,
      id: found.id,
      city: found.city,
    }));
    return {
      suggestions: interleaved(
        [placeSuggestions(typed), specialtySuggestions(typed), photographers],
        suggestLimits.count,
      ),
    };
  }
}
