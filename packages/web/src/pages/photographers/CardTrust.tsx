import type { DirectoryItem } from '@tasbir/shared';
import { useFormat } from '../../useFormat.js';
import { replyLines, useTrustT } from './trustText.js';
import './trust.css';

/** The card's trust signals (docs/decisions/019-trust-signals.md), loaded on demand: the Top badge and the reply lines. */
export default function CardTrust({ card }: { card: DirectoryItem }) {
  const t = useTrustT();
  const format = useFormat();
  return (
    <ul className="trust-facts">
      {card.top_photographer && <li className="card-badge card-badge--top">{t.trustTopPhotographer}</li>}
      {replyLines(card, t, format).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
