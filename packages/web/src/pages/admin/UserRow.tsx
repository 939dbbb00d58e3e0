import { useState } from 'react';
import type { AdminUser } from '@tasbir/shared';
import { fill } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { usePlaceText } from '../../state/usePlaceText.js';
import { formatRating } from '../../rating.js';
import { UserManagePanel, type UserChanges } from './UserManagePanel.js';
import { roleKeys } from '../../roleText.js';
import { useLazyT } from '../lazyTexts.js';

export type UserActions = UserChanges & {
  setVerified: (verified: boolean) => void;
  setSuspended: (suspended: boolean) => void;
  remove: () => void;
  history: () => void;
};

type Props = { user: AdminUser; busy: boolean; actions: UserActions };

/** One account in the users tab: flags, figures, and its actions (suspend and delete ask first). */
export function UserRow({ user, busy, actions }: Props) {
  const t = useLazyT();
  const format = useFormat();
  const placeLabel = usePlaceText();
  const [managing, setManaging] = useState(false);
  const place = [user.city, user.district].filter(Boolean).join(', ') || user.location;
  return (
    <li className="admin-user" aria-label={user.username}>
      <div className="admin-user__who">
        <p className="admin-request__head">
          <strong>@{user.username}</strong> <span>{user.email}</span>
          {user.verified && <span className="status-badge admin-flag admin-flag--verified">{t.adminVerified}</span>}
          {user.suspended && <span className="status-badge admin-flag admin-flag--suspended">{t.adminSuspended}</span>}
        </p>
        <p className="admin-request__meta">
          {format.fill(t.adminUserFlags, {
            role: t[roleKeys[user.role]],
            plan: t[`plan_${user.subscription_plan}`],
            credits: user.credits,
          })}
          {place && <> · {placeLabel(place)}</>}
        </p>
        {user.role === 'photographer' && (
          <p className="admin-request__meta">
            {format.fill(t.adminUserPhotographerFigures, {
              rating: formatRating(user.rating ?? 0, format.language),
              photos: user.photo_count ?? 0,
              reels: user.reel_count ?? 0,
              gifts: format.money(user.total_gifts_received ?? 0),
            })}
          </p>
        )}
      </div>
      <div className="button-row">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => actions.setVerified(!user.verified)}
        >
          {user.verified ? t.adminUnverify : t.adminVerify}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => {
            if (user.suspended) actions.setSuspended(false);
            else if (window.confirm(t.confirmSuspendUser)) actions.setSuspended(true);
          }}
        >
          {user.suspended ? t.adminActivate : t.adminSuspend}
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={managing}
          onClick={() => setManaging(!managing)}
        >
          {t.adminManage}
        </button>
        <button type="button" className="button button--ghost" onClick={actions.history}>
          {t.adminUserHistory}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => {
            if (window.confirm(fill(t.confirmDeleteUser, { username: user.username }))) actions.remove();
          }}
        >
          {t.adminDeleteUser}
        </button>
      </div>
      {managing && (
        <UserManagePanel
          key={`${user.username}-${user.role}-${user.subscription_plan}`}
          user={user}
          busy={busy}
          changes={actions}
        />
      )}
    </li>
  );
}
