import { reviewLimits, type Review } from '@tasbir/shared';
import { StarRating } from '../../components/StarRating.js';
import { userWritten } from '../../components/userWritten.js';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { ReviewReplyView } from '../repliesBlocks/ReviewReplyView.js';
import { ReportAction } from '../reports/ReportAction.js';
import { CheckIcon } from '../../components/Icon.js';

/** The newest reviews (5 shown, docs/product.md#reviews), each with stars, text, author, date and the verified-booking mark. */
export function ReviewList({
  reviews,
  photographerName,
}: {
  reviews: readonly Review[] | undefined;
  photographerName: string;
}) {
  const t = useT();
  const format = useFormat();
  const shown = reviews?.slice(0, reviewLimits.modalCount) ?? [];

  let body;
  if (!reviews) body = <p role="status">{t.loading}</p>;
  else if (reviews.length === 0) body = <p className="note">{t.noReviewsYet}</p>;
  else
    body = (
      <>
        <ul className="review-list">
          {shown.map((review) => (
            <li key={review.id} className="review-item">
              <p className="review-item__head">
                <StarRating rating={review.rating} />
                <strong>{review.user_username}</strong>
                <time dateTime={review.created_at}>{format.date(review.created_at)}</time>
                {review.verified && (
                  <span className="review-item__verified">
                    <CheckIcon /> {t.verifiedBooking}
                  </span>
                )}
                <ReportAction type="review" targetId={review.id} owner={review.user_username} />
              </p>
              {review.comment && (
                <p className="review-item__text" {...userWritten}>
                  {review.comment}
                </p>
              )}
              {review.reply && <ReviewReplyView reply={review.reply} photographerName={photographerName} />}
            </li>
          ))}
        </ul>
        {reviews.length > shown.length && (
          <p className="note">{format.fill(t.reviewsShown, { shown: shown.length, total: reviews.length })}</p>
        )}
      </>
    );

  return (
    <section className="portfolio-section" aria-labelledby="portfolio-reviews">
      <h3 id="portfolio-reviews">{t.reviewsTitle}</h3>
      {body}
    </section>
  );
}
