import type { SubscriptionRequest } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { fill } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { useDateWithBs } from '../../useDateWithBs.js';
import { refusalOf, refusalText, trpc } from '../../trpc.js';
import { ActionNoticeLine } from '../../components/ActionNoticeLine.js';
import { ReceiptViewer } from './ReceiptViewer.js';
import { useActionNotice } from '../../components/useActionNotice.js';
import { useLazyT } from '../lazyTexts.js';

/** Plan requests in three groups: waiting (with receipt, approve, reject), approved and rejected. */
export function SubscriptionRequestsTab() {
  const t = useLazyT();
  const format = useFormat();
  const dateWithBs = useDateWithBs();
  const utils = trpc.useUtils();
  const requests = trpc.subscription.requests.useQuery();
  const { notice, succeeded, failed } = useActionNotice();
  // The tab counts follow the list (adminCounts.ts).
  const refresh = () => utils.subscription.requests.invalidate();
  // The server's reason when it gave one (a request decided meanwhile), else the product's sentence.
  const failure = (fallback: string) => (error: unknown) => {
    const refusal = refusalOf(error);
    failed(refusal ? `${fallback}: ${refusalText(refusal, format.language)}` : fallback);
    void refresh();
  };
  const done = (text: string) => () => {
    succeeded(text);
    void refresh();
  };
  const approve = trpc.subscription.approve.useMutation({
    onSuccess: done(t.subscriptionApproved),
    onError: failure(t.subscriptionApproveFailed),
  });
  const reject = trpc.subscription.reject.useMutation({
    onSuccess: done(t.subscriptionRejected),
    onError: failure(t.subscriptionRejectFailed),
  });

  if (requests.isPending) return <p role="status">{t.loading}</p>;
  if (requests.isError) return <FormError message={t.adminLoadFailed} />;
  const byStatus = (status: SubscriptionRequest['status']) =>
    requests.data.requests.filter((request) => request.status === status);
  const [pending, approved, rejected] = [byStatus('pending_approval'), byStatus('approved'), byStatus('rejected')];
  const busy = approve.isPending || reject.isPending;

  const head = (request: SubscriptionRequest) => (
    <p className="admin-request__head">
      <strong>@{request.user_username}</strong> <span>{request.user_email}</span>{' '}
      <span className={`plan-badge plan-badge--${request.plan}`}>{t[`plan_${request.plan}`]}</span>{' '}
      <span>{format.fill(t.pricePerMonth, { price: format.money(request.monthly_price) })}</span>
    </p>
  );

  return (
    <div className="admin-requests">
      <ActionNoticeLine notice={notice} />
      <section aria-labelledby="plan-pending-title">
        <h2 id="plan-pending-title">{format.fill(t.adminPendingGroup, { count: pending.length })}</h2>
        {pending.length === 0 && <p className="note">{t.adminNoRequests}</p>}
        <ul className="admin-request-list">
          {pending.map((request) => (
            <li key={request.id} className="admin-request" aria-label={`@${request.user_username}`}>
              {head(request)}
              <p className="admin-request__meta">
                {fill(t.adminRequestedOn, { date: dateWithBs(request.created_at) })}
              </p>
              <ReceiptViewer url={request.receipt_url} size={request.receipt_size} username={request.user_username} />
              <div className="button-row">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy}
                  onClick={() => approve.mutate({ id: request.id })}
                >
                  {t.adminApprove}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() => reject.mutate({ id: request.id })}
                >
                  {t.adminReject}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="plan-approved-title">
        <h2 id="plan-approved-title">{format.fill(t.adminApprovedGroup, { count: approved.length })}</h2>
        {approved.length === 0 && <p className="note">{t.adminNoRequests}</p>}
        <ul className="admin-request-list">
          {approved.map((request) => (
            <li key={request.id} className="admin-request admin-request--approved">
              {head(request)}
              <p className="admin-request__meta">
                {fill(t.adminApprovedOn, {
                  date: dateWithBs(request.approved_at ?? request.created_at),
                  admin: request.approved_by ?? '—',
                })}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="plan-rejected-title">
        <h2 id="plan-rejected-title">{format.fill(t.adminRejectedGroup, { count: rejected.length })}</h2>
        {rejected.length === 0 && <p className="note">{t.adminNoRequests}</p>}
        <ul className="admin-request-list">
          {rejected.map((request) => (
            <li key={request.id} className="admin-request admin-request--rejected">
              {head(request)}
              <p className="admin-request__meta">
                {fill(t.adminRejectedBy, {
                  date: dateWithBs(request.rejected_at ?? request.created_at),
                  admin: request.rejected_by ?? '—',
                })}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
