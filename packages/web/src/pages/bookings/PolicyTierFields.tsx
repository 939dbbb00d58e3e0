import { bookingPolicyLimits } from '@tasbir/shared';
import { WholeNumberField } from '../../components/WholeNumberField.js';
import { useFormat } from '../../useFormat.js';
import type { PolicyDraft } from './policyForm.js';
import { usePolicyT } from './policyText.js';

type Tier = PolicyDraft['tiers'][number];
type Props = { tiers: Tier[]; onChange: (tiers: Tier[]) => void };

const { tiersMax, daysBeforeMax, refundMaxPercent } = bookingPolicyLimits;

/** The refund tiers of the policy form: each tier's days and percent, a button to remove it, and one to add a tier up to the limit. */
export function PolicyTierFields({ tiers, onChange }: Props) {
  const t = usePolicyT();
  const format = useFormat();
  const change = (index: number, part: Partial<Tier>) =>
    onChange(tiers.map((tier, at) => (at === index ? { ...tier, ...part } : tier)));

  return (
    <fieldset className="policy-form__tiers" aria-describedby="policy-tiers-hint">
      <legend>{t.bookingPolicyTiersLegend}</legend>
      <p className="field-hint" id="policy-tiers-hint">
        {format.fill(t.bookingPolicyTiersHint, { max: tiersMax })}
      </p>
      <ol className="policy-form__tier-list">
        {tiers.map((tier, index) => {
          const n = index + 1;
          return (
            // The position is the tier's identity: tiers are ordered steps, edited in place.
            <li key={index} className="policy-form__tier">
              <WholeNumberField
                id={`policy-tier-${n}-days`}
                label={format.fill(t.bookingPolicyDaysLabel, { n })}
                value={tier.days}
                onChange={(days) => change(index, { days })}
                min={0}
                max={daysBeforeMax}
                hint={format.fill(t.bookingPolicyDaysHint, { max: daysBeforeMax })}
                required
              />
              <WholeNumberField
                id={`policy-tier-${n}-refund`}
                label={format.fill(t.bookingPolicyRefundLabel, { n })}
                value={tier.refund}
                onChange={(refund) => change(index, { refund })}
                min={0}
                max={refundMaxPercent}
                hint={format.fill(t.bookingPolicyRefundHint, { max: refundMaxPercent })}
                required
              />
              <button
                type="button"
                className="button button--ghost"
                onClick={() => onChange(tiers.filter((_, at) => at !== index))}
              >
                {format.fill(t.bookingPolicyRemoveTier, { n })}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--ghost"
        disabled={tiers.length >= tiersMax}
        onClick={() => onChange([...tiers, { days: '', refund: '' }])}
      >
        {t.bookingPolicyAddTier}
      </button>
    </fieldset>
  );
}
