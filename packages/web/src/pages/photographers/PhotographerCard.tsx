import { lazy, Suspense } from 'react';
import { reviewExcerpt, type DirectoryItem, type User } from '@tasbir/shared';
import { Avatar } from '../../components/Avatar.js';
import { userWritten } from '../../components/userWritten.js';
import { StarRating } from '../../components/StarRating.js';
import { VerifiedTick } from '../../components/VerifiedTick.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { usePlaceText } from '../../state/usePlaceText.js';
import { countText, formatRating } from '../../rating.js';
import { experienceText, specializationLabel } from '../../portfolioText.js';
import { callHref, cardBadges, trustFactCount, type CardBadge } from './cardFacts.js';
import './directory.css';

type Props = {
  card: DirectoryItem;
  viewer: User | null;
  headingLevel: 2 | 3;
  onViewPortfolio: (card: DirectoryItem) => void;
  onBook: (card: DirectoryItem) => void;
  onGift: (card: DirectoryItem) => void;
  onChat: (photographerId: string) => void;
};

// With its texts, on demand: the home page's script stays as it was (docs/decisions/019-trust-signals.md).
const CardTrust = lazy(() => import('./CardTrust.js'));

/** A trust fact's line, badge padding and gap included (directory.css): the row's room while its texts load. */
const trustLineRem = 1.6;

const badgeKeys = {
  topRated: 'badgeTopRated',
  popular: 'badgePopular',
  kathmandu: 'badgeKathmandu',
} as const satisfies Record<CardBadge, string>;

/** A directory card (docs/product.md#directory): badges, who, rating, counts, experience, price, latest review, actions. */
export function PhotographerCard({ card, viewer, headingLevel, onViewPortfolio, onBook, onGift, onChat }: Props) {
  const t = useT();
  const format = useFormat();
  const placeLabel = usePlaceText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `photographer-${card.id}`;
  const badges = cardBadges(card);
  const tel = callHref(card);
  const own = viewer?.id === card.id;

  return (
    <article className="photographer-card" aria-labelledby={headingId}>
      {badges.length > 0 && (
        <ul className="photographer-card__badges">
          {badges.map((badge) => (
            <li key={badge} className={`card-badge card-badge--${badge}`}>
              {t[badgeKeys[badge]]}
            </li>
          ))}
        </ul>
      )}
      <div className="photographer-card__head">
        <Avatar name={card.username} src={card.profile_image ?? card.profile_picture} />
        <div className="photographer-card__who">
          <Heading id={headingId} className="photographer-card__name">
            {card.username} {card.verified && <VerifiedTick />}
          </Heading>
          <p className="photographer-card__rating">
            <StarRating rating={card.rating} />
            <span>
              {formatRating(card.rating, format.language)} ·{' '}
              {countText(card.total_ratings, t.reviewCountOne, t.reviewCount, format.language)}
            </span>
          </p>
          <p className="photographer-card__meta">
            {[
              card.specialty && specializationLabel(t, card.specialty),
              placeLabel(card.city ?? card.location ?? t.locationDefault),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>

      {(card.top_photographer || card.response_rate !== null) && (
        <div className="photographer-card__trust" style={{ minHeight: `${trustFactCount(card) * trustLineRem}rem` }}>
          <Suspense fallback={null}>
            <CardTrust card={card} />
          </Suspense>
        </div>
      )}

      <dl className="photographer-card__stats">
        <div>
          <dt>{t.statPhotos}</dt>
          <dd>{format.number(card.photo_count)}</dd>
        </div>
        <div>
          <dt>{t.statReels}</dt>
          <dd>{format.number(card.reel_count)}</dd>
        </div>
        <div>
          <dt>{t.statEarned}</dt>
          <dd>{format.money(card.total_gifts_received)}</dd>
        </div>
      </dl>

      <p className="photographer-card__line">
        <span className="photographer-card__label">{t.experienceLabel}:</span>{' '}
        {experienceText(t, card.experience, format.language)}
      </p>
      <p className="photographer-card__price">{fill(t.priceFrom, { price: format.money(card.price_from) })}</p>
      {card.latest_review && (
        <figure className="photographer-card__review">
          <figcaption className="photographer-card__label">{t.latestReviewLabel}</figcaption>
          <blockquote {...userWritten}>“{reviewExcerpt(card.latest_review)}”</blockquote>
        </figure>
      )}

      <div className="photographer-card__actions">
        <button type="button" className="button button--primary" onClick={() => onViewPortfolio(card)}>
          {t.viewPortfolio}
        </button>
        {viewer?.role === 'user' && (
          <button type="button" className="button button--ghost" onClick={() => onBook(card)}>
            {t.bookNow}
          </button>
        )}
        {viewer?.role === 'user' && (
          <button type="button" className="button button--ghost" onClick={() => onGift(card)}>
            {t.sendGift}
          </button>
        )}
        {!own && (
          <button type="button" className="button button--ghost" onClick={() => onChat(card.id)}>
            {t.chat}
          </button>
        )}
        {tel && !own && (
          <a className="button button--ghost" href={tel} aria-label={fill(t.callName, { name: card.username })}>
            {t.call}
          </a>
        )}
      </div>
    </article>
  );
}
