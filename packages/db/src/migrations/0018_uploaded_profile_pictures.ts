import { sql, type Kysely } from 'kysely';

/**
 * Profile pictures are uploads now, stored in the media store and served from `/api/media/<key>`.
 * An address a client typed before is dropped (every viewer's browser would have fetched it from a
 * server of the sender's choosing), and the index lets the media store find whether a picture is
 * still someone's before it deletes the file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update users set profile_picture = null where profile_picture is not null and profile_picture not like '/api/media/%'`.execute(
    db,
  );
  await db.schema.createIndex('users_profile_picture').ifNotExists().on('users').column('profile_picture').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_profile_picture').ifExists().execute();
}
