import { useT } from '../../i18n.js';

/** Something could not be loaded: the sentence, announced, and a Try again button. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="retry-alert form-message form-message--error">
      <p role="alert">{message}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t.tryAgain}
      </button>
    </div>
  );
}
