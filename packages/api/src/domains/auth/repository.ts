import { sql } from 'kysely';
import type { Db, NewUserRow, UserRow } from '@tasbir/db';
import { compiledOnce, isUniqueViolation, nowIso } from '@tasbir/db';
import { usernameSkeleton } from './usernameSkeleton.js';
import { writeSearchDocument } from '../search/documentRepository.js';

export type ProfilePatch = Partial<
  Pick<UserRow, 'username' | 'bio' | 'location' | 'district' | 'city' | 'contact_number'>
>;

/** Every signed-in request reads its caller's row: compiled once (compiledOnce). */
const userById = compiledOnce({ id: '' }, (db, { id }) => db.selectFrom('users').selectAll().where('id', '=', id));

/** Users and password-reset tokens: the only code in the auth domain that touches Kysely. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  async findUserById(id: string): Promise<UserRow | undefined> {
    return (await userById(this.db, { id })).rows[0];
  }

  findUserByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  /** Another account has this name in some case, or one that looks like it (both indexed). */
  async usernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
    let query = this.db
      .selectFrom('users')
      .select('id')
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(username)`, '=', username.toLowerCase()),
          eb('username_skeleton', '=', usernameSkeleton(username)),
        ]),
      );
    if (exceptUserId) query = query.where('id', '!=', exceptUserId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** A new account, with its search words in the same transaction. */
  async insertUser(row: NewUserRow): Promise<UserRow> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({ ...row, username_skeleton: usernameSkeleton(row.username) })
        .execute();
      await writeSearchDocument(trx, row.id);
    });
    const user = await this.findUserById(row.id);
    if (!user) throw new Error('inserted user not found');
    return user;
  }

  async updateProfile(id: string, patch: ProfilePatch): Promise<UserRow | undefined> {
    const renamed = patch.username === undefined ? {} : { username_skeleton: usernameSkeleton(patch.username) };
    // Name, bio and places are searched: their search words change in the same transaction.
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ ...patch, ...renamed, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await writeSearchDocument(trx, id);
    });
    return this.findUserById(id);
  }

  /**
   * Sets the account's picture and answers it as it is now, with the picture it had: the row is
   * locked first (a write that changes nothing, as in adminUsers' lockTarget), so two uploads at
   * once each see the other's picture as the one they replace. Undefined when there is no account.
   */
  replaceProfilePicture(
    id: string,
    picture: string | null,
  ): Promise<{ row: UserRow; previous: string | null } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', id)
        .execute();
      const before = await trx.selectFrom('users').select('profile_picture').where('id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      await trx
        .updateTable('users')
        .set({ profile_picture: picture, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      const row = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return { row, previous: before.profile_picture };
    });
  }

  /** Makes sure an admin with this email exists: creates it, or restores role, password and access. */
  async upsertAdmin(row: NewUserRow): Promise<'created' | 'updated'> {
    const existing = await this.findUserByEmail(row.email);
    if (!existing) {
      await this.db
        .insertInto('users')
        .values({ ...row, username_skeleton: usernameSkeleton(row.username) })
        .execute();
      return 'created';
    }
    await this.db
      .updateTable('users')
      .set({ role: 'admin', suspended: 0, password_hash: row.password_hash, updated_at: row.updated_at })
      .where('id', '=', existing.id)
      .execute();
    return 'updated';
  }

  /**
   * Computes the skeletons still missing (accounts from before they existed, or seeded straight into
   * the database), oldest account first, so of two look-alikes already there the older keeps the
   * name's skeleton; the younger keeps none, and clashes again only if it is renamed. A batch whose
   * clashes are known beforehand is written in one statement; one that meets a clash nobody saw
   * coming (an account made meanwhile) is written again row by row.
   */
  async fillUsernameSkeletons(): Promise<{ filled: number; clashes: number }> {
    const counts = { filled: 0, clashes: 0 };
    let afterId = '';
    for (;;) {
      const batch = await this.db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('username_skeleton', 'is', null)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(500)
        .execute();
      const last = batch.at(-1);
      if (!last) return counts;
      afterId = last.id;
      const wanted = batch.map(({ id, username }) => ({ id, skeleton: usernameSkeleton(username) }));
      const taken = new Set(
        (
          await this.db
            .selectFrom('users')
            .select('username_skeleton')
            .where(
              'username_skeleton',
              'in',
              wanted.map((row) => row.skeleton),
            )
            .execute()
        ).map((row) => row.username_skeleton),
      );
      const fresh = wanted.filter(({ skeleton }) => !taken.has(skeleton) && taken.add(skeleton));
      counts.clashes += wanted.length - fresh.length;
      counts.filled += await this.setSkeletons(fresh).catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        return this.setSkeletonsOneByOne(fresh, counts);
      });
    }
  }

  /** One statement for the whole batch (a CASE by id). */
  private async setSkeletons(rows: { id: string; skeleton: string }[]): Promise<number> {
    if (rows.length === 0) return 0;
    const byId = sql.join(
      rows.map(({ id, skeleton }) => sql`when ${id} then ${skeleton}`),
      sql` `,
    );
    await this.db
      .updateTable('users')
      .set({ username_skeleton: sql<string>`case id ${byId} end` })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .where('username_skeleton', 'is', null)
      .execute();
    return rows.length;
  }

  private async setSkeletonsOneByOne(
    rows: { id: string; skeleton: string }[],
    counts: { clashes: number },
  ): Promise<number> {
    let filled = 0;
    for (const { id, skeleton } of rows) {
      try {
        await this.db
          .updateTable('users')
          .set({ username_skeleton: skeleton })
          .where('id', '=', id)
          .where('username_skeleton', 'is', null)
          .execute();
        filled += 1;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        counts.clashes += 1;
      }
    }
    return filled;
  }

  async insertResetToken(userId: string, tokenHash: string, expiresAt: string): Promise<void> {
    await this.db
      .insertInto('password_reset_tokens')
      .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, used_at: null, created_at: nowIso() })
      .execute();
  }

  /**
   * Spends a reset token and sets the new password in one transaction: the token works once, the
   * user's other reset tokens die with it, and raising token_version ends every earlier session.
   * Returns the account's id and email, or undefined when the token is unknown, used or expired.
   */
  async resetPasswordWithToken(
    tokenHash: string,
    passwordHash: string,
  ): Promise<{ id: string; email: string } | undefined> {
    const now = nowIso();
    return this.db.transaction().execute(async (trx) => {
      const token = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (!token) return undefined;
      await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('user_id', '=', token.user_id)
        .where('used_at', 'is', null)
        .execute();
      return trx
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: now }))
        .where('id', '=', token.user_id)
        .returning(['id', 'email'])
        .executeTakeFirst();
    });
  }
}
