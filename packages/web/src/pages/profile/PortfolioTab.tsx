import { useT } from '../../i18n.js';
import { trpc } from '../../trpc.js';
import { MyMedia } from './MyMedia.js';
import { PortfolioForm } from './PortfolioForm.js';
import { RetryAlert } from './RetryAlert.js';
import './profile.css';

/** The studio dashboard's Portfolio tab: the portfolio details form, then the photographer's own photos and reels. */
export function PortfolioTab() {
  const t = useT();
  const mine = trpc.portfolio.mine.useQuery();

  // The form starts once from the first answer: neither a later refetch nor its failure may wipe what is being typed.
  let details;
  if (mine.data) details = <PortfolioForm portfolio={mine.data} />;
  else if (mine.isError) details = <RetryAlert message={t.portfolioLoadFailed} onRetry={() => void mine.refetch()} />;
  else details = <p role="status">{t.loading}</p>;

  return (
    <div className="portfolio-tab">
      <section className="profile-section" aria-labelledby="portfolio-details-title">
        <h2 id="portfolio-details-title">{t.portfolioFormTitle}</h2>
        <p className="note">{t.portfolioFormIntro}</p>
        {details}
      </section>
      <section className="profile-section" aria-labelledby="my-media-title">
        <h2 id="my-media-title">{t.myMediaTitle}</h2>
        <MyMedia />
      </section>
    </div>
  );
}
