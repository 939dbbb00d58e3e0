import { useId, useState, type FormEvent } from 'react';
import type { Booking } from '@tasbir/shared';
import { FormError } from '../../components/FormMessage.js';
import { refusalOf, refusalText, trpc, type ServerRefusal } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { settleProblem, typedRupees } from './advanceForms.js';
import { heldAdvance, useAdvanceT } from './advanceText.js';

type Props = { booking: Booking; onSettled: (booking: Booking) => void };

/**
 * An admin settles a dispute over a held advance (`bookings.settle`): part of it back to the client,
 * the rest released to the photographer, with a note for the audit log; the booking then ends. Checked
 * with the server's schema and what is held first; a refusal is shown by its code.
 */
export default function SettleForm({ booking, onSettled }: Props) {
  const advanceT = useAdvanceT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const id = useId();
  const [refund, setRefund] = useState('');
  const [note, setNote] = useState('');
  // Kept as a code, so the sentence follows a change of language.
  const [refusal, setRefusal] = useState<ServerRefusal | null>(null);
  const held = heldAdvance(booking);
  const settle = trpc.bookings.settle.useMutation({
    onSuccess: onSettled,
    onError: (cause) => setRefusal(refusalOf(cause) ?? { code: 'somethingWentWrong', params: {} }),
    onSettled: () => utils.bookings.invalidate(),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (settle.isPending) return;
    const problem = settleProblem(booking.id, refund, note, held);
    setRefusal(problem);
    const rupees = typedRupees(refund.trim());
    // Passed the server's own schema, so the refund is a whole number of rupees.
    if (!problem && typeof rupees === 'number') settle.mutate({ id: booking.id, refund: rupees, note: note.trim() });
  };

  const heldText = format.money(held);
  return (
    <form className="settle-form" noValidate onSubmit={submit}>
      <fieldset disabled={settle.isPending}>
        <legend>{advanceT.settleTitle}</legend>
        <p className="note">{format.fill(advanceT.settleHeld, { held: heldText })}</p>
        <div className="field">
          <label htmlFor={`${id}-refund`}>{advanceT.settleRefundLabel}</label>
          <input
            id={`${id}-refund`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            required
            aria-describedby={`${id}-refund-hint`}
            value={refund}
            onChange={(event) => setRefund(event.target.value)}
          />
          <p className="field-hint" id={`${id}-refund-hint`}>
            {format.fill(advanceT.settleRefundHint, { held: heldText })}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-note`}>{advanceT.settleNoteLabel}</label>
          <input
            id={`${id}-note`}
            type="text"
            required
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <FormError message={refusal && refusalText(refusal, format.language)} />
        <button type="submit" className="button button--primary">
          {settle.isPending ? advanceT.settleSending : advanceT.settleSubmit}
        </button>
      </fieldset>
    </form>
  );
}
