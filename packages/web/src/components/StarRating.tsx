import { fill, useT } from '../i18n.js';
import { formatRating, filledStars } from '../rating.js';
import './profile.css';

/** Five stars, as many filled as the rating rounds to, read out as "Rated 4.5 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const t = useT();
  const filled = filledStars(rating);
  return (
    <span className="star-rating" role="img" aria-label={fill(t.ratingStars, { rating: formatRating(rating) })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={star <= filled ? 'star-rating__star star-rating__star--on' : 'star-rating__star'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
