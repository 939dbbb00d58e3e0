import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n.js';

export type DashboardTab<T extends string> = { id: T; label: string };

type Props<T extends string> = {
  /** What the tab list is called (the dashboards' sections by default). */
  label?: string;
  tabs: readonly DashboardTab<T>[];
  active: T;
  onChange: (tab: T) => void;
  /** Each tab's panel. */
  panels: Record<T, ReactNode>;
};

const tabId = (id: string) => `dashboard-tab-${id}`;
const panelId = (id: string) => `dashboard-panel-${id}`;

/**
 * Dashboard tabs as the ARIA tabs pattern: one tab stop, arrow keys, Home and End move between tabs.
 * A panel loads when its tab is first opened and then stays mounted (hidden), so a half-filled form
 * survives a look at another tab.
 */
export function DashboardTabs<T extends string>({ label, tabs, active, onChange, panels }: Props<T>) {
  const t = useT();
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const [opened, setOpened] = useState<ReadonlySet<T>>(() => new Set([active]));
  if (!opened.has(active)) setOpened(new Set([...opened, active]));

  const moveTo = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className="dashboard-tabs">
      <div
        className="dashboard-tabs__list"
        role="tablist"
        aria-label={label ?? t.dashboardTabsLabel}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === active}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === active ? 0 : -1}
            className="dashboard-tabs__tab"
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs
        .filter((tab) => opened.has(tab.id))
        .map((tab) => (
          <div
            key={tab.id}
            className="dashboard-tabs__panel"
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={tab.id !== active}
          >
            {panels[tab.id]}
          </div>
        ))}
    </div>
  );
}
