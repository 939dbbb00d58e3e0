import { useT } from '../../i18n.js';

/** How to pay for a plan by bank transfer before sending its receipt. */
export function PaymentInstructions() {
  const t = useT();
  return (
    <section className="payment-instructions" aria-labelledby="payment-instructions-title">
      <h2 id="payment-instructions-title">{t.paymentInstructionsTitle}</h2>
      <p>{t.paymentInstructionsBody}</p>
      <ul>
        <li>{t.paymentAccountName}</li>
        <li>{t.paymentAccountBank}</li>
        <li>{t.paymentAccountNumber}</li>
      </ul>
    </section>
  );
}
