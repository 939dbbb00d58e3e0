import { useState } from 'react';
import { payoutStatuses, type Payout, type PayoutStatus } from '@tasbir/shared';
import { SelectField } from '../../components/ChoiceFields.js';
import { FormError } from '../../components/FormMessage.js';
import { useFormat } from '../../useFormat.js';
import { errorText, trpc } from '../../trpc.js';
import { ActionNoticeLine } from '../../components/ActionNoticeLine.js';
import { useActionNotice } from '../../components/useActionNotice.js';
import { AdminPayoutItem } from './AdminPayoutItem.js';
import '../payments/payments.css';
import './payouts.css';
import { useLazyT } from '../lazyTexts.js';

const statusLabels = { held: 'adminPayoutsHeld', paid: 'adminPayoutsPaid', rejected: 'adminPayoutsRejected' } as const;

/** Payouts: the held queue (oldest first) to send and mark paid, or turn down; and the paid and turned-down ones. */
export function AdminPayoutsTab() {
  const t = useLazyT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<PayoutStatus>('held');
  const payouts = trpc.payouts.adminList.useQuery({ status });
  const { notice, succeeded, failed } = useActionNotice();
  const decided = (sentence: string) => (payout: Payout) => {
    succeeded(
      format.fill(sentence, {
        credits: payout.credits,
        username: payout.photographer_username ?? t.adminPayoutDeletedAccount,
      }),
    );
    void utils.payouts.adminList.invalidate();
  };
  const refused = (error: unknown) => {
    failed(format.fill(t.adminPayoutFailed, { detail: errorText(error, format.language, 'somethingWentWrong') }));
    void utils.payouts.adminList.invalidate();
  };
  const markPaid = trpc.payouts.markPaid.useMutation({ onSuccess: decided(t.adminPayoutPaidDone), onError: refused });
  const reject = trpc.payouts.reject.useMutation({ onSuccess: decided(t.adminPayoutRejectedDone), onError: refused });
  const busy = markPaid.isPending || reject.isPending;
  const options = payoutStatuses.map((value) => ({ value, label: t[statusLabels[value]] }));

  return (
    <section className="admin-requests" aria-labelledby="admin-payouts-title">
      <h2 id="admin-payouts-title">{t.adminTabPayouts}</h2>
      <SelectField
        id="admin-payouts-status"
        label={t.adminPayoutsShow}
        value={status}
        options={options}
        onChange={setStatus}
      />
      <ActionNoticeLine notice={notice} />
      {payouts.isPending && <p role="status">{t.loading}</p>}
      {payouts.isError && <FormError message={t.adminLoadFailed} />}
      {payouts.data && (
        <>
          <p className="admin-counts">{format.fill(t.adminPayoutsCount, { count: payouts.data.payouts.length })}</p>
          {payouts.data.payouts.length === 0 && <p className="note">{t.adminPayoutsEmpty}</p>}
          <ul className="admin-request-list">
            {payouts.data.payouts.map((payout) =>
              payout.status === 'held' ? (
                <AdminPayoutItem
                  key={payout.id}
                  payout={payout}
                  busy={busy}
                  onPaid={(reference) => markPaid.mutate({ id: payout.id, reference })}
                  onReject={(note) => reject.mutate({ id: payout.id, note })}
                />
              ) : (
                <AdminPayoutItem key={payout.id} payout={payout} busy={busy} />
              ),
            )}
          </ul>
        </>
      )}
    </section>
  );
}
