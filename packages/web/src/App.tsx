import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary.js';
import { FlashNotice } from './components/FlashNotice.js';
import { useT } from './i18n.js';
import { LiveEvents } from './live/LiveEvents.js';
import { pageTitles } from './pageTitles.js';
import { PageView } from './PageView.js';
import { Footer } from './shell/Footer.js';
import { OfflineNotice } from './shell/OfflineNotice.js';
import { TopBar } from './shell/TopBar.js';
import { languageAtom } from './state/language.js';
import { navigationCountAtom, routeAtom, syncFromLocationAtom } from './state/navigation.js';
import { useSession, useSessionGuard } from './state/useSession.js';

/** Moves focus to the new page's heading (or main) so keyboard and screen-reader users follow along. */
function focusPage(main: HTMLElement | null) {
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('[data-page-heading]');
  (heading ?? main).focus({ preventScroll: true });
}

export function App() {
  useSessionGuard();
  const { user } = useSession();
  const t = useT();
  const language = useAtomValue(languageAtom);
  const route = useAtomValue(routeAtom);
  const navigations = useAtomValue(navigationCountAtom);
  const syncFromLocation = useSetAtom(syncFromLocationAtom);
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onPopState = () => syncFromLocation();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [syncFromLocation]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    document.title =
      route.page === 'home' ? `${t.appName} · ${t.appTagline}` : `${t[pageTitles[route.page]]} · ${t.appName}`;
  }, [route.page, t]);

  useEffect(() => {
    if (navigations === 0) return;
    window.scrollTo(0, 0);
    const frame = window.requestAnimationFrame(() => focusPage(mainRef.current));
    return () => window.cancelAnimationFrame(frame);
  }, [navigations]);

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusPage(mainRef.current);
  };

  const failed = (
    <p className="form-message form-message--error" role="alert">
      {t.somethingWentWrong}
    </p>
  );

  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToContent}>
        {t.skipToContent}
      </a>
      {user && <LiveEvents key={user.id} accountId={user.id} />}
      <TopBar />
      <OfflineNotice />
      <main id="main" ref={mainRef} tabIndex={-1}>
        <FlashNotice />
        <ErrorBoundary key={route.page} fallback={failed}>
          <Suspense
            fallback={
              <p role="status" className="page-loading">
                {t.loading}
              </p>
            }
          >
            <PageView route={route} />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
