import {
  canonicalPlaceName,
  olderPlaceSpellings,
  searchWordsWithPlaces,
  specialtyFilterMatches,
  type DirectoryItem,
  type DirectoryPage,
  type DirectoryQuery,
} from '@tasbir/shared';
import { badRequest, notFound } from '../../errors.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { toDirectoryItem } from './directoryItem.js';
import { listCache, type ListCacheOptions } from '../../cache/listCache.js';
import type { PhotographersRepository } from './repository.js';

/** More words than this in one search are ignored: each word is one more condition on every row. */
const maxSearchWords = 5;

/**
 * A city or district filter, as the column stores it lower-cased: a place the table knows by its
 * English name ("पोखरा" and "Pokhra" find Pokhara), an unknown place as written. One name, so the directory
 * reads the place's index in rank order.
 */
function placeFilterName(place: string | undefined): string | undefined {
  return place === undefined ? undefined : (canonicalPlaceName(place) ?? place).toLowerCase();
}

export class PhotographersService {
  /** Pages are the same for every caller: kept until the next write (docs/decisions/005-list-cache.md). */
  private readonly pages;

  constructor(
    private readonly repository: PhotographersRepository,
    cache: ListCacheOptions,
  ) {
    this.pages = listCache<DirectoryPage>(cache, 'directory');
  }

  /**
   * The directory: photographers who are not suspended, best first (docs/decisions/004-directory.md),
   * filtered by search words, city, district and specialty, a page at a time.
   */
  list(query: DirectoryQuery): Promise<DirectoryPage> {
    return this.pages.remember(JSON.stringify(query), () => this.readPage(query));
  }

  private async readPage(query: DirectoryQuery): Promise<DirectoryPage> {
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    if (query.cursor !== undefined && !after) throw badRequest('cursorInvalid');
    const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, maxSearchWords);
    const rows = await this.repository.list({
      // A word naming a place also finds the place's stored English name; a word that is that name needs nothing more.
      words: searchWordsWithPlaces(words).map(({ text, place }) =>
        place === undefined || place.toLowerCase() === text ? { text } : { text, place: place.toLowerCase() },
      ),
      city: placeFilterName(query.city),
      district: placeFilterName(query.district),
      specialties: specialtyFilterMatches[query.specialty],
      freeOn: query.free_on,
      top: query.top,
      after,
      // One more than asked: whether it comes back says if there is a next page.
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      photographers: page.map(toDirectoryItem),
      next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    };
  }

  /** One directory card; 404 for an unknown id, an account that is not a photographer, or a suspended one. */
  async get(id: string): Promise<DirectoryItem> {
    const [row] = await this.repository.list({ id, words: [], specialties: [], limit: 1 });
    if (!row) throw notFound('photographerNotFound');
    return toDirectoryItem(row);
  }

  /**
   * At start: a profile written before places were stored by their English names ("Patan",
   * "पोखरा") gets that name, so the one-name filter finds it. Returns how many places changed.
   */
  storeOlderPlaceSpellingsByName(): Promise<number> {
    return this.repository.renamePlaces(olderPlaceSpellings());
  }
}
