import type { PhotographerDashboard } from '@tasbir/shared';
import { PhotoImage } from '../../components/media/PhotoImage.js';
import { useT } from '../../i18n.js';
import { userWritten } from '../../components/userWritten.js';
import { useFormat } from '../../useFormat.js';
import { formatRating } from '../../rating.js';
import { GiftList } from './GiftList.js';
import { QuickActions, type QuickAction } from './QuickActions.js';
import { StatCards } from '../../components/StatCards.js';

type Props = { dashboard: PhotographerDashboard; plan: string; actions: readonly QuickAction[] };

/** A photographer's overview: balance, rating, gifts, plan, content and engagement; newest content and gifts. */
export function StudioOverview({ dashboard, plan, actions }: Props) {
  const t = useT();
  const format = useFormat();
  const {
    photographer_info: info,
    content_stats: content,
    engagement_stats: engagement,
    recent_content: recent,
  } = dashboard;
  return (
    <>
      <StatCards
        cards={[
          { label: t.statCredits, value: format.fill(t.creditsAmount, { amount: info.credits }) },
          { label: t.statRating, value: formatRating(info.rating, format.language) },
          { label: t.statGiftsReceived, value: format.money(info.total_gifts_received) },
          { label: t.statPlan, value: plan },
          {
            label: t.statContent,
            value: format.number(content.total_content),
            detail: format.fill(t.statContentSplit, { photos: content.photo_count, reels: content.reel_count }),
          },
          { label: t.statViews, value: format.number(engagement.total_views) },
          { label: t.statLikes, value: format.number(engagement.total_likes) },
          { label: t.statEarnings, value: format.money(engagement.total_earnings) },
        ]}
      />
      <QuickActions actions={actions} />
      <div className="dashboard-columns">
        <section aria-labelledby="recent-gifts-title">
          <h2 id="recent-gifts-title">{t.recentGiftsReceived}</h2>
          <GiftList gifts={dashboard.recent_gifts} side="received" empty={t.noGiftsReceived} />
        </section>
        <section aria-labelledby="recent-content-title">
          <h2 id="recent-content-title">{t.recentPhotos}</h2>
          {recent.photos.length === 0 ? (
            <p className="note">{t.noRecentContent}</p>
          ) : (
            <ul className="recent-photos">
              {recent.photos.map((photo) => (
                <li key={photo.id}>
                  <PhotoImage photo={photo} sizes="8rem" titledBeside />
                  <span {...userWritten}>{photo.title}</span>
                </li>
              ))}
            </ul>
          )}
          <h2>{t.recentReels}</h2>
          {recent.reels.length === 0 ? (
            <p className="note">{t.noRecentContent}</p>
          ) : (
            <ul className="recent-reels">
              {recent.reels.map((reel) => (
                <li key={reel.id}>
                  {reel.poster_url && <img src={reel.poster_url} alt="" width={72} height={128} loading="lazy" />}
                  <span {...userWritten}>{reel.title}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
