import { useCallback, useState } from 'react';
import type { Booking, PaymentProvider } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { Modal } from '../../components/Modal.js';
import { useT } from '../../i18n.js';
import { useSession } from '../../state/useSession.js';
import { trpc } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { paymentFailureText } from '../payments/paymentText.js';
import { ProviderButtons, useOfferedProviders } from '../payments/ProviderButtons.js';
import { ProviderRedirect, type StartedPayment } from '../payments/ProviderRedirect.js';
import '../payments/payments.css';
import { useAdvanceT } from './advanceText.js';
import { useReadyOnReturn } from '../../components/useReadyOnReturn.js';

type Props = { booking: Booking; onPaid: (booking: Booking) => void; onClose: () => void };

/**
 * The client pays the due advance (`bookings.payAdvance`): from their credits at once, or through
 * eSewa or Khalti, which the browser goes to as for credits bought online; the payment's page then
 * says the advance is paid. A refusal is shown by its code, the wallet named in the reader's language.
 */
export default function PayAdvanceDialog({ booking, onPaid, onClose }: Props) {
  const t = useT();
  const advanceT = useAdvanceT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const { user } = useSession();
  const { providers, loading } = useOfferedProviders();
  const [started, setStarted] = useState<StartedPayment | null>(null);
  const pay = trpc.bookings.payAdvance.useMutation({
    onSuccess: (answer) => {
      if ('payment' in answer) {
        setStarted({ paymentId: answer.payment.id, provider: answer.payment.provider, redirect: answer.redirect });
        return;
      }
      void Promise.all([utils.bookings.invalidate(), utils.auth.me.invalidate()]);
      onPaid(answer);
    },
    onError: () => {
      // Refused because the booking moved on (expired, cancelled): its list shows where it stands.
      void utils.bookings.invalidate();
    },
  });
  const { reset } = pay;

  const ready = useCallback(() => {
    setStarted(null);
    reset();
  }, [reset]);
  useReadyOnReturn(ready);

  const amount = booking.advance?.amount ?? 0;
  const busy = pay.isPending || started !== null;
  const payWith = (method: 'credits' | PaymentProvider) => {
    if (busy) return;
    pay.mutate({ id: booking.id, method });
  };

  return (
    <Modal
      title={format.fill(advanceT.advancePayTitle, { amount: format.money(amount) })}
      onClose={onClose}
      closeLabel={t.close}
    >
      <form className="advance-pay" noValidate onSubmit={(event) => event.preventDefault()}>
        <p>{advanceT.advancePayIntro}</p>
        <div className="advance-pay__credits">
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            disabled={busy}
            onClick={() => payWith('credits')}
          >
            {advanceT.advancePayCredits}
          </button>
          {user && <p className="note">{format.fill(advanceT.advancePayBalance, { balance: user.credits })}</p>}
        </div>
        {loading && <p role="status">{t.loading}</p>}
        {providers.length > 0 && (
          <>
            <p className="note">{advanceT.advancePayWalletNote}</p>
            <ProviderButtons providers={providers} disabled={busy} onPay={payWith} />
          </>
        )}
        {/* Worded at each render from the server's code, so it follows a change of language. */}
        <FormError
          message={
            pay.error &&
            format.fill(advanceT.advancePayFailed, { detail: paymentFailureText(pay.error, format.language) })
          }
        />
      </form>
      {started && <ProviderRedirect started={started} />}
    </Modal>
  );
}
