import { pricingRangeText, type DirectoryItem, type Portfolio } from '@tasbir/shared';
import { useT } from '../../i18n.js';
import { userWritten } from '../../components/userWritten.js';
import { useFormat } from '../../useFormat.js';
import { formatRating } from '../../rating.js';
import { experienceText, serviceLabel, specializationLabel } from '../../portfolioText.js';

type Props = { photographer: DirectoryItem; portfolio: Portfolio | undefined };

/** `typed`: the items are the photographer's own words (equipment), not the app's choices. */
function ChipList({ title, items, typed = false }: { title: string; items: readonly string[]; typed?: boolean }) {
  const t = useT();
  return (
    <div className="portfolio-chips">
      <h4>{title}</h4>
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item} {...(typed ? userWritten : {})}>
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="note">{t.notSpecified}</p>
      )}
    </div>
  );
}

/** About, experience, pricing range, review figures, specializations, services and equipment. */
export function PortfolioDetails({ photographer, portfolio }: Props) {
  const t = useT();
  const format = useFormat();
  const about = portfolio?.portfolio_description.trim() || photographer.bio?.trim();
  const pricing = portfolio?.pricing_range ?? photographer.pricing_range;
  const specializations = portfolio?.specializations ?? photographer.specialties;

  return (
    <>
      <section className="portfolio-section" aria-labelledby="portfolio-about">
        <h3 id="portfolio-about">{t.portfolioAbout}</h3>
        {about ? (
          <p className="portfolio-about" {...userWritten}>
            {about}
          </p>
        ) : (
          <p className="note">{t.portfolioNoAbout}</p>
        )}
        <dl className="portfolio-facts">
          <div>
            <dt>{t.experienceLabel}</dt>
            <dd>{experienceText(t, portfolio?.experience_years ?? photographer.experience, format.language)}</dd>
          </div>
          <div>
            <dt>{t.portfolioPricingRange}</dt>
            <dd>{pricing ? pricingRangeText(pricing, format.language) : t.notSpecified}</dd>
          </div>
          <div>
            <dt>{t.portfolioReviewCount}</dt>
            <dd>{format.number(photographer.total_ratings)}</dd>
          </div>
          <div>
            <dt>{t.portfolioAverageRating}</dt>
            <dd>{formatRating(photographer.rating, format.language)}</dd>
          </div>
        </dl>
      </section>
      <section className="portfolio-section portfolio-lists">
        <ChipList
          title={t.portfolioSpecializations}
          items={specializations.map((value) => specializationLabel(t, value))}
        />
        <ChipList
          title={t.portfolioServices}
          items={(portfolio?.services ?? []).map((service) => serviceLabel(t, service))}
        />
        <ChipList title={t.portfolioEquipment} items={portfolio?.equipment ?? []} typed />
      </section>
    </>
  );
}
