import { useState } from 'react';
import { planNames, plans, type PaymentProvider, type PlanName } from '@tasbir/shared';
import { SelectField } from '../../components/ChoiceFields.js';
import { FormError } from '../../components/FormMessage.js';
import { fill } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { ProviderButtons, useOfferedProviders } from '../payments/ProviderButtons.js';
import { ProviderRedirect } from '../payments/ProviderRedirect.js';
import { useStartPayment } from '../payments/useStartPayment.js';
import '../payments/payments.css';
import { useLazyT } from '../lazyTexts.js';

type PaidPlan = Exclude<PlanName, 'free'>;
const paidPlans = planNames.filter((name): name is PaidPlan => name !== 'free');

/** A paid plan bought from a wallet: it starts, for 30 days, as soon as eSewa or Khalti confirms the payment. */
export function PlanPayForm({ current }: { current: PlanName }) {
  const t = useLazyT();
  const format = useFormat();
  const { providers, loading } = useOfferedProviders();
  const payment = useStartPayment();
  const [plan, setPlan] = useState<PaidPlan>(
    paidPlans.find((name) => planNames.indexOf(name) > planNames.indexOf(current)) ?? 'royal',
  );
  const price = format.money(plans[plan].monthlyPriceRs);
  const pay = (provider: PaymentProvider) => payment.start({ purpose: 'plan', plan, provider });
  const planOptions = paidPlans.map((value) => ({
    value,
    label: fill(t.upgradePlanOption, {
      plan: t[`plan_${value}`],
      price: fill(t.pricePerMonth, { price: format.money(plans[value].monthlyPriceRs) }),
    }),
  }));

  let body;
  if (loading) body = <p role="status">{t.loading}</p>;
  else if (providers.length === 0) body = <p className="note">{t.payNoProviders}</p>;
  else
    body = (
      <>
        <p className="note">{t.planPayIntro}</p>
        <form
          className="online-pay__form"
          aria-labelledby="plan-pay-title"
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <fieldset disabled={payment.busy}>
            <SelectField
              id="plan-pay-plan"
              label={t.upgradePlanLabel}
              value={plan}
              options={planOptions}
              onChange={setPlan}
              required
            />
          </fieldset>
          <p className="online-pay__total" aria-live="polite">
            {fill(t.planPayYouPay, { price, plan: t[`plan_${plan}`] })}
          </p>
          <FormError message={payment.error} />
          <ProviderButtons providers={providers} disabled={payment.busy} onPay={pay} />
        </form>
        {payment.started && <ProviderRedirect started={payment.started} />}
      </>
    );

  return (
    <section className="online-pay" aria-labelledby="plan-pay-title">
      <h2 id="plan-pay-title">{t.planPayTitle}</h2>
      {body}
    </section>
  );
}
