import { profilePictureLimits } from '@tasbir/shared';
import './profile.css';

type Props = { name: string; src?: string | null; size?: 'small' | 'medium' | 'large' };

/** A round picture, or the name's first letter on crimson when there is none. Decorative: the name is shown beside it. */
export function Avatar({ name, src, size = 'medium' }: Props) {
  const className = `profile-avatar profile-avatar--${size}`;
  // The stored picture's own size (a square): the box is set by the size's class, the ratio by these.
  const side = profilePictureLimits.sidePx;
  if (src)
    return <img className={className} src={src} alt="" width={side} height={side} loading="lazy" decoding="async" />;
  return (
    <span className={className} aria-hidden="true">
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
