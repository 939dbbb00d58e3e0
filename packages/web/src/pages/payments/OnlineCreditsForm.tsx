import { useState } from 'react';
import { onlineCredits, type PaymentProvider } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { refusalText } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { chosenCredits, onlineCreditsProblem, type AmountChoice } from './onlineAmount.js';
import { ProviderButtons, useOfferedProviders } from './ProviderButtons.js';
import { ProviderRedirect } from './ProviderRedirect.js';
import { useStartPayment } from './useStartPayment.js';
import './payments.css';
import { useLazyT } from '../lazyTexts.js';
import { WholeNumberField } from '../../components/WholeNumberField.js';

const choices: readonly AmountChoice[] = [...onlineCredits.presets, 'other'];

/** Credits bought from a wallet: 100, 500, 1,000 or 5,000, or the payer's own amount, then off to eSewa or Khalti. */
export function OnlineCreditsForm() {
  const t = useLazyT();
  const format = useFormat();
  const { providers, loading } = useOfferedProviders();
  const payment = useStartPayment();
  const [choice, setChoice] = useState<AmountChoice>(500);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const credits = chosenCredits(choice, typed);

  const pay = (provider: PaymentProvider) => {
    const found = onlineCreditsProblem(choice, typed, provider);
    setProblem(found && refusalText(found, format.language));
    if (!found && credits !== null) payment.start({ purpose: 'credits', credits, provider });
  };

  let body;
  if (loading) body = <p role="status">{t.loading}</p>;
  else if (providers.length === 0) body = <p className="note">{t.payNoProviders}</p>;
  else
    body = (
      <>
        <p className="note">{t.onlinePayIntro}</p>
        <form
          className="online-pay__form"
          aria-labelledby="online-pay-title"
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <fieldset className="amount-choice" disabled={payment.busy}>
            <legend>{t.onlineAmountLegend}</legend>
            <div className="amount-choice__options">
              {choices.map((value) => (
                <label key={value} className="amount-choice__option">
                  <input
                    type="radio"
                    name="online-credits"
                    value={value}
                    checked={choice === value}
                    onChange={() => setChoice(value)}
                  />
                  {value === 'other' ? t.onlineAmountOther : format.fill(t.creditsAmount, { amount: value })}
                </label>
              ))}
            </div>
            {choice === 'other' && (
              <WholeNumberField
                id="online-credits-own"
                className="amount-choice__own"
                label={t.onlineAmountLabel}
                value={typed}
                onChange={setTyped}
                min={onlineCredits.min}
                max={onlineCredits.max}
                hint={format.fill(t.onlineAmountHint, { min: onlineCredits.min, max: onlineCredits.max })}
              />
            )}
          </fieldset>
          <p className="online-pay__total" aria-live="polite">
            {credits !== null && format.fill(t.onlineYouPay, { price: format.money(credits), credits })}
          </p>
          <FormError message={problem ?? payment.error} />
          <ProviderButtons providers={providers} disabled={payment.busy} onPay={pay} />
        </form>
        {payment.started && <ProviderRedirect started={payment.started} />}
      </>
    );

  return (
    <section className="online-pay" aria-labelledby="online-pay-title">
      <h2 id="online-pay-title">{t.onlinePayTitle}</h2>
      {body}
    </section>
  );
}
