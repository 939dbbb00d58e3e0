import type { ReactNode } from 'react';
import './skeleton.css';

type Props = {
  /** The real list's class: the stand-ins take its grid and gaps. */
  listClassName: string;
  count: number;
  /** What is loading, read out once: the stand-ins themselves are hidden from assistive technology. */
  status: string;
  /** One item's shape, as tall as a real item. */
  children: ReactNode;
};

/**
 * A list's place while it loads: `count` stand-ins shaped like its items, so what follows the list
 * (the next section, the footer) is where it will stay when the list arrives.
 */
export function ListSkeleton({ listClassName, count, status, children }: Props) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <ul className={`${listClassName} list-skeleton`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>{children}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * One line of text's place, given the class of the text it stands for: a no-break space makes it
 * exactly one line of that font tall.
 */
export function SkeletonText({ className, width }: { className?: string; width: string }) {
  return (
    <span className={['skeleton-text', className].filter(Boolean).join(' ')} style={{ width }}>
      {'\u00a0'}
    </span>
  );
}
