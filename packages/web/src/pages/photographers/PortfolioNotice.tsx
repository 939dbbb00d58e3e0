/**
 * The portfolio dialog's notice ("Review saved"). The status region is always there, so a screen
 * reader announces the notice when it comes; the tinted box only holds one.
 */
export function PortfolioNotice({ message }: { message: string | null }) {
  return <div role="status">{message && <p className="portfolio-notice">{message}</p>}</div>;
}
