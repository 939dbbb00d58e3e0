import { planNames, plans, type UiMessageKey } from '@tasbir/shared';
import { PageLink } from '../components/PageLink.js';
import { fill, useT } from '../i18n.js';
import { usePlanText } from '../planText.js';
import type { PageName } from '../state/routes.js';

const quickLinks: [PageName, UiMessageKey][] = [
  ['home', 'navHome'],
  ['photos', 'navPhotos'],
  ['reels', 'navReels'],
  ['photographers', 'navPhotographers'],
  ['leaderboard', 'navLeaderboard'],
  ['about', 'navAbout'],
];

const photographerLinks: [PageName, UiMessageKey][] = [
  ['register', 'footerJoinAsPhotographer'],
  ['subscriptions', 'navSubscriptions'],
  ['photographer-dashboard', 'navStudioDashboard'],
  ['leaderboard', 'navLeaderboard'],
];

const legalLinks: [PageName, UiMessageKey][] = [
  ['terms-conditions', 'termsTitle'],
  ['privacy-policy', 'privacyTitle'],
];

export function Footer() {
  const t = useT();
  const planText = usePlanText();
  const links = (list: [PageName, UiMessageKey][]) => (
    <ul>
      {list.map(([page, label]) => (
        <li key={`${page}-${label}`}>
          <PageLink to={page}>{t[label]}</PageLink>
        </li>
      ))}
    </ul>
  );

  return (
    <footer className="footer">
      <div className="footer__grid">
        <section className="footer__brand">
          <p className="brand brand--footer">
            <span className="brand__mark" aria-hidden="true">◉</span> {t.appName}
          </p>
          <p>{t.footerAbout}</p>
        </section>
        <nav aria-label={t.footerQuickLinks}>
          <h2>{t.footerQuickLinks}</h2>
          {links(quickLinks)}
        </nav>
        <nav aria-label={t.footerForPhotographers}>
          <h2>{t.footerForPhotographers}</h2>
          {links(photographerLinks)}
        </nav>
        <section aria-labelledby="footer-plans">
          <h2 id="footer-plans">{t.footerPlans}</h2>
          <ul className="footer__plans">
            {planNames.map((name) => {
              const text = planText(plans[name]);
              return (
                <li key={name}>
                  <span>{text.label}</span> <span className="footer__price">{text.price}</span>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t.footerContact}</h2>
          <address>
            <p>
              {t.contactEmailLabel}: <a href={`mailto:${t.contactEmail}`}>{t.contactEmail}</a>
            </p>
            <p>
              {t.contactPhoneLabel}: <a href={`tel:${t.contactPhone.replace(/[^+\d]/g, '')}`}>{t.contactPhone}</a>
            </p>
            <p>
              {t.contactAddressLabel}: {t.contactAddress}
            </p>
          </address>
        </section>
        <nav aria-label={t.footerLegal}>
          <h2>{t.footerLegal}</h2>
          {links(legalLinks)}
        </nav>
      </div>
      <p className="footer__bottom">{fill(t.footerCopyright, { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
