import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../searchIndexSql.js';

/**
 * The vocabulary's version (docs/decisions/018-search.md): one row whose number moves whenever a
 * word is added to `search_words`, in the adding transaction, so a process may keep what it looked
 * up in the vocabulary for as long as the number it read stays the same. Words are never removed.
 * On PostgreSQL the number moves at commit (a deferred trigger), once per transaction: a
 * transaction that adds words holds the row only while it commits, and never waits for it earlier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_vocabulary')
    .ifNotExists()
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into search_vocabulary (version) values (0)`.execute(db);
  if (isPostgres(db)) {
    await sql`create or replace function search_vocabulary_grew() returns trigger language plpgsql as $$
      begin
        if current_setting('tasbir.vocabulary_grew', true) is distinct from 'yes' then
          update search_vocabulary set version = version + 1;
          perform set_config('tasbir.vocabulary_grew', 'yes', true);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create constraint trigger search_vocabulary_grew after insert on search_words
      deferrable initially deferred for each row execute function search_vocabulary_grew()`.execute(db);
    return;
  }
  await sql`create trigger search_vocabulary_grew after insert on search_words
    begin
      update search_vocabulary set version = version + 1;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists search_vocabulary_grew on search_words`.execute(db);
    await sql`drop function if exists search_vocabulary_grew()`.execute(db);
  } else await sql`drop trigger if exists search_vocabulary_grew`.execute(db);
  await db.schema.dropTable('search_vocabulary').ifExists().execute();
}
