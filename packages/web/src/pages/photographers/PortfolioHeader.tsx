import type { DirectoryItem } from '@tasbir/shared';
import { Avatar } from '../../components/Avatar.js';
import { StarRating } from '../../components/StarRating.js';
import { VerifiedTick } from '../../components/VerifiedTick.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { usePlaceText } from '../../state/usePlaceText.js';
import { formatRating } from '../../rating.js';
import { ReportAction } from '../reports/ReportAction.js';

/** Avatar, verified tick, location (Nepal when none), rating out of 5 and plan badge. */
export function PortfolioHeader({ photographer }: { photographer: DirectoryItem }) {
  const t = useT();
  const format = useFormat();
  const placeLabel = usePlaceText();
  const plan = photographer.subscription_plan;
  return (
    <div className="portfolio-header">
      <Avatar
        name={photographer.username}
        src={photographer.profile_image ?? photographer.profile_picture}
        size="large"
      />
      <div className="portfolio-header__facts">
        <p className="portfolio-header__line">
          {photographer.verified && <VerifiedTick />}
          <span>{placeLabel(photographer.location ?? t.locationDefault)}</span>
        </p>
        <p className="portfolio-header__line">
          <StarRating rating={photographer.rating} />
          <strong className="portfolio-header__score">
            {fill(t.ratingOutOf5, { rating: formatRating(photographer.rating, format.language) })}
          </strong>
        </p>
        <p className="portfolio-header__line">
          <span className={`plan-badge plan-badge--${plan}`}>{fill(t.planBadge, { plan: t[`plan_${plan}`] })}</span>
        </p>
        <ReportAction type="user" targetId={photographer.id} owner={photographer.id} />
      </div>
    </div>
  );
}
