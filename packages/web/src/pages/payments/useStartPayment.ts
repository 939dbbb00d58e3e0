import { useCallback, useState } from 'react';
import type { CreatePaymentFields } from '@tasbir/shared';
import { useFormat } from '../../useFormat.js';
import { trpc } from '../../trpc.js';
import { paymentFailureText } from './paymentText.js';
import type { StartedPayment } from './ProviderRedirect.js';
import { useLazyT } from '../lazyTexts.js';
import { useReadyOnReturn } from '../../components/useReadyOnReturn.js';

/** Starts a payment for credits or a plan (`payments.create`); the caller shows ProviderRedirect once it has started. */
export function useStartPayment() {
  const t = useLazyT();
  const format = useFormat();
  const [started, setStarted] = useState<StartedPayment | null>(null);
  const create = trpc.payments.create.useMutation({
    onSuccess: ({ payment, redirect }) => setStarted({ paymentId: payment.id, provider: payment.provider, redirect }),
  });
  const { reset } = create;

  const ready = useCallback(() => {
    setStarted(null);
    reset();
  }, [reset]);
  useReadyOnReturn(ready);

  const start = (input: CreatePaymentFields) => {
    if (create.isPending || started) return;
    create.mutate(input);
  };
  const error = create.error
    ? format.fill(t.payStartFailed, { detail: paymentFailureText(create.error, format.language) })
    : null;
  return { start, started, busy: create.isPending || started !== null, error };
}
