import { useEffect } from 'react';

/**
 * Back from the wallet's page, the browser may show the page as it was left ("Taking you to
 * eSewa…") from its back-forward cache: `ready` makes it ready again.
 */
export function useReadyOnReturn(ready: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) ready();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [ready]);
}
