import { auditActions, type AuditAction, type AuditEntry, type AuditValues } from '@tasbir/shared';
import { SelectField } from '../../components/ChoiceFields.js';
import { FormError } from '../../components/FormMessage.js';
import { fill, useT } from '../../i18n.js';
import { trpc } from '../../trpc.js';
import { useFormatDate } from '../../useFormatDate.js';
import { nextCursor } from '../../paging.js';

/** Entries a page asks for at once. */
const auditPageSize = 30;
const shown = (value: AuditValues[string] | undefined) => (value === undefined || value === null ? '—' : String(value));

/** What an entry changed, field by field: before → after. */
function changesOf(details: AuditEntry['details']): string[][] {
  if (!details) return [];
  const fields = [...new Set([...Object.keys(details.before ?? {}), ...Object.keys(details.after ?? {})])];
  return fields.map((field) => [field, shown(details.before?.[field]), shown(details.after?.[field])]);
}

type Props = {
  action: AuditAction | null;
  onAction: (action: AuditAction | null) => void;
  /** Only the entries about this account, when set. */
  user: { id: string; username: string } | null;
  onAllUsers: () => void;
};

/** The audit log, newest first: who did what to whom, and what it was before and after. */
export function AuditTab({ action, onAction, user, onAllUsers }: Props) {
  const t = useT();
  const formatDate = useFormatDate();
  const entries = trpc.audit.list.useInfiniteQuery({ action: action ?? undefined, target_user_id: user?.id, limit: auditPageSize }, { getNextPageParam: nextCursor });
  const list = entries.data?.pages.flatMap((page) => page.items) ?? [];
  const options = [{ value: 'all' as const, label: t.auditAllActions }, ...auditActions.map((value) => ({ value, label: value }))];

  return (
    <div className="admin-requests">
      <div className="admin-manage__row">
        <SelectField id="audit-action" label={t.auditFilterAction} value={action ?? 'all'} options={options} onChange={(value) => onAction(value === 'all' ? null : value)} />
        {user && (
          <p className="note">
            {fill(t.auditForUser, { username: user.username })}{' '}
            <button type="button" className="button button--ghost" onClick={onAllUsers}>
              {t.auditShowAll}
            </button>
          </p>
        )}
      </div>
      {entries.isPending && <p role="status">{t.loading}</p>}
      {entries.isError && <FormError message={t.adminLoadFailed} />}
      {entries.data && list.length === 0 && <p className="note">{t.auditEmpty}</p>}
      <ol className="admin-request-list audit-list">
        {list.map((entry) => (
          <li key={entry.id} className="admin-request">
            <p className="admin-request__head">
              <code>{entry.action}</code> {entry.target_label && <strong>@{entry.target_label}</strong>}
              <span>{entry.admin_username ? fill(t.auditBy, { admin: entry.admin_username }) : t.auditBySystem}</span>
              <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
            </p>
            {changesOf(entry.details).map(([field = '', before = '', after = '']) => (
              <p key={field} className="admin-request__meta">
                {fill(t.auditChange, { field, before, after })}
              </p>
            ))}
          </li>
        ))}
      </ol>
      {entries.hasNextPage && (
        <button type="button" className="button button--ghost" disabled={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
          {entries.isFetchingNextPage ? t.loading : t.adminShowMore}
        </button>
      )}
    </div>
  );
}
