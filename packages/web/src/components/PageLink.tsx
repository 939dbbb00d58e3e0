import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from '../state/navigation.js';
import { routeToPath, type PageName, type Route } from '../state/routes.js';

type Props = {
  to: PageName | Route;
  children: ReactNode;
  className?: string;
  /** Marks the link as the current page. */
  current?: boolean;
  /** Called after an in-app navigation (menus close themselves with it). */
  onNavigate?: () => void;
};

/** A real link (open in a new tab works) that navigates inside the app on a plain click. */
export function PageLink({ to, children, className, current, onNavigate }: Props) {
  const navigate = useNavigate();
  const route = typeof to === 'string' ? { page: to } : to;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(route);
    onNavigate?.();
  };
  return (
    <a href={routeToPath(route)} className={className} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {children}
    </a>
  );
}
