import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchRepository, type SearchFilter } from '../src/domains/photographers/searchRepository.js';
import type { SearchCursor } from '../src/domains/photographers/searchCursor.js';
import { searchTerms } from '../src/domains/search/terms.js';
import { VocabularyRepository } from '../src/domains/search/vocabularyRepository.js';
import { photographerWith } from './directory.factories.js';
import { startTestApp, type TestApp } from './harness.js';

// The walk's bound (docs/decisions/018-search.md): under a filter, a page examines at most so many
// postings per accepted word, comes back short if it found fewer hits, and the next page goes on
// from the last posting examined. Tried with a bound of 3 on a dozen photographers.
let t: TestApp;
const idsByName = new Map<string, string>();

beforeAll(async () => {
  t = await startTestApp();
  // Best ranked first: six in Kathmandu, then six in Pokhara, all with the bio word "boundwalk".
  for (let i = 0; i < 12; i += 1) {
    const username = `walker_${String(i).padStart(2, '0')}`;
    const account = await photographerWith(t, {
      username,
      city: i < 6 ? 'Kathmandu' : 'Pokhara',
      district: i < 6 ? 'Kathmandu' : 'Kaski',
      bio: 'boundwalk',
    });
    await t.db
      .updateTable('users')
      .set({ rank_score: 1000 - i })
      .where('id', '=', account.user.id)
      .execute();
    idsByName.set(account.user.id, username);
  }
}, 120_000);
afterAll(() => t.close());

/** Every page of `search` under `filter`, `size` at a time, by a repository walking at most `bound` postings. */
async function pagesOf(bound: number | undefined, search: string, filter: SearchFilter, size: number) {
  const repository = new SearchRepository(t.db, bound);
  const terms = await searchTerms(search, new VocabularyRepository(t.db));
  const pages: string[][] = [];
  let after: SearchCursor | undefined;
  for (let round = 0; round < 30; round += 1) {
    const { hits, next } = await repository.page(terms, filter, after, size);
    pages.push(hits.map((hit) => idsByName.get(hit.id) ?? hit.id));
    if (next === undefined) return pages;
    after = next;
  }
  throw new Error('more than 30 pages');
}

describe('the walk bound', () => {
  const inPokhara: SearchFilter = { city: 'pokhara', specialties: [] };

  it('comes back short after the bound and goes on from the last posting examined', async () => {
    const pages = await pagesOf(3, 'boundwalk', inPokhara, 5);
    // The six Kathmandu postings come first: two pages examine them and find nothing.
    expect(pages.slice(0, 2)).toEqual([[], []]);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(3);
    expect(pages.flat()).toEqual(['walker_06', 'walker_07', 'walker_08', 'walker_09', 'walker_10', 'walker_11']);
  });

  it('finds with a small bound what the full bound finds, in the same order', async () => {
    for (const size of [1, 2, 4]) {
      const bounded = await pagesOf(3, 'boundwalk', inPokhara, size);
      const whole = await pagesOf(undefined, 'boundwalk', inPokhara, 50);
      expect(bounded.flat(), `pages of ${size}`).toEqual(whole.flat());
    }
  });

  it('leaves a search without filters unbounded: full pages to the end', async () => {
    const pages = await pagesOf(3, 'boundwalk', { specialties: [] }, 5);
    expect(pages.map((page) => page.length)).toEqual([5, 5, 2]);
  });
});
