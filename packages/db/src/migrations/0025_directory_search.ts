import { sql, type Kysely } from 'kysely';
import { createSearchDialectObjects, dropSearchDialectObjects, isPostgres } from '../searchIndexSql.js';

/**
 * The directory's search (docs/decisions/018-search.md): each account's folded words as postings
 * that carry its sort key, read in relevance and rank order from one index; the vocabulary of
 * folded words with their one-letter-shorter variants (typos) and a trigram index (substrings).
 * The API folds the words, so it fills these in for existing accounts at start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Prefixes are ranges of these columns: PostgreSQL compares them byte by byte as SQLite does.
  const bytewise = isPostgres(db) ? sql`collate "C"` : sql``;
  await db.schema
    .createTable('search_documents')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('fold_version', 'integer', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull().modifyFront(bytewise))
    .execute();
  await db.schema
    .createIndex('search_documents_name')
    .ifNotExists()
    .on('search_documents')
    .column('name_key')
    .execute();

  await db.schema
    .createTable('search_postings')
    .ifNotExists()
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('listed', 'integer', (c) => c.notNull())
    .addColumn('rank_score', 'integer', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull())
    .addColumn('last_active_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_postings_pkey', ['word', 'user_id'])
    .execute();
  // A search's page: one word's listed accounts by field weight, then in the directory's rank order.
  await db.schema
    .createIndex('search_postings_order')
    .ifNotExists()
    .on('search_postings')
    .columns(['word', 'listed', 'weight', 'rank_score', 'verified', 'last_active_at', 'user_id'])
    .execute();
  await db.schema.createIndex('search_postings_user').ifNotExists().on('search_postings').column('user_id').execute();

  await db.schema
    .createTable('search_words')
    .ifNotExists()
    .addColumn('word', 'text', (c) => c.primaryKey().modifyFront(bytewise))
    .execute();
  await db.schema
    .createTable('search_word_variants')
    .ifNotExists()
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_word_variants_pkey', ['variant', 'word'])
    .execute();
  await createSearchDialectObjects(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropSearchDialectObjects(db);
  for (const table of ['search_word_variants', 'search_words', 'search_postings', 'search_documents'])
    await db.schema.dropTable(table).ifExists().execute();
}
