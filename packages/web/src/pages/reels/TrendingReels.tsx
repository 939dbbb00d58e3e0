import { firstPageInputs } from '@tasbir/shared';
import { useEffect } from 'react';
import { PlayIcon } from '../../components/media/mediaIcons.js';
import { likesText, preview, viewsText } from '../../components/media/mediaText.js';
import { HomeSection } from '../../components/HomeSection.js';
import { ListSkeleton, SkeletonText } from '../../components/ListSkeleton.js';
import { PageLink } from '../../components/PageLink.js';
import { userWritten } from '../../components/userWritten.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { trpc } from '../../trpc.js';
import '../../components/media/media.css';
import './trendingReels.css';

/** A reel card's shape while the list loads: the poster, a title, the byline, the figures. */
function ReelCardSkeleton() {
  return (
    <div className="reel-card">
      <span className="reel-card__poster" />
      <span className="reel-card__body">
        <SkeletonText className="reel-card__title" width="70%" />
        <SkeletonText className="reel-card__by" width="50%" />
        <SkeletonText className="reel-card__stats" width="60%" />
      </span>
    </div>
  );
}

/** Home: the trending reels, each opening the feed at itself; hidden when there are none. */
export function TrendingReels() {
  const t = useT();
  const format = useFormat();
  const list = trpc.reels.list.useQuery(firstPageInputs.trendingReels);

  useEffect(() => {
    if (list.error) console.error('Reels could not be loaded', list.error);
  }, [list.error]);

  const reels = list.data?.items ?? [];
  if (!list.isPending && reels.length === 0) return null;
  return (
    <HomeSection
      id="trending-reels"
      title={t.trendingReelsTitle}
      intro={t.trendingReelsIntro}
      more={{ to: 'reels', label: t.watchAllReels }}
      busy={list.isPending}
    >
      {list.isPending && (
        <ListSkeleton listClassName="reel-cards" count={firstPageInputs.trendingReels.limit} status={t.loadingReels}>
          <ReelCardSkeleton />
        </ListSkeleton>
      )}
      <ul className="reel-cards">
        {reels.map((reel) => {
          const description = preview(reel.description);
          return (
            <li key={reel.id}>
              <PageLink to={{ page: 'reels', reelId: reel.id }} className="reel-card">
                <span className="reel-card__poster" aria-hidden="true">
                  {reel.poster_url ? (
                    <img
                      src={reel.poster_url}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      width={reel.width ?? undefined}
                      height={reel.height ?? undefined}
                    />
                  ) : (
                    <span className="reel-card__play">
                      <PlayIcon />
                    </span>
                  )}
                </span>
                <span className="reel-card__body">
                  <span className="reel-card__title" {...userWritten}>
                    {reel.title}
                  </span>
                  <span className="reel-card__by">{fill(t.byUsername, { username: reel.photographer_username })}</span>
                  {description && (
                    <span className="reel-card__description" {...userWritten}>
                      {description}
                    </span>
                  )}
                  <span className="reel-card__stats">
                    <span>{likesText(reel.likes, t, format.language)}</span>
                    <span>{viewsText(reel.views, t, format.language)}</span>
                  </span>
                </span>
              </PageLink>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
