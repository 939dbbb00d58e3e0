import type { ReactNode } from 'react';

// The app's symbols are drawn, not typed: a glyph such as ★ or ☰ is missing from most text fonts,
// so each one sent the browser looking through every font on the device for it (a third of the
// portfolio's layout time in our Chromium runs), and showed differently, or as an empty box,
// from one device to the next.

/** A small inline icon in the text's colour. Decorative: hidden from assistive tech, which reads
 * the label of the control or element around it. `size` is in pixels, or `1em` to follow the text. */
export function Icon({
  size = 20,
  filled = false,
  strokeWidth = 2,
  className,
  children,
}: {
  size?: number | string;
  filled?: boolean;
  strokeWidth?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Icons that stand in a line of text: as tall as the text, sitting on its baseline. */
const inText = { size: '1em', className: 'text-icon' } as const;

/** Tasbir's mark: a lens. */
export const BrandMarkIcon = () => (
  <Icon {...inText}>
    <circle cx="12" cy="12" r="9.5" strokeWidth="2.5" />
    <circle cx="12" cy="12" r="4.5" fill="currentColor" stroke="none" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon size={22}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const CloseIcon = ({ size = 18 }: { size?: number | string }) => (
  <Icon size={size} strokeWidth={2.5}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon {...inText} strokeWidth={3.5}>
    <path d="M4.5 12.5l5 5L19.5 7" />
  </Icon>
);

/** A five-pointed star in a 24-unit square. */
export const starPath = 'M12 2.2l2.95 6.3 6.9.8-5.1 4.75 1.35 6.85L12 17.5l-6.1 3.4 1.35-6.85-5.1-4.75 6.9-.8z';

export const StarIcon = () => (
  <Icon {...inText} filled strokeWidth={1}>
    <path d={starPath} />
  </Icon>
);

export const FlagIcon = () => (
  <Icon {...inText}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon {...inText} strokeWidth={2.5}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);
