import './statCards.css';

export type StatCard = { label: string; value: string; detail?: string };

/** The dashboards' figures, each a labelled card. */
export function StatCards({ cards }: { cards: readonly StatCard[] }) {
  return (
    <dl className="stat-cards">
      {cards.map((card) => (
        <div key={card.label} className="stat-card">
          <dt>{card.label}</dt>
          <dd>
            <span className="stat-card__value">{card.value}</span>
            {card.detail && <span className="stat-card__detail">{card.detail}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
