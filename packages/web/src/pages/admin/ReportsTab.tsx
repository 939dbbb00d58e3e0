import { useState } from 'react';
import { reportStatuses, type ReportResolved, type ReportStatus } from '@tasbir/shared';
import { ActionNoticeLine } from '../../components/ActionNoticeLine.js';
import { SelectField } from '../../components/ChoiceFields.js';
import { FormError } from '../../components/FormMessage.js';
import { LoadMoreButton } from '../../components/LoadMoreButton.js';
import { useActionNotice } from '../../components/useActionNotice.js';
import { nextCursor } from '../../paging.js';
import { refusalOf, refusalText, trpc } from '../../trpc.js';
import { useFormat } from '../../useFormat.js';
import { useLazyT } from '../lazyTexts.js';
import { useReportT } from '../reports/reportText.js';
import { ReportItem } from './ReportItem.js';

/** Reports: the open ones to decide (dismiss, remove the content, suspend its owner, each with a note), and the decided ones. */
export default function ReportsTab() {
  const t = useReportT();
  const common = useLazyT();
  const format = useFormat();
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = trpc.reports.adminList.useInfiniteQuery({ status }, { getNextPageParam: nextCursor });
  const { notice, succeeded, failed } = useActionNotice();
  // The tab counts follow the list (adminCounts.ts).
  const refresh = () => void utils.reports.adminList.invalidate();
  const resolve = trpc.reports.resolve.useMutation({
    onSuccess: (result: ReportResolved) => {
      succeeded(format.fill(t.reportResolveDone, { count: result.closed_reports }));
      refresh();
      // What was removed or whose account was suspended leaves the lists the panel shows.
      void utils.photos.invalidate();
      void utils.reels.invalidate();
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      failed(format.fill(t.reportResolveFailed, { detail: refusal ? refusalText(refusal, format.language) : '' }));
      refresh();
    },
  });
  const list = reports.data?.pages.flatMap((page) => page.items) ?? [];
  const options = reportStatuses.map((value) => ({ value, label: t[`reportsStatus_${value}`] }));

  return (
    <section className="admin-requests" aria-labelledby="admin-reports-title">
      <h2 id="admin-reports-title">{t.reportsTitle}</h2>
      <SelectField
        id="admin-reports-status"
        label={t.reportsStatusLabel}
        value={status}
        options={options}
        onChange={setStatus}
      />
      <ActionNoticeLine notice={notice} />
      {reports.isPending && <p role="status">{common.loading}</p>}
      {reports.isError && <FormError message={common.adminLoadFailed} />}
      {reports.data && list.length === 0 && <p className="note">{t.reportsEmpty}</p>}
      <ul className="admin-request-list">
        {list.map((report) => (
          <ReportItem
            key={report.id}
            report={report}
            busy={resolve.isPending}
            {...(report.status === 'open'
              ? { onResolve: (action, note) => resolve.mutate({ id: report.id, action, note }) }
              : {})}
          />
        ))}
      </ul>
      <LoadMoreButton pages={reports} />
    </section>
  );
}
