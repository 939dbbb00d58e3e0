import { useState, type FormEvent } from 'react';
import { creditAmountMax, creditAmountMin, type PaymentMethod } from '@tasbir/shared';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { refusalText, trpc } from '../../trpc.js';
import { ReceiptField } from './ReceiptField.js';
import { PaymentMethodField, ReceiptFormOutcome } from './ReceiptFormParts.js';
import { creditRequestFailureText, creditRequestProblem } from './receiptRules.js';
import { useReceiptUpload } from './useReceiptUpload.js';
import './credits.css';
import { WholeNumberField } from '../../components/WholeNumberField.js';

/** The multipart twin of `credits.request`. */
const creditRequestUrl = '/api/credits/request';

type Props = {
  /** A gift dialog's +100 / +500 opens the form with that amount. */
  initialAmount?: number;
  /** Heading level of the form's title inside its page or dialog. */
  headingLevel?: 2 | 3;
};

/** Asks for credits: amount, payment method and the receipt, sent with a real progress bar. */
export function CreditRequestForm({ initialAmount, headingLevel = 2 }: Props) {
  const t = useT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const upload = useReceiptUpload();
  const [amount, setAmount] = useState(initialAmount ? String(initialAmount) : '');
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after a request is sent.
  const [formKey, setFormKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const busy = upload.phase.step !== 'editing';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSent(null);
    const problem = creditRequestProblem(amount, file);
    if (problem || !file) {
      setError(problem && refusalText(problem, format.language));
      return;
    }
    setError(null);
    const form = new FormData();
    form.append('amount', amount.trim());
    form.append('payment_method', method);
    form.append('receipt_image', file);
    try {
      const answer = await upload.send(creditRequestUrl, form);
      if (!answer) return;
      if (!answer.ok) {
        setError(creditRequestFailureText(answer.refusal, format.language));
        return;
      }
      setSent(format.fill(t.creditRequestSubmitted, { amount: Number(amount.trim()) }));
      setAmount('');
      setFile(null);
      setFormKey((key) => key + 1);
      await utils.credits.myRequests.invalidate();
    } catch (failure) {
      console.error('Credit request failed', failure);
      setError(creditRequestFailureText(null, format.language));
    }
  };

  return (
    <form
      key={formKey}
      className="credit-request-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="credit-request-title"
    >
      <Heading id="credit-request-title">{t.creditRequestTitle}</Heading>
      <p className="note">{t.creditRequestIntro}</p>
      <fieldset disabled={busy}>
        <WholeNumberField
          id="credit-amount"
          label={t.creditAmountLabel}
          value={amount}
          onChange={setAmount}
          min={creditAmountMin}
          max={creditAmountMax}
          hint={t.creditAmountHint}
          required
        />
        <PaymentMethodField id="credit-payment-method" value={method} onChange={setMethod} />
        <ReceiptField id="credit-receipt" file={file} onFile={setFile} />
      </fieldset>
      <ReceiptFormOutcome error={error} sent={sent} phase={upload.phase} submitLabel={t.creditRequestSubmit} />
    </form>
  );
}
