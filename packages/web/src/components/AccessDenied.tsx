import { useT } from '../i18n.js';
import { PageLink } from './PageLink.js';

type Props = { reason: string; signedIn: boolean };

/** What a dashboard shows to the wrong role (docs/product.md#pages). */
export function AccessDenied({ reason, signedIn }: Props) {
  const t = useT();
  return (
    <section className="access-denied">
      <span className="empty-state__icon" aria-hidden="true">
        🔒
      </span>
      <h1 tabIndex={-1} data-page-heading>
        {t.accessDenied}
      </h1>
      <p>{reason}</p>
      {!signedIn && <p>{t.loginToContinue}</p>}
      <div className="button-row">
        {!signedIn && (
          <PageLink to="login" className="button button--primary">
            {t.navLogin}
          </PageLink>
        )}
        <PageLink to="home" className="button button--ghost">
          {t.backToHome}
        </PageLink>
      </div>
    </section>
  );
}
