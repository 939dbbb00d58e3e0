import type { ReviewReply } from '@tasbir/shared';
import { userWritten } from '../../components/userWritten.js';
import { useFormat } from '../../useFormat.js';
import { useRepliesBlocksT } from './repliesBlocksText.js';
import './repliesBlocks.css';

/** The photographer's public reply under a review, with its date and an "edited" mark. */
export function ReviewReplyView({ reply, photographerName }: { reply: ReviewReply; photographerName: string }) {
  const t = useRepliesBlocksT();
  const format = useFormat();
  return (
    <div className="review-reply">
      <p className="review-reply__head">
        <strong>{format.fill(t.reviewReplyFrom, { name: photographerName })}</strong>{' '}
        <time dateTime={reply.edited_at ?? reply.created_at}>{format.date(reply.created_at)}</time>
        {reply.edited_at && <span className="review-reply__edited"> · {t.reviewReplyEdited}</span>}
      </p>
      <p className="review-reply__text" {...userWritten}>
        {reply.text}
      </p>
    </div>
  );
}
