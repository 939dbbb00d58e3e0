import { useT } from '../i18n.js';
import { useFormat } from '../useFormat.js';
import { CoinIcon } from './icons.js';

/** The signed-in user's credits (1 credit = Rs 1). */
export function CreditBalance({ credits, className = '' }: { credits: number; className?: string }) {
  const t = useT();
  const format = useFormat();
  return (
    <span className={`credit-balance ${className}`} title={t.creditsLabel}>
      <CoinIcon />
      <span className="visually-hidden">{t.creditsLabel}: </span>
      {format.fill(t.creditsAmount, { amount: credits })}
    </span>
  );
}
