import { FormError } from '../FormMessage.js';
import { PageLink } from '../PageLink.js';
import { useT } from '../../i18n.js';
import { useFormat } from '../../useFormat.js';
import { useSession } from '../../state/useSession.js';
import { errorText } from '../../trpc.js';

/** Why the plan allows no upload now (the server's sentence), with the way to a better plan. */
export function UploadRefused({ error, onClose }: { error: unknown; onClose: () => void }) {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  const message = errorText(error, format.language, 'uploadPermissionDenied');
  const offerPlans = user !== null && user.role !== 'admin';
  return (
    <>
      <FormError message={message} />
      <div className="button-row">
        {offerPlans && (
          <PageLink to="subscriptions" className="button button--primary" onNavigate={onClose}>
            {t.seePlans}
          </PageLink>
        )}
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </>
  );
}
