import type { ReactNode } from 'react';
import type { PageName } from '../state/routes.js';
import { PageLink } from './PageLink.js';
import './homeSection.css';

type Props = {
  /** Names the heading, which labels the section. */
  id: string;
  title: string;
  intro: string;
  /** The "view all" link to the section's own page. */
  more: { to: PageName; label: string };
  busy?: boolean;
  children: ReactNode;
};

/** One section of the home page: heading, a line of intro, a link to see all, then its content. */
export function HomeSection({ id, title, intro, more, busy, children }: Props) {
  const headingId = `${id}-title`;
  return (
    <section className="home-section" aria-labelledby={headingId} aria-busy={busy}>
      <div className="home-section__header">
        <div>
          <h2 id={headingId}>{title}</h2>
          <p className="home-section__intro">{intro}</p>
        </div>
        <PageLink to={more.to} className="button button--ghost">
          {more.label}
        </PageLink>
      </div>
      {children}
    </section>
  );
}
