import { sql } from 'kysely';
import { compilableRaw, compiledPerShape, containingWordsSql, type Db } from '@tasbir/db';
import { oneLetterShorter } from '@tasbir/shared';
import { fillSearchDocuments } from './documentRepository.js';

/** The highest code point: `prefix + this` bounds every word that starts with the prefix. */
const afterEveryLetter = '\u{10ffff}';

/** What a typed word is looked up for: words it begins, words it sits in, and typo candidates (by how many one-letter-shorter forms it has). */
export type LookupShape = { prefixes: number; inside: number; typoForms: number };
/** What one typed word asks of the vocabulary: up to `prefixes` words it begins, up to `inside` holding it, and typos or not. */
export type LookupWant = { prefixes: number; inside: number; typos: boolean };
/** A stored word a typed word may mean, and how: 2 it begins it, 1 maybe one edit away, 0 it sits inside. */
export type Candidate = { word: string; tier: number };

const typoTier = 1;
/** Look-ups kept per process; past this many the oldest goes (typed words are the visitors' to choose). */
const lookupsKept = 5_000;

const formKey = (index: number) => `v${index}`;
const gateKey = (index: number) => `g${index}`;

/**
 * Every look-up of one typed word in one statement, compiled once per shape (compiledPerShape):
 * the words it begins (a range of the primary key), the words holding it (the trigram index), and
 * the words sharing a one-letter-shorter form with it. What it finds depends on the vocabulary
 * alone, so it is kept while the vocabulary's version stays.
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
        sql`select word, ${sql.lit(typoTier)} as tier from search_word_variants where variant in (${v.word}, ${forms}) union select word, ${sql.lit(typoTier)} as tier from search_words where word in (${forms})`,
      );
    }
    return compilableRaw(db, sql<Candidate>`${sql.join(parts, sql` union all `)}`);
  },
);

/**
 * The vocabulary's version, and for each of `gates` words whether a listed photographer has it as
 * typed (then it is taken as meant, and its typo candidates are left out). Postings change without
 * the vocabulary changing, so this is read at every search.
 */
const versionAndGates = compiledPerShape<{ gates: number }, Record<string, unknown>>(
  (shape) => Object.fromEntries(Array.from({ length: shape.gates }, (_, i) => [gateKey(i), ''])),
  (db, v, shape) => {
    const gates = Array.from(
      { length: shape.gates },
      (_, i) =>
        sql`exists (select 1 from search_postings where word = ${v[gateKey(i)]} and listed = 1) as ${sql.ref(gateKey(i))}`,
    );
    return compilableRaw(
      db,
      sql`select ${sql.join([sql`(select version from search_vocabulary) as version`, ...gates])}`,
    );
  },
);

/** Look-ups in the vocabulary of folded words (docs/decisions/018-search.md): by prefix, substring and typo. */
export class VocabularyRepository {
  /** Look-ups found at `keptAt`, the vocabulary's version: words are only ever added, and adding one moves it. */
  private kept = new Map<string, Candidate[]>();
  private keptAt: number | undefined;

  constructor(private readonly db: Db) {}

  /** See fillSearchDocuments: the accounts whose search words are missing or folded by an older fold. */
  fillSearchDocuments(): Promise<number> {
    return fillSearchDocuments(this.db);
  }

  /**
   * For each typed word, the stored words it may mean besides itself: up to `want.prefixes` it
   * begins, up to `want.inside` holding it, and (when `want.typos`) candidates one edit away for the
   * caller to check, none when a listed photographer has the word itself. One statement reads the
   * vocabulary's version and those gates; a look-up already made at that version is not made again.
   */
  async candidates(lookups: readonly { word: string; want: LookupWant }[]): Promise<Candidate[][]> {
    const gated = lookups.filter(({ want }) => want.typos).map(({ word }) => word);
    const { rows } = await versionAndGates(
      this.db,
      { gates: gated.length },
      Object.fromEntries(gated.map((word, i) => [gateKey(i), word])),
    );
    const row = rows[0] ?? {};
    const version = Number(row.version);
    const taken = new Set(gated.filter((_, i) => Boolean(Number(row[gateKey(i)]))));
    if (version !== this.keptAt) {
      this.kept.clear();
      this.keptAt = version;
    }
    return Promise.all(
      lookups.map(async ({ word, want }) => {
        const found = await this.lookUpAt(version, word, want);
        return taken.has(word) ? found.filter((candidate) => candidate.tier !== typoTier) : found;
      }),
    );
  }

  /** One word's look-up, kept when the vocabulary is still at `version` once it is read (else a newer word may be missing). */
  private async lookUpAt(version: number, word: string, want: LookupWant): Promise<Candidate[]> {
    const key = `${want.prefixes}/${want.inside}/${want.typos ? 1 : 0}/${word}`;
    const known = this.kept.get(key);
    if (known !== undefined) return known;
    const forms = want.typos ? oneLetterShorter(word) : [];
    const shape = { prefixes: want.prefixes, inside: want.inside, typoForms: forms.length };
    if (shape.prefixes + shape.inside + shape.typoForms === 0) return [];
    const { rows } = await lookUp(this.db, shape, {
      word,
      below: word + afterEveryLetter,
      ...(shape.inside > 0 && { pattern: `%${word}%` }),
      ...Object.fromEntries(forms.map((form, i) => [formKey(i), form])),
    });
    const found = rows.map((row) => ({ word: row.word, tier: Number(row.tier) }));
    if (this.keptAt === version) {
      if (this.kept.size >= lookupsKept) this.kept.delete(this.kept.keys().next().value ?? key);
      this.kept.set(key, found);
    }
    return found;
  }
}
