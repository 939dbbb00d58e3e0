import { useCallback, useEffect, useRef, useState } from 'react';
import { trpc } from '../../trpc.js';
import { isUnfinished, nextCheckDelay } from './followSchedule.js';

/**
 * One payment, followed live while the wallet may still decide it: `payments.check` asks the
 * provider on the schedule of followSchedule.ts, then stops until the payer asks to check again.
 * Opening or reloading the page only reads and asks; settling happens once, on the server.
 */
export function usePaymentFollow(id: string) {
  const utils = trpc.useUtils();
  const view = trpc.payments.byId.useQuery({ id }, { retry: false });
  const [checksDone, setChecksDone] = useState(0);
  const [checkError, setCheckError] = useState<unknown>(null);
  const check = trpc.payments.check.useMutation({
    onSuccess: (answer) => {
      utils.payments.byId.setData({ id }, answer);
      setCheckError(null);
    },
    onError: setCheckError,
    onSettled: () => setChecksDone((done) => done + 1),
  });
  const { mutate, isPending: checking } = check;
  const status = view.data?.payment.status;
  const delay = status !== undefined && isUnfinished(status) ? nextCheckDelay(checksDone) : null;

  useEffect(() => {
    if (delay === null || checking) return;
    const timer = window.setTimeout(() => mutate({ id }), delay);
    return () => window.clearTimeout(timer);
  }, [delay, checking, checksDone, id, mutate]);

  // A payment that changed here changes the lists, the balance in the top bar and (a plan) the uploads allowed.
  const seenStatus = useRef(status);
  useEffect(() => {
    const before = seenStatus.current;
    seenStatus.current = status;
    if (status === undefined || before === status) return;
    void utils.payments.mine.invalidate();
    if (status === 'completed')
      void Promise.all([
        utils.auth.me.invalidate(),
        utils.subscription.current.invalidate(),
        utils.media.uploadStats.invalidate(),
      ]);
  }, [status, utils]);

  const checkNow = useCallback(() => {
    setChecksDone(0);
    mutate({ id });
  }, [id, mutate]);

  return { view, following: delay !== null, checking, checkError, checkNow };
}
