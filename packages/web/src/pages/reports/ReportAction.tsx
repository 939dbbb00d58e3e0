import { lazy, Suspense } from 'react';
import { useSession } from '../../state/useSession.js';
import type { ReportButtonProps } from './ReportButton.js';

const ReportButton = lazy(() => import('./ReportButton.js'));

/**
 * Where a page offers to report something: nothing for a visitor or for what is the viewer's own
 * (`owner`: an account id or, where a page knows only names, a username); otherwise the button,
 * loaded on demand with its texts so the pages that show it carry none of them.
 */
export function ReportAction({ owner, ...button }: ReportButtonProps & { owner: string | null }) {
  const { user } = useSession();
  if (!user || owner === user.id || owner === user.username) return null;
  return (
    <Suspense fallback={null}>
      <ReportButton {...button} />
    </Suspense>
  );
}
