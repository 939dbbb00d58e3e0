import type { ReactNode } from 'react';
import { useT } from '../i18n.js';
import { PageLink } from './PageLink.js';

type Props = { title: string; body?: string; icon?: string; backToHome?: boolean; children?: ReactNode };

/** An empty list or page: a title, a sentence, and (often) a Back to Home button. */
export function EmptyState({ title, body, icon = '📷', backToHome = false, children }: Props) {
  const t = useT();
  return (
    <section className="empty-state" aria-label={title}>
      <span className="empty-state__icon" aria-hidden="true">
        {icon}
      </span>
      <h2>{title}</h2>
      {body && <p>{body}</p>}
      {children}
      {backToHome && (
        <PageLink to="home" className="button button--primary">
          {t.backToHome}
        </PageLink>
      )}
    </section>
  );
}
