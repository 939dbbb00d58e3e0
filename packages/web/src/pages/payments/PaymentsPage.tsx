import type { User } from '@tasbir/shared';
import { AccessDenied } from '../../components/AccessDenied.js';
import { FormError } from '../../components/FormMessage.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PageLink } from '../../components/PageLink.js';
import { useSession } from '../../state/useSession.js';
import { useFormat } from '../../useFormat.js';
import { PaymentHistory } from './PaymentHistory.js';
import { PaymentOutcome } from './PaymentOutcome.js';
import { paymentFailureText } from './paymentText.js';
import { PaymentSummary } from './PaymentSummary.js';
import { usePaymentFollow } from './usePaymentFollow.js';
import '../credits/credits.css';
import './payments.css';
import { useLazyT } from '../lazyTexts.js';

/** One payment: where eSewa and Khalti send the payer back (`/payments/{id}`), followed live until it is decided. */
function PaymentResult({ id, user }: { id: string; user: User }) {
  const t = useLazyT();
  const format = useFormat();
  const follow = usePaymentFollow(id);
  const { view } = follow;
  let body;
  if (view.isPending) body = <p role="status">{t.loading}</p>;
  else if (view.isError)
    body = (
      <FormError
        message={format.fill(t.paymentLoadFailed, { detail: paymentFailureText(view.error, format.language) })}
      />
    );
  else
    body = (
      <>
        <PaymentOutcome payment={view.data.payment} balance={view.data.credits} follow={follow} role={user.role} />
        <PaymentSummary payment={view.data.payment} />
      </>
    );
  return (
    <>
      <PageHeader title={t.paymentPageTitle} />
      {body}
    </>
  );
}

/** `/payments/{id}`: one payment's page; `/payments`: the payer's online payments. Both for the signed-in payer (or an admin). */
export default function PaymentsPage({ paymentId }: { paymentId?: string }) {
  const t = useLazyT();
  const { user, checking } = useSession();
  let body;
  if (checking) body = <p role="status">{t.loading}</p>;
  else if (!user) body = <AccessDenied reason={t.paymentSignInReason} signedIn={false} />;
  else if (paymentId) body = <PaymentResult key={paymentId} id={paymentId} user={user} />;
  else if (user.role === 'admin')
    body = (
      <>
        <PageHeader title={t.paymentHistoryTitle} />
        <PageLink to={{ page: 'admin-dashboard', tab: 'payments' }}>{t.adminPaymentsTitle}</PageLink>
      </>
    );
  else
    body = (
      <>
        <PageHeader title={t.paymentHistoryTitle} intro={t.paymentsPageIntro} />
        <PaymentHistory untitled />
      </>
    );
  return <div className="content-page payment-page">{body}</div>;
}
