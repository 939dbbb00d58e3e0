import { sql } from 'kysely';
import type { Db, NewUserRow, UserRow } from '@tasbir/db';
import { nowIso } from '@tasbir/db';

export type ProfilePatch = Partial<Pick<UserRow, 'username' | 'bio' | 'location' | 'district' | 'city' | 'contact_number' | 'profile_picture'>>;

/** Users and password-reset tokens: the only code in the auth domain that touches Kysely. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  findUserById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findUserByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async usernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
    let query = this.db.selectFrom('users').select('id').where(sql<string>`lower(username)`, '=', username.toLowerCase());
    if (exceptUserId) query = query.where('id', '!=', exceptUserId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insertUser(row: NewUserRow): Promise<UserRow> {
    await this.db.insertInto('users').values(row).execute();
    const user = await this.findUserById(row.id);
    if (!user) throw new Error('inserted user not found');
    return user;
  }

  async updateProfile(id: string, patch: ProfilePatch): Promise<UserRow | undefined> {
    await this.db.updateTable('users').set({ ...patch, updated_at: nowIso() }).where('id', '=', id).execute();
    return this.findUserById(id);
  }

  /** Makes sure an admin with this email exists: creates it, or restores role, password and access. */
  async upsertAdmin(row: NewUserRow): Promise<'created' | 'updated'> {
    const existing = await this.findUserByEmail(row.email);
    if (!existing) {
      await this.db.insertInto('users').values(row).execute();
      return 'created';
    }
    await this.db
      .updateTable('users')
      .set({ role: 'admin', suspended: 0, password_hash: row.password_hash, updated_at: row.updated_at })
      .where('id', '=', existing.id)
      .execute();
    return 'updated';
  }

  async insertResetToken(userId: string, tokenHash: string, expiresAt: string): Promise<void> {
    await this.db.insertInto('password_reset_tokens').values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, used_at: null, created_at: nowIso() }).execute();
  }

  /**
   * Spends a reset token and sets the new password in one transaction: the token works once, the
   * user's other reset tokens die with it, and raising token_version ends every earlier session.
   * Returns the user id, or undefined when the token is unknown, used or expired.
   */
  async resetPasswordWithToken(tokenHash: string, passwordHash: string): Promise<string | undefined> {
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
      await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', token.user_id).where('used_at', 'is', null).execute();
      await trx
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1), updated_at: now }))
        .where('id', '=', token.user_id)
        .execute();
      return token.user_id;
    });
  }
}
