import { useState, type FormEvent } from 'react';
import { payoutLimits, payoutMethods, payoutMinCredits, type Payout } from '@tasbir/shared';
import { Field } from '../../components/Field.js';
import { FormError } from '../../components/FormMessage.js';
import { useFormat } from '../../useFormat.js';
import { errorText, refusalText, trpc } from '../../trpc.js';
import { payoutMethodName } from './PayoutFacts.js';
import { emptyPayoutDraft, isWallet, payoutProblem, payoutRequest, type PayoutDraft } from './payoutForm.js';
import { useLazyT } from '../lazyTexts.js';
import { WholeNumberField } from '../../components/WholeNumberField.js';

type Props = { withdrawable: number; onRequested: (payout: Payout) => void };

/** Withdraws earnings (a new withdrawable amount mounts it afresh, empty): how many credits, and the eSewa or Khalti wallet (a mobile number) or the bank account to send them to. */
export function PayoutForm({ withdrawable, onRequested }: Props) {
  const t = useLazyT();
  const format = useFormat();
  const [draft, setDraft] = useState<PayoutDraft>(() => emptyPayoutDraft(withdrawable));
  const [problem, setProblem] = useState<string | null>(null);
  const request = trpc.payouts.request.useMutation({
    onSuccess: onRequested,
    onError: (error) =>
      setProblem(
        format.fill(t.payoutRequestFailed, { detail: errorText(error, format.language, 'somethingWentWrong') }),
      ),
  });
  const change = (part: Partial<PayoutDraft>) => setDraft((current) => ({ ...current, ...part }));
  const wallet = isWallet(draft.method);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const found = payoutProblem(draft, withdrawable);
    setProblem(found && refusalText(found, format.language));
    if (!found) request.mutate(payoutRequest(draft));
  };

  return (
    <form className="payout-form" noValidate onSubmit={submit} aria-labelledby="payout-form-title">
      <h2 id="payout-form-title">{t.payoutFormTitle}</h2>
      <p className="note">{t.payoutFormIntro}</p>
      <fieldset className="payout-form__fields" disabled={request.isPending}>
        <WholeNumberField
          id="payout-credits"
          label={t.payoutCreditsLabel}
          value={draft.credits}
          onChange={(credits) => change({ credits })}
          min={payoutMinCredits}
          max={withdrawable}
          hint={format.fill(t.payoutCreditsHint, { min: payoutMinCredits, max: withdrawable })}
          required
        />
        <fieldset className="role-choice payout-form__methods">
          <legend>{t.payoutMethodLegend}</legend>
          {payoutMethods.map((method) => (
            <label key={method} className="role-choice__option">
              <input
                type="radio"
                name="payout-method"
                value={method}
                checked={draft.method === method}
                onChange={() => change({ method })}
              />
              {payoutMethodName(method, t)}
            </label>
          ))}
        </fieldset>
        <Field
          id="payout-account-name"
          label={t.payoutAccountNameLabel}
          value={draft.accountName}
          onChange={(accountName) => change({ accountName })}
          maxLength={payoutLimits.accountNameMax}
          autoComplete="name"
          required
        />
        <Field
          id="payout-account-number"
          type={wallet ? 'tel' : 'text'}
          label={
            wallet
              ? format.fill(t.payoutWalletLabel, { provider: payoutMethodName(draft.method, t) })
              : t.payoutAccountNumberLabel
          }
          hint={wallet ? t.payoutWalletHint : undefined}
          value={draft.accountNumber}
          onChange={(accountNumber) => change({ accountNumber })}
          maxLength={payoutLimits.accountNumberMax}
          autoComplete="off"
          required
        />
        {!wallet && (
          <Field
            id="payout-bank-name"
            label={t.payoutBankNameLabel}
            value={draft.bankName}
            onChange={(bankName) => change({ bankName })}
            maxLength={payoutLimits.bankNameMax}
            required
          />
        )}
      </fieldset>
      <FormError message={problem} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={request.isPending}>
          {t.payoutSubmit}
        </button>
      </div>
    </form>
  );
}
