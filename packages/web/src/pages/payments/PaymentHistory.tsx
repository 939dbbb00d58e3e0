import type { Payment } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { PageLink } from '../../components/PageLink.js';
import { nextCursor } from '../../paging.js';
import { useFormat } from '../../useFormat.js';
import { trpc } from '../../trpc.js';
import { paymentRupees, paymentWhat, providerName } from './paymentText.js';
import '../credits/credits.css';
import './payments.css';
import { useLazyT } from '../lazyTexts.js';

/** Payments a page of the history holds. */
const historyPageSize = 10;

/** One payment in a list: what it bought (a link to its page), its status, the wallet, the price and the day. */
export function PaymentLine({ payment }: { payment: Payment }) {
  const t = useLazyT();
  const format = useFormat();
  return (
    <li className={`credit-history__item credit-history__item--${payment.status}`}>
      <p className="credit-history__head">
        <PageLink to={{ page: 'payments', paymentId: payment.id }} className="payment-line__link">
          {paymentWhat(payment, format.language)}
        </PageLink>
        <span className="status-badge">{t[`paymentStatus_${payment.status}`]}</span>
      </p>
      <p className="credit-history__meta">
        {format.fill(t.paymentLineMeta, {
          provider: providerName(payment.provider, t),
          price: format.money(paymentRupees(payment)),
          date: format.dateTime(payment.created_at),
        })}
      </p>
    </li>
  );
}

/**
 * The payer's online payments, newest first, a page at a time; each opens its payment page. Under its
 * own heading, or (`untitled`) under the page's, which says the same.
 */
export function PaymentHistory({ untitled = false }: { untitled?: boolean }) {
  const t = useLazyT();
  const mine = trpc.payments.mine.useInfiniteQuery({ limit: historyPageSize }, { getNextPageParam: nextCursor });
  const payments = mine.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section
      aria-labelledby={untitled ? undefined : 'payment-history-title'}
      aria-label={untitled ? t.paymentHistoryTitle : undefined}
    >
      {!untitled && <h2 id="payment-history-title">{t.paymentHistoryTitle}</h2>}
      {mine.isPending && <p role="status">{t.loading}</p>}
      {mine.isError && <FormError message={t.dashboardLoadFailed} />}
      {mine.isSuccess && payments.length === 0 && <p className="note">{t.paymentHistoryEmpty}</p>}
      <ul className="credit-history">
        {payments.map((payment) => (
          <PaymentLine key={payment.id} payment={payment} />
        ))}
      </ul>
      {mine.hasNextPage && (
        <button
          type="button"
          className="button button--ghost payment-history__older"
          disabled={mine.isFetchingNextPage}
          onClick={() => void mine.fetchNextPage()}
        >
          {mine.isFetchingNextPage ? t.loading : t.paymentHistoryOlder}
        </button>
      )}
    </section>
  );
}
