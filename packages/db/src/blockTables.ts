import type { Selectable } from 'kysely';

/** Tables of migration 0028_review_replies_and_blocks (docs/decisions/021-review-replies-and-blocks.md). */

/** The reviewed photographer's one public answer to a review; removed with the review, or when it is replaced. */
export interface ReviewRepliesTable {
  review_id: string;
  photographer_id: string;
  text: string;
  /** The first reply's time: edits are taken for 24 hours from it. */
  created_at: string;
  /** The last edit's time; null while never edited. */
  edited_at: string | null;
}

/** `blocker_id` blocked `blocked_id`: while it stands neither messages, books or gifts the other. */
export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

export type ReviewReplyRow = Selectable<ReviewRepliesTable>;
export type UserBlockRow = Selectable<UserBlocksTable>;
