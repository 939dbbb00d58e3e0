import { useCallback, useState } from 'react';
import type { Booking, Payment, PaymentProvider, PaymentRedirect } from '@tasbir/shared';
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

/** What the dialog pays: the due advance, or the balance (the agreed price less the advance). */
export type PaidPart = 'advance' | 'balance';

type Props = { booking: Booking; part?: PaidPart; onPaid: (booking: Booking) => void; onClose: () => void };

/**
 * The client pays the due advance (`bookings.payAdvance`) or the balance (`bookings.payBalance`):
 * from their credits at once, or through eSewa or Khalti, which the browser goes to as for credits
 * bought online; the payment's page then says it is paid. A refusal is shown by its code, the
 * wallet named in the reader's language.
 */
export default function PayAdvanceDialog({ booking, part = 'advance', onPaid, onClose }: Props) {
  const t = useT();
  const advanceT = useAdvanceT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const { user } = useSession();
  const { providers, loading } = useOfferedProviders();
  const [started, setStarted] = useState<StartedPayment | null>(null);
  const callbacks = {
    onSuccess: (answer: Booking | { payment: Payment; redirect: PaymentRedirect }) => {
      if ('payment' in answer) {
        setStarted({ paymentId: answer.payment.id, provider: answer.payment.provider, redirect: answer.redirect });
        return;
      }
      void Promise.all([utils.bookings.invalidate(), utils.auth.me.invalidate()]);
      onPaid(answer);
    },
    onError: () => {
      // Refused because the booking moved on (expired, cancelled, paid): its list shows where it stands.
      void utils.bookings.invalidate();
    },
  };
  const payAdvance = trpc.bookings.payAdvance.useMutation(callbacks);
  const payBalance = trpc.bookings.payBalance.useMutation(callbacks);
  const pay = part === 'balance' ? payBalance : payAdvance;
  const { reset } = pay;

  const ready = useCallback(() => {
    setStarted(null);
    reset();
  }, [reset]);
  useReadyOnReturn(ready);

  const amount = (part === 'balance' ? booking.balance.amount : booking.advance?.amount) ?? 0;
  const texts =
    part === 'balance'
      ? { title: advanceT.balancePayTitle, intro: advanceT.balancePayIntro, failed: advanceT.balancePayFailed }
      : { title: advanceT.advancePayTitle, intro: advanceT.advancePayIntro, failed: advanceT.advancePayFailed };
  const busy = pay.isPending || started !== null;
  const payWith = (method: 'credits' | PaymentProvider) => {
    if (busy) return;
    pay.mutate({ id: booking.id, method });
  };

  return (
    <Modal title={format.fill(texts.title, { amount: format.money(amount) })} onClose={onClose} closeLabel={t.close}>
      <form className="advance-pay" noValidate onSubmit={(event) => event.preventDefault()}>
        <p>{texts.intro}</p>
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
          message={pay.error && format.fill(texts.failed, { detail: paymentFailureText(pay.error, format.language) })}
        />
      </form>
      {started && <ProviderRedirect started={started} />}
    </Modal>
  );
}
