import { useState, type FormEvent } from 'react';
import { reviewLimits, type DirectoryItem, type Review } from '@tasbir/shared';
import { TextAreaField } from '../../components/ChoiceFields.js';
import { FormError } from '../../components/FormMessage.js';
import { Modal } from '../../components/Modal.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { errorText, trpc } from '../../trpc.js';
import { StarInput } from './StarInput.js';

type Props = {
  photographer: DirectoryItem;
  /** The signed-in user's earlier review: a new one replaces it, so the form starts from it. */
  previous: Review | undefined;
  onClose: () => void;
  onSaved: () => void;
};

/** Write Review (docs/product.md#reviews): rating 1 to 5 (5 by default) and a comment. */
export function ReviewForm({ photographer, previous, onClose, onSaved }: Props) {
  const t = useT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const create = trpc.reviews.create.useMutation();
  const [rating, setRating] = useState(previous?.rating ?? 5);
  const [comment, setComment] = useState(previous?.comment ?? '');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    create.mutate(
      { photographer_id: photographer.id, rating, comment },
      {
        onSuccess: () => {
          // The rating, count and latest review change on the card, the portfolio and the boards.
          void utils.photographers.invalidate();
          void utils.reviews.invalidate();
          void utils.leaderboard.invalidate();
          onSaved();
        },
        onError: (cause) =>
          setError(fill(t.reviewError, { detail: errorText(cause, format.language, 'unknownError') })),
      },
    );
  };

  return (
    <Modal title={fill(t.reviewFormTitle, { name: photographer.username })} onClose={onClose} closeLabel={t.close}>
      <form onSubmit={onSubmit} noValidate>
        <StarInput value={rating} onChange={setRating} />
        <TextAreaField
          id="review-comment"
          label={t.reviewCommentLabel}
          value={comment}
          onChange={setComment}
          maxLength={reviewLimits.commentMax}
          hint={format.fill(t.reviewCommentHint, { max: reviewLimits.commentMax })}
        />
        <FormError message={error} />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {create.isPending ? t.submittingReview : t.submitReview}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
