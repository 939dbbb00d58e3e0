import { PageHeader } from '../components/PageHeader.js';
import { PageLink } from '../components/PageLink.js';
import { PlanTiles } from '../components/PlanTiles.js';
import { useAboutLegalT, type AboutLegalKey } from './aboutLegalText.js';

const doesKeys: AboutLegalKey[] = ['aboutWhatBrowse', 'aboutWhatBook', 'aboutWhatChat', 'aboutWhatGift'];
const values: [AboutLegalKey, AboutLegalKey, string][] = [
  ['valueCraftTitle', 'valueCraftBody', '🎞️'],
  ['valueTrustTitle', 'valueTrustBody', '🤝'],
  ['valueLocalTitle', 'valueLocalBody', '🏔️'],
  ['valueFairTitle', 'valueFairBody', '⚖️'],
];

export default function About() {
  const t = useAboutLegalT();
  return (
    <div className="content-page">
      <PageHeader title={t.aboutTitle} intro={t.aboutLead} />

      <section className="prose" aria-labelledby="about-mission">
        <h2 id="about-mission">{t.aboutMissionTitle}</h2>
        <p>{t.aboutMission}</p>
      </section>

      <section aria-labelledby="about-what">
        <h2 id="about-what">{t.aboutWhatTitle}</h2>
        <ul className="check-list">
          {doesKeys.map((key) => (
            <li key={key}>{t[key]}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-plans">
        <h2 id="about-plans">{t.aboutPlansTitle}</h2>
        <p>{t.aboutPlansIntro}</p>
        <PlanTiles />
      </section>

      <section aria-labelledby="about-values">
        <h2 id="about-values">{t.aboutValuesTitle}</h2>
        <ul className="value-grid">
          {values.map(([title, body, icon]) => (
            <li key={title} className="value-card">
              <span className="value-card__icon" aria-hidden="true">
                {icon}
              </span>
              <h3>{t[title]}</h3>
              <p>{t[body]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="contact-block" aria-labelledby="about-contact">
        <h2 id="about-contact">{t.aboutContactTitle}</h2>
        <p>{t.aboutContactBody}</p>
        <address>
          <p>
            {t.contactEmailLabel}: <a href={`mailto:${t.contactEmail}`}>{t.contactEmail}</a>
          </p>
          <p>
            {t.contactPhoneLabel}: {t.contactPhone}
          </p>
          <p>
            {t.contactAddressLabel}: {t.contactAddress}
          </p>
        </address>
        <div className="button-row">
          <PageLink to="register" className="button button--primary button--large">
            {t.joinButton}
          </PageLink>
          <PageLink to="photographers" className="button button--ghost button--large">
            {t.heroFindPhotographers}
          </PageLink>
        </div>
      </section>
    </div>
  );
}
