import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../searchIndexSql.js';
import { liveChannel } from '../usersWrites.js';

/**
 * On PostgreSQL, every commit that changed or removed an account's row tells every server, on the
 * event bus's channel, which account it was: each server drops what it kept of that row (the API's
 * viewer rows, docs/decisions/024-viewer-rows.md), whoever wrote it (another server, a job, a repair
 * in SQL). NOTIFY is sent at commit, never for a rolled-back write. SQLite has one process: nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create or replace function users_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(liveChannel)}, json_build_object('usersChanged', old.id)::text);
      return null;
    end $$`.execute(db);
  await sql`create trigger users_changed_update after update on users for each row
    when (old.* is distinct from new.*) execute function users_changed()`.execute(db);
  await sql`create trigger users_changed_delete after delete on users for each row
    execute function users_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger if exists users_changed_update on users`.execute(db);
  await sql`drop trigger if exists users_changed_delete on users`.execute(db);
  await sql`drop function if exists users_changed()`.execute(db);
}
