import { useState } from 'react';
import { StarRating } from '../../components/StarRating.js';
import { FormError, FormSuccess } from '../../components/FormMessage.js';
import { userWritten } from '../../components/userWritten.js';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { errorText, trpc } from '../../trpc.js';
import { ReplyForm, replyEditable } from './ReplyForm.js';
import { ReviewReplyView } from './ReviewReplyView.js';
import { useRepliesBlocksT } from './repliesBlocksText.js';
import './repliesBlocks.css';

type Props = { photographerId: string; username: string };

/** The studio's Reviews tab: every review of the photographer, each with Reply, or Edit reply for 24 hours. */
export function MyReviewsTab({ photographerId, username }: Props) {
  const t = useT();
  const rt = useRepliesBlocksT();
  const format = useFormat();
  const reviews = trpc.reviews.byPhotographer.useQuery({ photographer_id: photographerId });
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  let body;
  if (reviews.isPending) body = <p role="status">{t.loading}</p>;
  else if (reviews.isError)
    body = <FormError message={errorText(reviews.error, format.language, 'somethingWentWrong')} />;
  else if (reviews.data.reviews.length === 0) body = <p className="note">{rt.myReviewsEmpty}</p>;
  else
    body = (
      <ul className="review-list">
        {reviews.data.reviews.map((review) => (
          <li key={review.id} className="review-item">
            <p className="review-item__head">
              <StarRating rating={review.rating} />
              <strong>{review.user_username}</strong>
              <time dateTime={review.created_at}>{format.date(review.created_at)}</time>
            </p>
            {review.comment && (
              <p className="review-item__text" {...userWritten}>
                {review.comment}
              </p>
            )}
            {review.reply && open !== review.id && <ReviewReplyView reply={review.reply} photographerName={username} />}
            {open === review.id ? (
              <ReplyForm
                review={review}
                onCancel={() => setOpen(null)}
                onDone={(message) => {
                  setOpen(null);
                  setNotice(message);
                }}
              />
            ) : (
              replyEditable(review) && (
                <button type="button" className="button button--ghost" onClick={() => setOpen(review.id)}>
                  {review.reply ? rt.reviewReplyEditAction : rt.reviewReplyAction}
                  <span className="visually-hidden"> {review.user_username}</span>
                </button>
              )
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="my-reviews-heading">
      <h2 id="my-reviews-heading">{rt.myReviewsHeading}</h2>
      <FormSuccess message={notice} />
      {body}
    </section>
  );
}
