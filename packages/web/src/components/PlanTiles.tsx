import { planNames, plans, type PlanName } from '@tasbir/shared';
import { usePlanText } from '../planText.js';

/** One tile per plan: name, monthly price in Rs, feature lines, all from the shared plan table. */
export function PlanTiles({ current }: { current?: PlanName }) {
  const planText = usePlanText();
  return (
    <ul className="plan-tiles">
      {planNames.map((name) => {
        const text = planText(plans[name]);
        return (
          <li key={name} className={`plan-tile plan-tile--${name}${current === name ? ' plan-tile--current' : ''}`}>
            <h3>{text.label}</h3>
            <p className="plan-tile__price">{text.price}</p>
            <ul className="plan-tile__features">
              {text.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
