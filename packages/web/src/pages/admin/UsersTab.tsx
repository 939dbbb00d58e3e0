import { useEffect, useState } from 'react';
import { FormError } from '../../components/FormMessage.js';
import { Field } from '../../components/Field.js';
import { trpc } from '../../trpc.js';
import { ActionNoticeLine } from '../../components/ActionNoticeLine.js';
import { useActionNotice } from '../../components/useActionNotice.js';
import { UserRow } from './UserRow.js';
import { useUserActions } from './useUserActions.js';
import { nextCursor } from '../../paging.js';
import { useLazyT } from '../lazyTexts.js';

/** Accounts a page asks for at once. */
const usersPageSize = 20;
/** The search waits for typing to pause this long before it asks the server. */
const searchPauseMs = 300;
type Props = { onHistory: (user: { id: string; username: string }) => void };

/** Every account, newest first, searchable, a page at a time, with the row actions. */
export function UsersTab({ onHistory }: Props) {
  const t = useLazyT();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const { notice, succeeded, failed } = useActionNotice();
  const { busy, actionsFor } = useUserActions({ succeeded, failed });

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), searchPauseMs);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const users = trpc.adminUsers.list.useInfiniteQuery(
    { search: search || undefined, limit: usersPageSize },
    { getNextPageParam: nextCursor },
  );
  const list = users.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="admin-requests">
      <Field id="admin-user-search" type="search" label={t.adminUserSearch} value={typed} onChange={setTyped} />
      <ActionNoticeLine notice={notice} />
      {users.isPending && <p role="status">{t.loading}</p>}
      {users.isError && <FormError message={t.adminLoadFailed} />}
      {users.data && list.length === 0 && <p className="note">{t.adminNoUsers}</p>}
      <ul className="admin-request-list">
        {list.map((user) => (
          <UserRow key={user.id} user={user} busy={busy} actions={actionsFor(user, () => onHistory(user))} />
        ))}
      </ul>
      {users.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          disabled={users.isFetchingNextPage}
          onClick={() => void users.fetchNextPage()}
        >
          {users.isFetchingNextPage ? t.loading : t.adminShowMore}
        </button>
      )}
    </div>
  );
}
