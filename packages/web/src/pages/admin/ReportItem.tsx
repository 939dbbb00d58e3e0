import { useState } from 'react';
import { reportLimits, type AdminReport, type ReportAction } from '@tasbir/shared';
import { TextAreaField } from '../../components/ChoiceFields.js';
import { FormError } from '../../components/FormMessage.js';
import { userWritten } from '../../components/userWritten.js';
import { useFormat } from '../../useFormat.js';
import { useReportT } from '../reports/reportText.js';

type Props = { report: AdminReport; busy: boolean; onResolve?: (action: ReportAction, note: string) => void };

/** One report: what was reported (kind, thumbnail or words, whose, whether it is still there), by whom and why; an open one takes a decision with a note. */
export function ReportItem({ report, busy, onResolve }: Props) {
  const t = useReportT();
  const format = useFormat();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { target } = report;
  const decide = (action: ReportAction) => {
    if (note.trim() === '') return setProblem(t.reportNoteMissing);
    setProblem(null);
    onResolve?.(action, note.trim());
  };
  const actions: { action: ReportAction; label: string; shown: boolean }[] = [
    { action: 'dismiss', label: t.reportDismiss, shown: true },
    { action: 'remove_content', label: t.reportRemove, shown: target.kind !== 'user' && target.exists },
    { action: 'suspend_user', label: t.reportSuspend, shown: target.owner_id !== null },
  ];

  return (
    <li
      className="admin-request report-item"
      aria-label={`${t[`reportKind_${target.kind}`]}: ${t[`reportReason_${report.reason}`]}`}
    >
      <p className="admin-request__head">
        <span className="status-badge">{t[`reportKind_${target.kind}`]}</span>{' '}
        <strong>{format.fill(t.reportReasonShown, { reason: t[`reportReason_${report.reason}`] })}</strong>{' '}
        <span>{format.fill(t.reportBy, { username: report.reporter.username })}</span>{' '}
        <time dateTime={report.created_at}>{format.date(report.created_at)}</time>
      </p>
      <div className="report-item__target">
        {target.thumb_url && <img src={target.thumb_url} alt="" width={96} height={64} loading="lazy" />}
        <div>
          {target.excerpt && (
            <p className="report-item__excerpt" {...userWritten}>
              {target.excerpt}
            </p>
          )}
          {target.owner_username && <p>{format.fill(t.reportOwner, { username: target.owner_username })}</p>}
          {!target.exists && <p className="note">{t.reportTargetGone}</p>}
          {report.status === 'open' && <p>{format.fill(t.reportOpenCount, { count: report.open_reports })}</p>}
        </div>
      </div>
      {report.note && (
        <p className="report-item__note" {...userWritten}>
          {report.note}
        </p>
      )}
      {report.resolution && report.resolved_at && (
        <p>
          {format.fill(t.reportResolvedBy, {
            action: t[`reportAction_${report.resolution}`],
            admin: report.resolved_by_username ?? '—',
            date: format.date(report.resolved_at),
            note: report.resolution_note ?? '',
          })}
        </p>
      )}
      {onResolve && (
        <div className="report-item__decide">
          <TextAreaField
            id={`report-note-${report.id}`}
            label={t.reportDecisionNote}
            value={note}
            onChange={setNote}
            maxLength={reportLimits.noteMax}
            rows={2}
          />
          <FormError message={problem} />
          <div className="report-item__actions">
            {actions
              .filter((one) => one.shown)
              .map((one) => (
                <button
                  key={one.action}
                  type="button"
                  className={one.action === 'dismiss' ? 'button button--ghost' : 'button'}
                  disabled={busy}
                  onClick={() => decide(one.action)}
                >
                  {one.label}
                </button>
              ))}
          </div>
        </div>
      )}
    </li>
  );
}
