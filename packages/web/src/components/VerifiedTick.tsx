import { useT } from '../i18n.js';
import './profile.css';
import { CheckIcon } from './Icon.js';

/** The blue tick beside a verified account's name. */
export function VerifiedTick() {
  const t = useT();
  return (
    <span className="verified-tick" role="img" aria-label={t.verified} title={t.verified}>
      <CheckIcon />
    </span>
  );
}
