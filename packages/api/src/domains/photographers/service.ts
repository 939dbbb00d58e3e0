import {
  canonicalPlaceName,
  olderPlaceSpellings,
  specialtyFilterMatches,
  type DirectoryItem,
  type DirectoryPage,
  type DirectoryQuery,
} from '@tasbir/shared';
import { badRequest, notFound } from '../../errors.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { DirectoryCards, directoryPageOf } from './directoryCards.js';
import { withJsonText } from '../../http/jsonText.js';
import { listCache, type ListCacheOptions } from '../../cache/listCache.js';
import type { PhotographersRepository } from './repository.js';
import type { SearchRepository } from './searchRepository.js';
import { decodeSearchCursor, encodeSearchCursor } from './searchCursor.js';
import { searchTerms } from '../search/terms.js';
import type { VocabularyRepository } from '../search/vocabularyRepository.js';

/**
 * A city or district filter, as the column stores it lower-cased: a place the table knows by its
 * English name ("पोखरा" and "Pokhra" find Pokhara), an unknown place as written. One name, so the directory
 * reads the place's index in rank order.
 */
function placeFilterName(place: string | undefined): string | undefined {
  return place === undefined ? undefined : (canonicalPlaceName(place) ?? place).toLowerCase();
}

/** The filters besides the search words, as the repository takes them. */
function filtersOf(query: DirectoryQuery) {
  return {
    city: placeFilterName(query.city),
    district: placeFilterName(query.district),
    specialties: specialtyFilterMatches[query.specialty],
    freeOn: query.free_on,
    top: query.top,
  };
}

export class PhotographersService {
  /** Pages are the same for every caller: kept until the next write (docs/decisions/005-list-cache.md). */
  private readonly pages;
  /** Each card's JSON by (id, version), for the pages the list cache does not hold (docs/decisions/023-kept-card-json.md). */
  private readonly cards;

  constructor(
    private readonly repository: PhotographersRepository,
    private readonly search: { hits: SearchRepository; vocabulary: VocabularyRepository },
    cache: ListCacheOptions,
  ) {
    this.pages = listCache<DirectoryPage>(cache, 'directory');
    this.cards = new DirectoryCards(repository);
  }

  /**
   * The directory: photographers who are not suspended, best first (docs/decisions/004-directory.md),
   * filtered by search words, city, district and specialty, a page at a time.
   */
  list(query: DirectoryQuery): Promise<DirectoryPage> {
    return this.pages.remember(JSON.stringify(query), () => this.readPage(query));
  }

  private async readPage(query: DirectoryQuery): Promise<DirectoryPage> {
    const terms = query.search === undefined ? [] : await searchTerms(query.search, this.search.vocabulary);
    if (terms.length > 0) return this.readSearchPage(query, terms);
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    if (query.cursor !== undefined && !after) throw badRequest('cursorInvalid');
    const keys = await this.repository.listKeys({
      ...filtersOf(query),
      after,
      // One more than asked: whether it comes back says if there is a next page.
      limit: query.limit + 1,
    });
    const page = keys.slice(0, query.limit);
    const last = page.at(-1);
    return directoryPageOf(await this.cards.of(page), keys.length > query.limit && last ? encodeCursor(last) : null);
  }

  /** A page of search results: hits by relevance then rank (docs/decisions/018-search.md), then their cards. */
  private async readSearchPage(query: DirectoryQuery, terms: Awaited<ReturnType<typeof searchTerms>>) {
    const after = query.cursor === undefined ? undefined : decodeSearchCursor(query.cursor);
    if (query.cursor !== undefined && !after) throw badRequest('cursorInvalid');
    const { hits, next } = await this.search.hits.page(terms, filtersOf(query), after, query.limit);
    // The hits carry their cards' versions: the walk read them with the accounts it checked.
    return directoryPageOf(await this.cards.of(hits), next ? encodeSearchCursor(next) : null);
  }

  /** Listed photographers' cards in the order of `ids`, kept or read. */
  private async cardsOf(ids: readonly string[]) {
    // The ids passed the filters already; their keys are read by id alone.
    const keys = await this.repository.listKeys({ ids, specialties: [], limit: ids.length });
    const byId = new Map(keys.map((key) => [key.id, key]));
    return this.cards.of(ids.flatMap((id) => byId.get(id) ?? []));
  }

  /** One directory card; 404 for an unknown id, an account that is not a photographer, or a suspended one. */
  async get(id: string): Promise<DirectoryItem> {
    const [card] = await this.cardsOf([id]);
    if (!card) throw notFound('photographerNotFound');
    // A copy carries the text: the kept card is shared by every page and stays as it was kept.
    return withJsonText({ ...card.value }, card.text);
  }

  /**
   * At start: a profile written before places were stored by their English names ("Patan",
   * "पोखरा") gets that name, so the one-name filter finds it. Returns how many places changed.
   */
  storeOlderPlaceSpellingsByName(): Promise<number> {
    return this.repository.renamePlaces(olderPlaceSpellings());
  }

  /** At start: search words for accounts that have none or were folded by an older fold (docs/decisions/018-search.md). */
  fillSearchDocuments(): Promise<number> {
    return this.search.vocabulary.fillSearchDocuments();
  }
}
