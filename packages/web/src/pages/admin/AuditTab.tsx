import { auditActions, type AuditAction, type AuditEntry, type AuditValues } from '@tasbir/shared';
import { SelectField } from '../../components/ChoiceFields.js';
import { FormError } from '../../components/FormMessage.js';
import { fill } from '../../i18n.js';
import { userWritten } from '../../components/userWritten.js';
import { fillParts } from '../../fillParts.js';
import { useFormat } from '../../useFormat.js';
import { trpc } from '../../trpc.js';
import { nextCursor } from '../../paging.js';
import { useLazyT } from '../lazyTexts.js';

/** Entries a page asks for at once. */
const auditPageSize = 30;
/** Fields whose values people wrote; the rest are recorded data (flags, plans, figures), shown as code. */
const writtenFields: ReadonlySet<string> = new Set(['title', 'photographer', 'username', 'admin_note']);

function ValueShown({ field, value }: { field: string; value: AuditValues[string] | undefined }) {
  if (value === undefined || value === null) return '—';
  return writtenFields.has(field) ? <span {...userWritten}>{String(value)}</span> : <code>{String(value)}</code>;
}

/** The fields an entry changed, in the order recorded. */
function fieldsOf(details: AuditEntry['details']): string[] {
  if (!details) return [];
  return [...new Set([...Object.keys(details.before ?? {}), ...Object.keys(details.after ?? {})])];
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
  const t = useLazyT();
  const format = useFormat();
  const entries = trpc.audit.list.useInfiniteQuery(
    { action: action ?? undefined, target_user_id: user?.id, limit: auditPageSize },
    { getNextPageParam: nextCursor },
  );
  const list = entries.data?.pages.flatMap((page) => page.items) ?? [];
  const options = [
    { value: 'all' as const, label: t.auditAllActions },
    ...auditActions.map((value) => ({ value, label: t[`auditAction_${value}`] })),
  ];

  return (
    <div className="admin-requests">
      <div className="admin-manage__row">
        <SelectField
          id="audit-action"
          label={t.auditFilterAction}
          value={action ?? 'all'}
          options={options}
          onChange={(value) => onAction(value === 'all' ? null : value)}
        />
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
              <span>{t[`auditAction_${entry.action}`]}</span> <code>{entry.action}</code>{' '}
              {entry.target_label && <strong>@{entry.target_label}</strong>}
              <span>{entry.admin_username ? fill(t.auditBy, { admin: entry.admin_username }) : t.auditBySystem}</span>
              <time dateTime={entry.created_at}>{format.date(entry.created_at)}</time>
            </p>
            {fieldsOf(entry.details).map((field) => (
              <p key={field} className="admin-request__meta">
                {fillParts(t.auditChange, {
                  field: <code>{field}</code>,
                  before: <ValueShown field={field} value={entry.details?.before?.[field]} />,
                  after: <ValueShown field={field} value={entry.details?.after?.[field]} />,
                })}
              </p>
            ))}
          </li>
        ))}
      </ol>
      {entries.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          disabled={entries.isFetchingNextPage}
          onClick={() => void entries.fetchNextPage()}
        >
          {entries.isFetchingNextPage ? t.loading : t.adminShowMore}
        </button>
      )}
    </div>
  );
}
