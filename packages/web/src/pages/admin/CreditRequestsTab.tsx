import { FormError } from '../../components/FormMessage.js';
import { fill } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { errorText, trpc } from '../../trpc.js';
import { ActionNoticeLine } from '../../components/ActionNoticeLine.js';
import { CreditRequestItem } from './CreditRequestItem.js';
import { DeleteAllContent } from './DeleteAllContent.js';
import { useActionNotice } from '../../components/useActionNotice.js';
import { useLazyT } from '../lazyTexts.js';

/** How many decided requests of each kind the tab shows. */
const latestDecided = 5;

/** Credit requests: the waiting ones to decide, the last five approved and rejected, and the delete-all buttons. */
export function CreditRequestsTab() {
  const t = useLazyT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const requests = trpc.credits.adminRequests.useQuery();
  const { notice, succeeded, failed } = useActionNotice();
  // The tab counts follow the list (adminCounts.ts).
  const refresh = () => utils.credits.adminRequests.invalidate();
  const process = trpc.credits.process.useMutation({
    onSuccess: (request) => {
      succeeded(
        request.status === 'approved'
          ? format.fill(t.creditRequestApproved, { amount: request.amount, username: request.user_username })
          : t.creditRequestRejected,
      );
      void refresh();
    },
    onError: (error) => {
      failed(fill(t.creditProcessFailed, { detail: errorText(error, format.language, 'unknownError') }));
      void refresh();
    },
  });
  const remove = trpc.credits.remove.useMutation({
    onSuccess: () => {
      succeeded(t.creditRequestDeleted);
      void refresh();
    },
    onError: (error) =>
      failed(fill(t.creditDeleteFailed, { detail: errorText(error, format.language, 'unknownError') })),
  });

  if (requests.isPending) return <p role="status">{t.loading}</p>;
  if (requests.isError) return <FormError message={t.adminLoadFailed} />;
  const { pending, approved, rejected } = requests.data;
  const busy = process.isPending || remove.isPending;
  const decided = (title: string, list: typeof approved, id: string) => (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {list.length === 0 && <p className="note">{t.adminNoRequests}</p>}
      <ul className="admin-request-list">
        {list.slice(0, latestDecided).map((request) => (
          <CreditRequestItem
            key={request.id}
            request={request}
            busy={busy}
            onDelete={() => remove.mutate({ id: request.id })}
          />
        ))}
      </ul>
    </section>
  );

  return (
    <div className="admin-requests">
      <DeleteAllContent onDone={succeeded} onFailed={failed} />
      <p className="admin-counts">
        {format.fill(t.adminCreditCounts, {
          pending: pending.length,
          approved: approved.length,
          rejected: rejected.length,
        })}
      </p>
      <ActionNoticeLine notice={notice} />
      <section aria-labelledby="credit-pending-title">
        <h2 id="credit-pending-title">{format.fill(t.adminPendingGroup, { count: pending.length })}</h2>
        {pending.length === 0 && <p className="note">{t.adminNoRequests}</p>}
        <ul className="admin-request-list">
          {pending.map((request) => (
            <CreditRequestItem
              key={request.id}
              request={request}
              busy={busy}
              onDecide={(status, note) => process.mutate({ id: request.id, status, admin_note: note.trim() || null })}
              onDelete={() => remove.mutate({ id: request.id })}
            />
          ))}
        </ul>
      </section>
      {decided(t.adminLatestApproved, approved, 'credit-approved-title')}
      {decided(t.adminLatestRejected, rejected, 'credit-rejected-title')}
    </div>
  );
}
