import { useEffect, useId, useRef, useState } from 'react';
import './confirmAction.css';

type Props = {
  label: string;
  /** Asked in place of the button before anything happens. */
  question: string;
  /** What saying yes would bring about (money back, a mark against a record), read with the question. */
  detail?: string | null;
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  onConfirm: () => void;
};

/**
 * A button whose action is asked about first, inline (no browser dialog): the question and its two
 * answers replace the button, focus moves to the answer, and "keep" puts focus back on the button.
 */
export function ConfirmAction({ label, question, detail, confirmLabel, keepLabel, busy, onConfirm }: Props) {
  const [asking, setAsking] = useState(false);
  const detailId = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) confirmButton.current?.focus();
    else if (returnFocus.current) openButton.current?.focus();
    returnFocus.current = false;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={openButton}
        type="button"
        className="button button--ghost"
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <div className="confirm-action" role="group" aria-label={question} aria-describedby={detail ? detailId : undefined}>
      <p className="confirm-action__question">{question}</p>
      {detail && (
        <p className="confirm-action__detail" id={detailId}>
          {detail}
        </p>
      )}
      <div className="button-row">
        <button
          ref={confirmButton}
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            returnFocus.current = true;
            setAsking(false);
          }}
        >
          {keepLabel}
        </button>
      </div>
    </div>
  );
}
