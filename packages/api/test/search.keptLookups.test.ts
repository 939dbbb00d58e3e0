import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VocabularyRepository } from '../src/domains/search/vocabularyRepository.js';
import { directory, photographerWith, usernames } from './directory.factories.js';
import { startTestApp, type TestApp } from './harness.js';

// A process keeps what it looked up in the vocabulary while the vocabulary's version stays
// (docs/decisions/018-search.md): every added word moves it, whoever adds it; whether a listed
// photographer has a typed word is read at every search.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

const found = async (search: string) => [...usernames(await directory(t, { search, limit: 50 }))].sort();
const wants = { prefixes: 12, inside: 8, typos: true };
/** The words a look-up names (a word may come as a prefix's and as a substring's match). */
const wordsFound = async (vocabulary: VocabularyRepository, word: string) => {
  const [found = []] = await vocabulary.candidates([{ word, want: wants }]);
  return [...new Set(found.map((candidate) => candidate.word))].sort();
};

describe('look-ups kept per process', () => {
  it('finds a word new to the vocabulary by its prefix right after the same prefix found nothing', async () => {
    expect(await found('zebrafi')).toEqual([]);
    await photographerWith(t, { username: 'zed_studio', bio: 'Zebrafish macro work' });
    expect(await found('zebrafi')).toEqual(['zed_studio']);
  });

  it('keeps a look-up while the vocabulary stays, and looks again once a word is added in SQL', async () => {
    const vocabulary = new VocabularyRepository(t.db);
    expect(await wordsFound(vocabulary, 'quokkas')).toEqual([]);
    // A variant alone does not move the version: the kept look-up is used as it is.
    await t.db.insertInto('search_word_variants').values({ variant: 'quokkas', word: 'quokkasx' }).execute();
    expect(await wordsFound(vocabulary, 'quokkas')).toEqual([]);
    await t.db.insertInto('search_words').values({ word: 'quokkasy' }).execute();
    expect(await wordsFound(vocabulary, 'quokkas')).toEqual(['quokkasx', 'quokkasy']);
  });

  it('takes a typed word as meant once a listed photographer has it, though its typos were kept', async () => {
    await photographerWith(t, { username: 'gold_one', bio: 'marigold garlands' });
    const other = await photographerWith(t, { username: 'gold_two', bio: 'marigolds everywhere' });
    await t.db.updateTable('users').set({ suspended: 1 }).where('id', '=', other.user.id).execute();
    // Nobody listed has "marigolds": it is taken as a typo of "marigold" (and as its prefix's match).
    expect(await found('marigolds')).toEqual(['gold_one']);
    // Listed again, with no word added: the typo is no longer forgiven.
    await t.db.updateTable('users').set({ suspended: 0 }).where('id', '=', other.user.id).execute();
    expect(await found('marigolds')).toEqual(['gold_two']);
  });
});
