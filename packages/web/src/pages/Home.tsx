import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { Modal } from '../components/Modal.js';
import { PageLink } from '../components/PageLink.js';
import { FeaturedPhotographers } from './photographers/FeaturedPhotographers.js';
import { FeaturedPhotos } from './photos/FeaturedPhotos.js';
import { TrendingReels } from './reels/TrendingReels.js';
import { fill, useT } from '../i18n.js';
import { betaDismissedAtom } from '../state/ui.js';
import { useSession } from '../state/useSession.js';

export function Home() {
  const t = useT();
  const { user } = useSession();
  const [betaDismissed, setBetaDismissed] = useAtom(betaDismissedAtom);
  const dismissBeta = useCallback(() => setBetaDismissed(true), [setBetaDismissed]);

  return (
    <div className="home">
      {!betaDismissed && (
        <Modal title={t.betaTitle} onClose={dismissBeta} closeLabel={t.close}>
          <p>{t.betaBody}</p>
          <div className="button-row">
            <button type="button" className="button button--primary" data-autofocus onClick={dismissBeta}>
              {t.betaDismiss}
            </button>
          </div>
        </Modal>
      )}

      <section className="hero">
        <div className="hero__content">
          <p className="hero__eyebrow">{t.appTagline}</p>
          <h1 tabIndex={-1} data-page-heading>
            {t.heroTitle}
          </h1>
          <p className="hero__lead">{t.heroSubtitle}</p>
          <div className="button-row">
            <PageLink to="photographers" className="button button--primary button--large">
              {t.heroFindPhotographers}
            </PageLink>
            <PageLink to="photos" className="button button--on-dark button--large">
              {t.heroExplorePhotos}
            </PageLink>
          </div>
        </div>
      </section>

      <FeaturedPhotos />
      <TrendingReels />
      <FeaturedPhotographers />

      <section className="join-cta" aria-labelledby="join-title">
        {user ? (
          <h2 id="join-title">{fill(t.joinSignedIn, { name: user.username })}</h2>
        ) : (
          <>
            <h2 id="join-title">{t.joinTitle}</h2>
            <p>{t.joinBody}</p>
            <PageLink to="register" className="button button--primary button--large">
              {t.joinButton}
            </PageLink>
          </>
        )}
      </section>
    </div>
  );
}
