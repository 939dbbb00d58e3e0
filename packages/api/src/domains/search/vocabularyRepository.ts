import { wordsContaining, type Db } from '@tasbir/db';
import { oneLetterShorter } from '@tasbir/shared';
import { fillSearchDocuments } from './documentRepository.js';

/** The highest code point: `prefix + this` bounds every word that starts with the prefix. */
const afterEveryLetter = '\u{10ffff}';

/** Look-ups in the vocabulary of folded words (docs/decisions/018-search.md): by prefix, substring and typo. */
export class VocabularyRepository {
  constructor(private readonly db: Db) {}

  /** See fillSearchDocuments: the accounts whose search words are missing or folded by an older fold. */
  fillSearchDocuments(): Promise<number> {
    return fillSearchDocuments(this.db);
  }

  /** Up to `limit` words starting with `prefix`, itself left out, shortest first among those read. */
  async withPrefix(prefix: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('search_words')
      .select('word')
      .where('word', '>', prefix)
      .where('word', '<', prefix + afterEveryLetter)
      .orderBy('word')
      .limit(limit)
      .execute();
    return rows.map((row) => row.word);
  }

  /** Up to `limit` words holding `part` inside them (the trigram index). */
  containing(part: string, limit: number): Promise<string[]> {
    return wordsContaining(this.db, part, limit);
  }

  /**
   * Words that may be one edit from `word`: those sharing a one-letter-shorter form with it, or
   * being one, or having it as one. The caller checks the distance.
   */
  async typoCandidates(word: string): Promise<string[]> {
    const shorter = oneLetterShorter(word);
    const [byVariant, asWords] = await Promise.all([
      this.db
        .selectFrom('search_word_variants')
        .select('word')
        .where('variant', 'in', [word, ...shorter])
        .execute(),
      this.db.selectFrom('search_words').select('word').where('word', 'in', shorter).execute(),
    ]);
    return [...new Set([...byVariant, ...asWords].map((row) => row.word))];
  }

  /** Whether a listed photographer has this very word (then it is taken as meant, not as a typo). */
  async someoneHas(word: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('search_postings')
      .select('user_id')
      .where('word', '=', word)
      .where('listed', '=', 1)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
