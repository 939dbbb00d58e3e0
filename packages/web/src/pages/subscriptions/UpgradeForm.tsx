import { useState, type FormEvent } from 'react';
import { planNames, plans, type PaymentMethod, type PlanName } from '@tasbir/shared';
import { SelectField } from '../../components/ChoiceFields.js';
import { fill, useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { refusalText, trpc, type ServerRefusal } from '../../trpc.js';
import { ReceiptField } from '../credits/ReceiptField.js';
import { PaymentMethodField, ReceiptFormOutcome } from '../credits/ReceiptFormParts.js';
import { receiptProblem } from '../credits/receiptRules.js';
import { useReceiptUpload } from '../credits/useReceiptUpload.js';
import '../credits/credits.css';

/** The multipart twin of `subscription.upgrade`. */
const upgradeUrl = '/api/subscription/upgrade';
const paidPlans = planNames.filter((name): name is Exclude<PlanName, 'free'> => name !== 'free');

/** Asks for a paid plan with the payment receipt; an admin approves it (about 24 hours). */
export function UpgradeForm({ current }: { current: PlanName }) {
  const t = useT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const upload = useReceiptUpload();
  const [plan, setPlan] = useState<PlanName>(
    paidPlans.find((name) => planNames.indexOf(name) > planNames.indexOf(current)) ?? 'royal',
  );
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const busy = upload.phase.step !== 'editing';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSent(null);
    const problem: ServerRefusal | null = file ? receiptProblem(file) : { code: 'creditRequestIncomplete', params: {} };
    if (problem || !file) {
      setError(problem && refusalText(problem, format.language));
      return;
    }
    setError(null);
    const form = new FormData();
    form.append('plan', plan);
    form.append('payment_method', method);
    form.append('payment_proof', file);
    try {
      const answer = await upload.send(upgradeUrl, form);
      if (!answer) return;
      if (!answer.ok) {
        setError(answer.refusal ? refusalText(answer.refusal, format.language) : t.upgradeFailed);
        return;
      }
      setSent(t.upgradeSubmitted);
      await utils.subscription.myRequests.invalidate();
    } catch (failure) {
      console.error('Upgrade request failed', failure);
      setError(t.upgradeFailed);
    }
  };

  const planOptions = paidPlans.map((value) => ({
    value,
    label: fill(t.upgradePlanOption, {
      plan: t[`plan_${value}`],
      price: fill(t.pricePerMonth, { price: format.money(plans[value].monthlyPriceRs) }),
    }),
  }));
  return (
    <form
      className="credit-request-form upgrade-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="upgrade-title"
    >
      <h2 id="upgrade-title">{t.upgradeTitle}</h2>
      <fieldset disabled={busy}>
        <SelectField
          id="upgrade-plan"
          label={t.upgradePlanLabel}
          value={plan}
          options={planOptions}
          onChange={setPlan}
          required
        />
        <PaymentMethodField id="upgrade-payment-method" value={method} onChange={setMethod} />
        <ReceiptField id="upgrade-receipt" file={file} onFile={setFile} />
      </fieldset>
      <ReceiptFormOutcome error={error} sent={sent} phase={upload.phase} submitLabel={t.upgradeSubmit} />
    </form>
  );
}
