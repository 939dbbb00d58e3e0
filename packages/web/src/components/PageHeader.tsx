type Props = { title: string; intro?: string };

/** The page's one h1 (focused after navigation, so screen readers announce the new page). */
export function PageHeader({ title, intro }: Props) {
  return (
    <header className="page-header">
      <h1 tabIndex={-1} data-page-heading>
        {title}
      </h1>
      {intro && <p className="page-header__intro">{intro}</p>}
    </header>
  );
}
