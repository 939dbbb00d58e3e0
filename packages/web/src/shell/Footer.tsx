import { planNames, plans } from '@tasbir/shared';
import { PageLink } from '../components/PageLink.js';
import { fill, useT } from '../i18n.js';
import { useFormat } from '../useFormat.js';
import { usePlanText } from '../planText.js';
import { useSession } from '../state/useSession.js';
import { DataSaverSwitch } from './DataSaverSwitch.js';
import { footerPhotographerItems, topNavItems, type NavItem } from './navItems.js';
import { BrandMarkIcon } from '../components/Icon.js';

const quickLinks = topNavItems(null);

const legalLinks: NavItem[] = [
  { page: 'terms-conditions', label: 'termsTitle' },
  { page: 'privacy-policy', label: 'privacyTitle' },
];

export function Footer() {
  const t = useT();
  const format = useFormat();
  const planText = usePlanText();
  const { user } = useSession();
  const links = (list: NavItem[]) => (
    <ul>
      {list.map(({ page, label }) => (
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
            <span className="brand__mark">
              <BrandMarkIcon />
            </span>{' '}
            {t.appName}
          </p>
          <p>{t.footerAbout}</p>
        </section>
        <nav aria-label={t.footerQuickLinks}>
          <h2>{t.footerQuickLinks}</h2>
          {links(quickLinks)}
        </nav>
        <nav aria-label={t.footerForPhotographers}>
          <h2>{t.footerForPhotographers}</h2>
          {links(footerPhotographerItems(user?.role ?? null))}
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
      <DataSaverSwitch />
      <p className="footer__bottom">
        {fill(t.footerCopyright, { year: format.digits(String(new Date().getFullYear())) })}
      </p>
    </footer>
  );
}
