import { PostgresAdapter, sql, type Kysely, type QueryExecutorProvider, type RawBuilder } from 'kysely';

/**
 * The directory search's SQL that differs by dialect (docs/decisions/018-search.md): the trigram
 * index of the vocabulary (an FTS5 `trigram` table on SQLite, pg_trgm on PostgreSQL) and the
 * trigger that keeps each posting's copy of the account's sort key.
 */

/** A database or transaction of either dialect. */
type Executor = QueryExecutorProvider;

export const isPostgres = (db: Executor): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** The columns of users a posting copies; a change to one of them is copied in the same transaction. */
const copied = ['role', 'suspended', 'rank_score', 'verified', 'last_active_at'] as const;

export async function createSearchDialectObjects(db: Kysely<unknown>): Promise<void> {
  const changed = (differs: string) =>
    sql.raw(copied.map((column) => `old.${column} ${differs} new.${column}`).join(' or '));
  const setCopies = sql.raw(
    `listed = case when new.role = 'photographer' and new.suspended = 0 then 1 else 0 end, rank_score = new.rank_score, verified = new.verified, last_active_at = new.last_active_at`,
  );
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index if not exists search_words_trigrams on search_words using gin (word gin_trgm_ops)`.execute(
      db,
    );
    await sql`create or replace function search_postings_copy_users() returns trigger language plpgsql as $$
      begin
        update search_postings set ${setCopies} where user_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`create trigger search_postings_copy_users after update of ${sql.raw(copied.join(', '))} on users
      for each row when (${changed('is distinct from')}) execute function search_postings_copy_users()`.execute(db);
    return;
  }
  // unicode61 would cut Devanagari at its vowel signs; the vocabulary is folded to Latin letters, and
  // trigram indexes every three characters whatever they are (search.fts5.test.ts shows both).
  await sql`create virtual table if not exists search_word_trigrams using fts5(word, tokenize = 'trigram')`.execute(db);
  await sql`create trigger if not exists search_postings_copy_users after update of ${sql.raw(copied.join(', '))} on users
    when ${changed('is not')}
    begin
      update search_postings set ${setCopies} where user_id = new.id;
    end`.execute(db);
}

export async function dropSearchDialectObjects(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists search_postings_copy_users on users`.execute(db);
    await sql`drop function if exists search_postings_copy_users()`.execute(db);
    await sql`drop index if exists search_words_trigrams`.execute(db);
    return;
  }
  await sql`drop trigger if exists search_postings_copy_users`.execute(db);
  await sql`drop table if exists search_word_trigrams`.execute(db);
}

/** Adds words new to the vocabulary to its trigram index (PostgreSQL's index keeps itself). */
export async function indexNewWords(db: Executor, words: readonly string[]): Promise<void> {
  if (words.length === 0 || isPostgres(db)) return;
  await sql`insert into search_word_trigrams (word) values ${sql.join(words.map((word) => sql`(${word})`))}`.execute(
    db,
  );
}

/**
 * A select of up to `limit` words of the vocabulary holding `pattern` (`%part%`, three letters or
 * more), by the trigram index, with `tier` as a second column: a piece of a larger statement.
 */
export function containingWordsSql(
  db: Executor,
  pattern: RawBuilder<unknown> | string,
  limit: RawBuilder<unknown> | number,
  tier: number,
): RawBuilder<{ word: string; tier: number }> {
  // Folded words hold only letters, digits and marks, never LIKE's wildcards.
  const table = isPostgres(db) ? sql.table('search_words') : sql.table('search_word_trigrams');
  return sql`select word, ${sql.lit(tier)} as tier from ${table} where word like ${pattern} limit ${limit}`;
}
