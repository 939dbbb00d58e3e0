import { useT } from '../i18n.js';
import './profile.css';

/** The blue tick beside a verified account's name. */
export function VerifiedTick() {
  const t = useT();
  return (
    <span className="verified-tick" role="img" aria-label={t.verified} title={t.verified}>
      ✓
    </span>
  );
}
