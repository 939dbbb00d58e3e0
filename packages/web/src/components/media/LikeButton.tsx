import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { HeartIcon } from './mediaIcons.js';

type Props = {
  liked: boolean;
  count: number;
  busy: boolean;
  onToggle: () => void;
  className?: string;
};

/** A like toggle showing its count; pressed when the signed-in viewer likes the item. */
export function LikeButton({ liked, count, busy, onToggle, className = 'like-button' }: Props) {
  const t = useT();
  const format = useFormat();
  return (
    <button
      type="button"
      className={className}
      aria-pressed={liked}
      aria-label={format.fill(t.likeButton, { count })}
      disabled={busy}
      onClick={onToggle}
    >
      <span className="like-button__heart">
        <HeartIcon filled={liked} size={18} />
      </span>
      <span className="like-button__count">{format.number(count)}</span>
    </button>
  );
}
