import { useState } from 'react';
import type { ReportTargetType } from '@tasbir/shared';
import { ReportDialog } from './ReportDialog.js';
import { useReportT } from './reportText.js';
import { FlagIcon } from '../../components/Icon.js';

export type ReportButtonProps = { type: ReportTargetType; targetId: string; className?: string };

/** The Report action: a small button named for what it reports, opening the dialog. */
export default function ReportButton({ type, targetId, className = 'report-button' }: ReportButtonProps) {
  const t = useReportT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t[`reportOpenLabel_${type}`]}
        onClick={() => setOpen(true)}
      >
        <FlagIcon /> {t.reportOpen}
      </button>
      {open && <ReportDialog type={type} targetId={targetId} onClose={() => setOpen(false)} />}
    </>
  );
}
