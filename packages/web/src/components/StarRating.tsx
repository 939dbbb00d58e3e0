import { useT } from '../i18n.js';
import { formatRating, filledStars } from '../rating.js';
import { useFormat } from '../useFormat.js';
import './profile.css';
import { starPath } from './Icon.js';

/** Five stars in one drawing (a directory page shows one per card), as many filled as the rating
 * rounds to, read out as "Rated 4.5 out of 5". */
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
      <svg
        className="text-icon"
        width="5.25em"
        height="1em"
        viewBox="0 0 126 24"
        fill="currentColor"
        stroke="currentColor"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {[0, 1, 2, 3, 4].map((star) => (
          <path
            key={star}
            d={starPath}
            transform={`translate(${star * 25.5} 0)`}
            className={star < filled ? 'star-rating__star star-rating__star--on' : 'star-rating__star'}
          />
        ))}
      </svg>
    </span>
  );
}
