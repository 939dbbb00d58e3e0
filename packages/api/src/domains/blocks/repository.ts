import type { Kysely } from 'kysely';
import type { Database, Db } from '@tasbir/db';
import type { BlockStanding } from '@tasbir/shared';

/**
 * Where a block stands between `me` and `other`, as `me` sees it: `by_me` when I blocked them (a
 * block both ways reads as mine: unblocking is what I can do), `by_them` when they blocked me. One
 * read on the primary key and its mirror index; the chat, bookings and gifts ask it before a write.
 */
export async function blockStandingBetween(
  db: Kysely<Database>,
  me: string,
  other: string,
): Promise<BlockStanding | null> {
  const rows = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', me), eb('blocked_id', '=', other)]),
        eb.and([eb('blocker_id', '=', other), eb('blocked_id', '=', me)]),
      ]),
    )
    .execute();
  if (rows.some((row) => row.blocker_id === me)) return 'by_me';
  return rows.length > 0 ? 'by_them' : null;
}

/** Blocks between accounts: the only code of the blocks domain that touches Kysely. */
export class BlocksRepository {
  constructor(private readonly db: Db) {}

  accountExists(id: string) {
    return this.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  }

  /** Blocks `blockedId`; blocking again keeps the first block's time. */
  async block(blockerId: string, blockedId: string, at: string): Promise<void> {
    await this.db
      .insertInto('user_blocks')
      .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
  }

  async unblock(blockerId: string, blockedId: string): Promise<void> {
    await this.db
      .deleteFrom('user_blocks')
      .where('blocker_id', '=', blockerId)
      .where('blocked_id', '=', blockedId)
      .execute();
  }

  /** The accounts `blockerId` blocks, newest block first. */
  list(blockerId: string) {
    return this.db
      .selectFrom('user_blocks as b')
      .innerJoin('users as u', 'u.id', 'b.blocked_id')
      .select(['u.id', 'u.username', 'u.role', 'u.profile_picture', 'b.created_at as blocked_at'])
      .where('b.blocker_id', '=', blockerId)
      .orderBy('b.created_at', 'desc')
      .orderBy('u.id')
      .execute();
  }
}
