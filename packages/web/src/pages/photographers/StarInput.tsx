import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { StarIcon } from '../../components/Icon.js';

const stars = [1, 2, 3, 4, 5] as const;

/** A 1-to-5 rating as a radio group drawn as stars (arrow keys move between them). */
export function StarInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const t = useT();
  const format = useFormat();
  return (
    <fieldset className="star-input">
      <legend>{t.reviewRatingLabel}</legend>
      <div className="star-input__stars">
        {stars.map((star) => (
          <label key={star} className={star <= value ? 'star-input__star star-input__star--on' : 'star-input__star'}>
            <input
              type="radio"
              name="review-rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              data-autofocus={value === star ? '' : undefined}
            />
            <StarIcon />
            <span className="visually-hidden">
              {star === 1 ? t.starCountOne : format.fill(t.starCount, { count: star })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
