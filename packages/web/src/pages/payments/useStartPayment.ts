import { useEffect, useState } from 'react';
import type { CreatePaymentFields } from '@tasbir/shared';
import { useFormat } from '../../useFormat.js';
import { trpc } from '../../trpc.js';
import { paymentFailureText } from './paymentText.js';
import type { StartedPayment } from './ProviderRedirect.js';
import { useLazyT } from '../lazyTexts.js';

/** Starts a payment for credits or a plan (`payments.create`); the caller shows ProviderRedirect once it has started. */
export function useStartPayment() {
  const t = useLazyT();
  const format = useFormat();
  const [started, setStarted] = useState<StartedPayment | null>(null);
  const create = trpc.payments.create.useMutation({
    onSuccess: ({ payment, redirect }) => setStarted({ paymentId: payment.id, provider: payment.provider, redirect }),
  });
  const { reset } = create;

  // Back from the wallet's page, the browser may show this page as it was left ("Taking you to eSewa…"): it is ready again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setStarted(null);
      reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const start = (input: CreatePaymentFields) => {
    if (create.isPending || started) return;
    create.mutate(input);
  };
  const error = create.error
    ? format.fill(t.payStartFailed, { detail: paymentFailureText(create.error, format.language) })
    : null;
  return { start, started, busy: create.isPending || started !== null, error };
}
