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
  return <ReportOffer {...button} />;
}

/** The button itself, for a page that already knows the viewer is signed in and not the owner (a chat's thread). */
export function ReportOffer(button: ReportButtonProps) {
  return (
    <Suspense fallback={null}>
      <ReportButton {...button} />
    </Suspense>
  );
}
