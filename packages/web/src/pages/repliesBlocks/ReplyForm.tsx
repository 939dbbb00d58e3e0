import { useId, useState, type FormEvent } from 'react';
import { replyLimits, type Review } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { useFormat } from '../../useFormat.js';
import { errorText, trpc } from '../../trpc.js';
import { useRepliesBlocksT } from './repliesBlocksText.js';

const editWindowMs = replyLimits.editHours * 60 * 60 * 1000;

/** Whether the reply under a review may still be edited (24 hours from the first reply). */
export const replyEditable = (review: Review, now = Date.now()) =>
  !review.reply || Date.parse(review.reply.created_at) + editWindowMs > now;

type Props = { review: Review; onDone: (message: string) => void; onCancel: () => void };

/** The photographer's reply to a review of them, or its edit within 24 hours. */
export function ReplyForm({ review, onDone, onCancel }: Props) {
  const t = useRepliesBlocksT();
  const format = useFormat();
  const fieldId = useId();
  const utils = trpc.useUtils();
  const [text, setText] = useState(review.reply?.text ?? '');
  const save = trpc.reviews.reply.useMutation({
    onSuccess: async () => {
      await utils.reviews.byPhotographer.invalidate({ photographer_id: review.photographer_id });
      onDone(t.reviewReplyPosted);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: review.id, text });
  };
  const until = review.reply && new Date(Date.parse(review.reply.created_at) + editWindowMs).toISOString();

  return (
    <form className="reply-form" onSubmit={submit}>
      <label htmlFor={fieldId}>{t.reviewReplyLabel}</label>
      <textarea
        id={fieldId}
        value={text}
        maxLength={replyLimits.textMax}
        required
        onChange={(event) => setText(event.target.value)}
      />
      <p className="note">
        {until ? format.fill(t.reviewReplyEditUntil, { time: format.dateTime(until) }) : t.reviewReplyHint}
      </p>
      <FormError message={save.error ? errorText(save.error, format.language, 'somethingWentWrong') : null} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {review.reply ? t.reviewReplySave : t.reviewReplyPost}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t.reviewReplyCancel}
        </button>
      </div>
    </form>
  );
}
