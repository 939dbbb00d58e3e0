import { paymentMethods, type PaymentMethod } from '@tasbir/shared';
import { SelectField } from '../../components/ChoiceFields.js';
import { FormError, FormSuccess } from '../../components/FormMessage.js';
import { UploadProgressBar, type UploadPhase } from '../../components/upload/UploadProgressBar.js';
import { useT } from '../../i18n.js';

/** How the payment was made: bank transfer, eSewa, Khalti or IME Pay. */
export function PaymentMethodField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const t = useT();
  const options = paymentMethods.map((method) => ({ value: method, label: t[`paymentMethod_${method}`] }));
  return (
    <SelectField id={id} label={t.paymentMethodLabel} value={value} options={options} onChange={onChange} required />
  );
}

type OutcomeProps = { error: string | null; sent: string | null; phase: UploadPhase; submitLabel: string };

/** The end of a form that sends a receipt: how it went, the upload's progress, and the submit button (off while sending). */
export function ReceiptFormOutcome({ error, sent, phase, submitLabel }: OutcomeProps) {
  return (
    <>
      <FormError message={error} />
      <FormSuccess message={sent} />
      <UploadProgressBar phase={phase} />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={phase.step !== 'editing'}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
