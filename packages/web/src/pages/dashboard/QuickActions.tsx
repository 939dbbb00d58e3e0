import { useT } from '../../i18n.js';

export type QuickAction = { label: string; onClick: () => void };

/** A row of shortcuts to the pages and dialogs a dashboard's owner uses most. */
export function QuickActions({ actions }: { actions: readonly QuickAction[] }) {
  const t = useT();
  return (
    <section className="quick-actions" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title">{t.quickActions}</h2>
      <ul>
        {actions.map((action) => (
          <li key={action.label}>
            <button type="button" className="button button--ghost" onClick={action.onClick}>
              {action.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
