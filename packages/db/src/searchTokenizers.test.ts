import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { testDialect, throwawayDbPerFile } from './throwawayDb.testing.js';

// What each database's text indexes make of Devanagari (docs/decisions/018-search.md, Findings).
const db = throwawayDbPerFile();

describe.runIf(testDialect === 'sqlite')('FTS5 tokenizers and Devanagari', () => {
  const termsOf = async (tokenize: string, text: string) => {
    await sql.raw(`create virtual table t using fts5(x, tokenize = "${tokenize}")`).execute(db());
    await sql.raw(`create virtual table v using fts5vocab(t, 'row')`).execute(db());
    await sql`insert into t (x) values (${text})`.execute(db());
    const { rows } = await sql<{ term: string }>`select term from v order by term`.execute(db());
    await sql`drop table v`.execute(db());
    await sql`drop table t`.execute(db());
    return rows.map((row) => row.term);
  };

  it('unicode61 cuts words apart at the vowel signs', async () => {
    expect(await termsOf('unicode61', 'पोखरा')).toEqual(['खर', 'प']);
  });

  it("unicode61 with categories 'L* N* Co M*' keeps them whole", async () => {
    expect(await termsOf("unicode61 categories 'L* N* Co M*'", 'पोखरा काठमाडौं')).toEqual(['काठमाडौं', 'पोखरा']);
  });

  it('the migrated trigram index finds a word by any three letters inside it', async () => {
    await migrateToLatest(db());
    await sql`insert into search_word_trigrams (word) values ('kathmandu'), ('pokhara')`.execute(db());
    const { rows } = await sql<{
      word: string;
    }>`select word from search_word_trigrams where word like '%mand%'`.execute(db());
    expect(rows).toEqual([{ word: 'kathmandu' }]);
  });
});

describe.runIf(testDialect === 'postgres')('pg_trgm and the simple text search configuration on Devanagari', () => {
  it('pg_trgm, installed by the migrations, keeps a Devanagari word whole in this locale', async () => {
    await migrateToLatest(db());
    const { rows } = await sql<{ count: number }>`select array_length(show_trgm('पोखरा'), 1) as count`.execute(db());
    // Five characters padded to eight: six trigrams, one word (marks are not taken for separators).
    expect(rows[0]?.count).toBe(6);
  });

  it("to_tsvector('simple') keeps Devanagari words whole", async () => {
    const { rows } = await sql<{ v: string }>`select to_tsvector('simple', 'पोखरा काठमाडौं')::text as v`.execute(db());
    expect(rows[0]?.v).toBe("'काठमाडौं':2 'पोखरा':1");
  });
});
