import { useT } from '../i18n.js';
import { formatRating, filledStars } from '../rating.js';
import { useFormat } from '../useFormat.js';
import './profile.css';
import { StarIcon } from './Icon.js';

/** Five stars, as many filled as the rating rounds to, read out as "Rated 4.5 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  const t = useT();
  const format = useFormat();
  const filled = filledStars(rating);
  return (
    <span
      className="star-rating"
      role="img"
      aria-label={format.fill(t.ratingStars, { rating: formatRating(rating, format.language) })}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={star <= filled ? 'star-rating__star star-rating__star--on' : 'star-rating__star'}>
          <StarIcon />
        </span>
      ))}
    </span>
  );
}
