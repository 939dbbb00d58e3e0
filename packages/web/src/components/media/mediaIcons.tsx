import { Icon } from '../Icon.js';

/** Small inline icons for photos and reels (no emoji font needed). */
export const HeartIcon = ({ filled, size }: { filled: boolean; size?: number }) => (
  <Icon filled={filled} size={size}>
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  </Icon>
);

export const CommentIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M21 11.5a8.4 8.4 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.4 8.4 0 0 1-3.8-.9L3 21l1.9-5.7a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.4 8.4 0 0 1 3.8-.9h.5a8.5 8.5 0 0 1 8 8v.5z" />
  </Icon>
);

export const ShareIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8" />
    <path d="M16 6l-4-4-4 4" />
    <path d="M12 2v13" />
  </Icon>
);

export const GiftIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M20 12v10H4V12" />
    <path d="M2 7h20v5H2z" />
    <path d="M12 22V7" />
    <path d="M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7z" />
    <path d="M12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z" />
  </Icon>
);

export const PlayIcon = () => (
  <Icon filled>
    <path d="M7 4l13 8-13 8z" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon filled>
    <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
  </Icon>
);

export const SoundIcon = ({ muted }: { muted: boolean }) => (
  <Icon>
    <path d="M11 5L6 9H2v6h4l5 4V5z" />
    {muted ? <path d="M23 9l-6 6M17 9l6 6" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />}
  </Icon>
);

export const EyeIcon = () => (
  <Icon size={16}>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const UploadIcon = () => (
  <Icon size={18}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="M17 8l-5-5-5 5" />
    <path d="M12 3v12" />
  </Icon>
);

export const ArrowIcon = ({ direction }: { direction: 'left' | 'right' }) => (
  <Icon size={22}>{direction === 'left' ? <path d="M15 18l-6-6 6-6" /> : <path d="M9 18l6-6-6-6" />}</Icon>
);

export const BackIcon = () => (
  <Icon size={22}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Icon>
);

export const FilmIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <rect x="2" y="2" width="20" height="20" rx="2.5" />
    <path d="M7 2v20M17 2v20M2 12h20M2 7h5M2 17h5M17 17h5M17 7h5" />
  </Icon>
);
