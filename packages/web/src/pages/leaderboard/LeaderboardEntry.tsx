import type { LeaderboardEntry as Entry, UiMessageKey } from '@tasbir/shared';
import { Avatar } from '../../components/Avatar.js';
import { VerifiedTick } from '../../components/VerifiedTick.js';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { formatRating } from '../../rating.js';
import { roleKeys } from '../../roleText.js';
import { StarIcon } from '../../components/Icon.js';

/** Ranks 1 to 3: a gold, silver or bronze medal and a title (docs/product.md#leaderboard). */
const podiumTitles: Record<number, UiMessageKey> = { 1: 'rankChampion', 2: 'rankRunnerUp', 3: 'rankThirdPlace' };

/** One ranked card: rank, initial, name, tick, place, role, gift value, gift count, rating. */
export function LeaderboardEntry({ entry }: { entry: Entry }) {
  const t = useT();
  const format = useFormat();
  const title = podiumTitles[entry.rank];
  return (
    <li className={title ? `board-entry board-entry--podium board-entry--rank-${entry.rank}` : 'board-entry'}>
      <span className="board-entry__rank" role="img" aria-label={format.fill(t.rankNumber, { rank: entry.rank })}>
        {title ? <span className="medal">{format.number(entry.rank)}</span> : `#${format.number(entry.rank)}`}
      </span>
      <Avatar name={entry.username} size="small" />
      <div className="board-entry__who">
        <h2 className="board-entry__name">
          {entry.username} {entry.verified && <VerifiedTick />}
        </h2>
        {title && <p className="board-entry__title">{t[title]}</p>}
        <p className="board-entry__meta">
          {entry.location ?? t.locationDefault} · {t[roleKeys[entry.role]]}
        </p>
      </div>
      <dl className="board-entry__figures">
        <div>
          <dt>{t.totalGiftValue}</dt>
          <dd className="board-entry__value">{format.money(entry.total_gift_value)}</dd>
        </div>
        <div>
          <dt>{t.boardGifts}</dt>
          <dd>{format.number(entry.total_gifts)}</dd>
        </div>
        <div>
          <dt>{t.boardRating}</dt>
          <dd>
            <StarIcon /> {formatRating(entry.rating, format.language)}
          </dd>
        </div>
      </dl>
    </li>
  );
}
