import { nowIso } from '@tasbir/db';
import type { BlockList, BlockState } from '@tasbir/shared';
import { requireSomeoneElse } from '../../access.js';
import { notFound } from '../../errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { BlocksRepository } from './repository.js';

/**
 * Blocks between accounts (docs/decisions/021-review-replies-and-blocks.md). Blocking and
 * unblocking are idempotent; while a block stands neither account messages, books or gifts the
 * other, and the blocker does not see the blocked account's comments.
 */
export class BlocksService {
  constructor(private readonly repository: BlocksRepository) {}

  async block(user: AuthenticatedUser, id: string): Promise<BlockState> {
    await this.requireOtherAccount(user, id);
    await this.repository.block(user.id, id, nowIso());
    return { user_id: id, blocked: true };
  }

  async unblock(user: AuthenticatedUser, id: string): Promise<BlockState> {
    await this.requireOtherAccount(user, id);
    await this.repository.unblock(user.id, id);
    return { user_id: id, blocked: false };
  }

  async list(user: AuthenticatedUser): Promise<BlockList> {
    return { blocks: await this.repository.list(user.id) };
  }

  private async requireOtherAccount(user: AuthenticatedUser, id: string): Promise<void> {
    requireSomeoneElse(user, id, 'blockSelf');
    if (!(await this.repository.accountExists(id))) throw notFound('userNotFound');
  }
}
