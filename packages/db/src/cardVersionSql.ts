import { sql, type Kysely } from 'kysely';
import { isPostgres } from './searchIndexSql.js';

/**
 * What keeps `users.card_version` (docs/decisions/023-kept-card-json.md): triggers, so every write
 * that changes what a directory card shows moves it in the writing transaction, whichever code
 * wrote. The API keeps each card's JSON per process by (id, version) and reads only ids and
 * versions for a page.
 */

/** The columns of each table a directory card shows (toDirectoryItem in the API reads no others). */
export const cardColumns = {
  users: [
    'username',
    'profile_picture',
    'verified',
    'bio',
    'rating',
    'total_ratings',
    'city',
    'district',
    'location',
    'contact_number',
    'photo_count',
    'reel_count',
    'total_gifts_received',
    'subscription_plan',
    'subscription_expires_at',
  ],
  photographer_profiles: ['specializations', 'experience_years', 'pricing_range', 'latest_review_excerpt'],
  photographer_trust: ['response_time_minutes', 'response_rate', 'top_photographer', 'cancellations_year'],
} as const;

type CardTable = keyof typeof cardColumns;
/** The tables beside users whose rows belong to one photographer by `user_id`. */
const besideUsers = ['photographer_profiles', 'photographer_trust'] as const;

const listed = (table: CardTable) => sql.raw(cardColumns[table].join(', '));
const changedSql = (table: CardTable, differs: string) =>
  sql.raw(cardColumns[table].map((column) => `old.${column} ${differs} new.${column}`).join(' or '));

export async function createCardVersionTriggers(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create or replace function users_card_version() returns trigger language plpgsql as $$
      begin
        new.card_version := old.card_version + 1;
        return new;
      end $$`.execute(db);
    await sql`create trigger users_card_version before update of ${listed('users')} on users
      for each row when (${changedSql('users', 'is distinct from')}) execute function users_card_version()`.execute(db);
    await sql`create or replace function beside_users_card_version() returns trigger language plpgsql as $$
      begin
        update users set card_version = card_version + 1
          where id = case when tg_op = 'DELETE' then old.user_id else new.user_id end;
        return null;
      end $$`.execute(db);
    for (const table of besideUsers) {
      await sql`create trigger ${sql.raw(`${table}_card_version`)} after insert or delete on ${sql.table(table)}
        for each row execute function beside_users_card_version()`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_card_version_update`)} after update of ${listed(table)}
        on ${sql.table(table)} for each row when (${changedSql(table, 'is distinct from')})
        execute function beside_users_card_version()`.execute(db);
    }
    return;
  }
  // SQLite cannot assign to new.*: an update of the same row in the same statement's transaction.
  // card_version is not among the watched columns, so that update sets off no trigger.
  await sql`create trigger if not exists users_card_version after update of ${listed('users')} on users
    when ${changedSql('users', 'is not')}
    begin
      update users set card_version = card_version + 1 where id = new.id;
    end`.execute(db);
  for (const table of besideUsers) {
    const bump = (row: 'new' | 'old') =>
      sql.raw(`update users set card_version = card_version + 1 where id = ${row}.user_id;`);
    await sql`create trigger if not exists ${sql.raw(`${table}_card_version_insert`)} after insert on ${sql.table(table)}
      begin ${bump('new')} end`.execute(db);
    await sql`create trigger if not exists ${sql.raw(`${table}_card_version_delete`)} after delete on ${sql.table(table)}
      begin ${bump('old')} end`.execute(db);
    await sql`create trigger if not exists ${sql.raw(`${table}_card_version_update`)} after update of ${listed(table)}
      on ${sql.table(table)} when ${changedSql(table, 'is not')}
      begin ${bump('new')} end`.execute(db);
  }
}

export async function dropCardVersionTriggers(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists users_card_version on users`.execute(db);
    for (const table of besideUsers) {
      await sql`drop trigger if exists ${sql.raw(`${table}_card_version`)} on ${sql.table(table)}`.execute(db);
      await sql`drop trigger if exists ${sql.raw(`${table}_card_version_update`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function if exists users_card_version()`.execute(db);
    await sql`drop function if exists beside_users_card_version()`.execute(db);
    return;
  }
  await sql`drop trigger if exists users_card_version`.execute(db);
  for (const table of besideUsers)
    for (const event of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.raw(`${table}_card_version_${event}`)}`.execute(db);
}
