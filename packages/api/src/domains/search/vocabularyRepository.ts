import { sql } from 'kysely';
import { compilableRaw, compiledPerShape, containingWordsSql, wordsContaining, type Db } from '@tasbir/db';
import { oneLetterShorter } from '@tasbir/shared';
import { fillSearchDocuments } from './documentRepository.js';

/** The highest code point: `prefix + this` bounds every word that starts with the prefix. */
const afterEveryLetter = '\u{10ffff}';

/** What a typed word is looked up for: words it begins, words it sits in, and typo candidates (by how many one-letter-shorter forms it has). */
export type LookupShape = { prefixes: number; inside: number; typoForms: number };
/** A stored word a typed word may mean, and how: 2 it begins it, 1 maybe one edit away, 0 it sits inside. */
export type Candidate = { word: string; tier: number };

const formKey = (index: number) => `v${index}`;

/**
 * Every look-up of one typed word in one statement, compiled once per shape (compiledPerShape):
 * the words it begins (a range of the primary key), the words holding it (the trigram index), and
 * the words sharing a one-letter-shorter form with it, unless a listed photographer has the word
 * itself (then it is taken as meant).
 */
const lookUp = compiledPerShape<LookupShape, Candidate>(
  (shape) => ({
    ...((shape.prefixes > 0 || shape.typoForms > 0) && { word: '' }),
    ...(shape.prefixes > 0 && { below: '' }),
    ...(shape.inside > 0 && { pattern: '' }),
    ...Object.fromEntries(Array.from({ length: shape.typoForms }, (_, i) => [formKey(i), ''])),
  }),
  (db, v, shape) => {
    const parts = [];
    if (shape.prefixes > 0)
      parts.push(
        sql`select * from (select word, 2 as tier from search_words where word > ${v.word} and word < ${v.below} order by word limit ${sql.lit(shape.prefixes)}) p`,
      );
    if (shape.inside > 0)
      parts.push(sql`select * from (${containingWordsSql(db, sql`${v.pattern}`, sql.lit(shape.inside), 0)}) s`);
    if (shape.typoForms > 0) {
      const forms = sql.join(Array.from({ length: shape.typoForms }, (_, i) => sql`${v[formKey(i)]}`));
      parts.push(
        sql`select * from (select word, 1 as tier from search_word_variants where variant in (${v.word}, ${forms}) union select word, 1 as tier from search_words where word in (${forms})) t where not exists (select 1 from search_postings where word = ${v.word} and listed = 1)`,
      );
    }
    return compilableRaw(db, sql<Candidate>`${sql.join(parts, sql` union all `)}`);
  },
);

/** Look-ups in the vocabulary of folded words (docs/decisions/018-search.md): by prefix, substring and typo. */
export class VocabularyRepository {
  constructor(private readonly db: Db) {}

  /** See fillSearchDocuments: the accounts whose search words are missing or folded by an older fold. */
  fillSearchDocuments(): Promise<number> {
    return fillSearchDocuments(this.db);
  }

  /**
   * The stored words `word` may mean besides itself, in one statement: up to `want.prefixes` it
   * begins, up to `want.inside` holding it, and (when `want.typos`) candidates one edit away
   * for the caller to check, none when a listed photographer has `word` itself.
   */
  async candidates(word: string, want: { prefixes: number; inside: number; typos: boolean }): Promise<Candidate[]> {
    const forms = want.typos ? oneLetterShorter(word) : [];
    const shape = { prefixes: want.prefixes, inside: want.inside, typoForms: forms.length };
    if (shape.prefixes + shape.inside + shape.typoForms === 0) return [];
    const { rows } = await lookUp(this.db, shape, {
      word,
      below: word + afterEveryLetter,
      ...(shape.inside > 0 && { pattern: `%${word}%` }),
      ...Object.fromEntries(forms.map((form, i) => [formKey(i), form])),
    });
    return rows.map((row) => ({ word: row.word, tier: Number(row.tier) }));
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
