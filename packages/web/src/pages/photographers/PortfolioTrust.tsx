import type { DirectoryItem } from '@tasbir/shared';
import { useFormat } from '../../useFormat.js';
import { reliabilityLine, replyLines, useTrustT } from './trustText.js';
import './trust.css';

/** The portfolio's replies and reliability (docs/decisions/019-trust-signals.md): the Top badge explained, the reply lines, the cancellations. */
export function PortfolioTrust({ photographer }: { photographer: DirectoryItem }) {
  const t = useTrustT();
  const format = useFormat();
  const replies = replyLines(photographer, t, format);
  return (
    <section className="portfolio-trust" aria-labelledby="portfolio-trust-title">
      <h3 id="portfolio-trust-title">{t.trustSectionTitle}</h3>
      {photographer.top_photographer && (
        <p>
          <span className="card-badge card-badge--top">{t.trustTopPhotographer}</span> {t.trustTopExplained}
        </p>
      )}
      <ul className="trust-facts">
        {(replies.length > 0 ? replies : [t.trustTooFewRequests]).map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>{reliabilityLine(photographer.cancellations_last_year, t, format)}</li>
      </ul>
    </section>
  );
}
