import type { UserRow } from '@tasbir/db';
import type { ReportTargetType } from '@tasbir/shared';
import { DomainError } from '../../errors.js';
import type { ChatService } from '../chat/service.js';
import type { ModerationService } from '../moderation/service.js';
import type { ReelsService } from '../reels/service.js';
import type { ReviewsService } from '../reviews/service.js';

type Deps = { moderation: ModerationService; reels: ReelsService; reviews: ReviewsService; chat: ChatService };

/** A thing someone removed meanwhile is as removed as the admin wants it: their refusal is not ours to pass on. */
async function unlessGone(removing: Promise<unknown>): Promise<void> {
  try {
    await removing;
  } catch (error) {
    if (!(error instanceof DomainError && error.kind === 'NOT_FOUND')) throw error;
  }
}

/**
 * Removes reported content through each domain's own delete, so counts, ratings, files and caches
 * stay right: photos and reels as the admin's content tab removes them (with their audit entry),
 * a comment uncounted on its reel, a review with its photographer's rating recomputed, a message
 * with its conversation's newest message moved back. An account is not content (the service refuses it).
 */
export class ContentRemoval {
  constructor(private readonly deps: Deps) {}

  async remove(admin: UserRow, type: Exclude<ReportTargetType, 'user'>, id: string): Promise<void> {
    switch (type) {
      case 'photo':
        return unlessGone(this.deps.moderation.removePhoto(admin, id));
      case 'reel':
        return unlessGone(this.deps.moderation.removeReel(admin, id));
      case 'comment':
        await this.deps.reels.removeComment(id);
        return;
      case 'review':
        await this.deps.reviews.remove(id);
        return;
      case 'message':
        await this.deps.chat.removeMessage(id);
        return;
    }
  }
}
