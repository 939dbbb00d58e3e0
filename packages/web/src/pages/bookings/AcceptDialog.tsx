import { useState, type FormEvent } from 'react';
import { advanceDueHours, bookingLimits, type Booking } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { Modal } from '../../components/Modal.js';
import { useT } from '../../i18n.js';
import { refusalOf, refusalText, trpc, type ServerRefusal } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { acceptPreview, acceptProblem, typedRupees } from './advanceForms.js';
import { useAdvanceT } from './advanceText.js';
import { clashesOnAccept } from './bookingRules.js';

type Props = { booking: Booking; onAccepted: (booking: Booking) => void; onClose: () => void };

/**
 * The photographer accepts a booking whose policy takes an advance at the agreed price
 * (`bookings.accept`): the price is read as typed (lakh commas, Nepali digits) and shown back
 * grouped, with the advance it makes under the booking's own policy; it is checked with the
 * server's schema first, and a refusal is shown by its code.
 */
export default function AcceptDialog({ booking, onAccepted, onClose }: Props) {
  const t = useT();
  const advanceT = useAdvanceT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const [typed, setTyped] = useState('');
  // Kept as a code, so the sentence follows a change of language while the dialog is open.
  const [refusal, setRefusal] = useState<ServerRefusal | null>(null);
  const accept = trpc.bookings.accept.useMutation({
    onSuccess: (accepted) => onAccepted(accepted),
    onError: (cause) => setRefusal(refusalOf(cause) ?? { code: 'somethingWentWrong', params: {} }),
    onSettled: () => utils.bookings.invalidate(),
  });
  const { policy } = booking;
  const preview = acceptPreview(booking.id, typed, policy);
  const clash = clashesOnAccept(booking);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (accept.isPending) return;
    const problem = acceptProblem(booking.id, typed, policy);
    setRefusal(problem);
    if (problem) return;
    const price = typedRupees(typed);
    accept.mutate({ id: booking.id, agreed_price: typeof price === 'number' ? price : null });
  };

  const hint = format.fill(advanceT.acceptPriceHint, {
    min: format.money(bookingLimits.agreedPriceMin),
    max: format.money(bookingLimits.agreedPriceMax),
  });
  return (
    <Modal
      title={format.fill(advanceT.acceptDialogTitle, { name: booking.user_username })}
      onClose={onClose}
      closeLabel={t.close}
    >
      <form className="accept-form" onSubmit={submit} noValidate>
        <p className="note">{format.fill(advanceT.acceptAdvancePolicy, { percent: policy.advance_percent })}</p>
        {clash && <p className="booking__warning">{t.bookingSameDateWarning}</p>}
        <div className="field">
          <label htmlFor="accept-price">{advanceT.acceptPriceLabel}</label>
          <input
            id="accept-price"
            name="agreed_price"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            data-autofocus
            required
            aria-describedby="accept-price-hint accept-price-preview"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <p className="field-hint" id="accept-price-hint">
            {hint}
          </p>
        </div>
        <div className="accept-form__preview" id="accept-price-preview" aria-live="polite">
          {preview && <p>{format.fill(advanceT.acceptPriceReads, { price: format.money(preview.price) })}</p>}
          {preview && preview.advance > 0 && (
            <p className="accept-form__advance">
              {format.fill(advanceT.acceptAdvanceLine, {
                amount: format.money(preview.advance),
                hours: advanceDueHours,
              })}
            </p>
          )}
        </div>
        <FormError message={refusal && refusalText(refusal, format.language)} />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={accept.isPending}>
            {accept.isPending ? advanceT.acceptSending : advanceT.acceptSubmit}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
