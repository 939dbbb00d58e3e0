import { useId, useState, type FormEvent } from 'react';
import { reportLimits, reportReasons, type ReportReason, type ReportTargetType } from '@tasbir/shared';
import { TextAreaField } from '../../components/ChoiceFields.js';
import { FormError, FormSuccess } from '../../components/FormMessage.js';
import { Modal } from '../../components/Modal.js';
import { refusalOf, refusalText, trpc } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { useReportT } from './reportText.js';
import './reports.css';

type Props = { type: ReportTargetType; targetId: string; onClose: () => void };

/** Reporting one thing: a reason from the list, an optional note, then a confirmation in place of the form. */
export function ReportDialog({ type, targetId, onClose }: Props) {
  const t = useReportT();
  const format = useFormat();
  const prefix = useId();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = trpc.reports.create.useMutation({
    onError: (error) => {
      const refusal = refusalOf(error);
      const detail = refusal ? refusalText(refusal, format.language) : '';
      setProblem(format.fill(t.reportFailed, { detail }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    send.mutate({ target_type: type, target_id: targetId, reason, note: note.trim() === '' ? null : note });
  };

  return (
    <Modal title={t[`reportOpenLabel_${type}`]} onClose={onClose} closeLabel={t.reportClose}>
      {send.isSuccess ? (
        <div className="report-dialog">
          <FormSuccess message={t.reportSent} />
          <button type="button" className="button" data-autofocus onClick={onClose}>
            {t.reportClose}
          </button>
        </div>
      ) : (
        <form className="report-dialog" onSubmit={submit}>
          <fieldset className="role-choice report-dialog__reasons">
            <legend>{t.reportReasonLegend}</legend>
            {reportReasons.map((value, index) => (
              <label key={value} className="role-choice__option">
                <input
                  type="radio"
                  name={`${prefix}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  {...(index === 0 ? { 'data-autofocus': true } : {})}
                />
                {t[`reportReason_${value}`]}
              </label>
            ))}
          </fieldset>
          <TextAreaField
            id={`${prefix}-note`}
            label={t.reportNoteLabel}
            value={note}
            onChange={setNote}
            maxLength={reportLimits.noteMax}
            rows={3}
          />
          <FormError message={problem} />
          <div className="report-dialog__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t.reportCancel}
            </button>
            <button type="submit" className="button" disabled={send.isPending}>
              {send.isPending ? t.reportSending : t.reportSubmit}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
