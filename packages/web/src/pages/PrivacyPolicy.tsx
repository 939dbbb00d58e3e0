import { LegalSection } from '../components/LegalSection.js';
import { PageHeader } from '../components/PageHeader.js';
import { fill } from '../i18n.js';
import { useAboutLegalT, type AboutLegalKey } from './aboutLegalText.js';

const sections: [string, AboutLegalKey, AboutLegalKey][] = [
  ['privacy-collect', 'privacyCollectTitle', 'privacyCollectBody'],
  ['privacy-use', 'privacyUseTitle', 'privacyUseBody'],
  ['privacy-share', 'privacyShareTitle', 'privacyShareBody'],
  ['privacy-photos', 'privacyPhotosTitle', 'privacyPhotosBody'],
  ['privacy-retention', 'privacyRetentionTitle', 'privacyRetentionBody'],
  ['privacy-age', 'privacyAgeTitle', 'privacyAgeBody'],
  ['privacy-storage', 'privacyStorageTitle', 'privacyStorageBody'],
  ['privacy-rights', 'privacyRightsTitle', 'privacyRightsBody'],
];

export default function PrivacyPolicy() {
  const t = useAboutLegalT();
  return (
    <article className="content-page prose">
      <PageHeader title={t.privacyTitle} intro={t.legalLastUpdated} />
      <p>{t.privacyIntro}</p>
      {sections.map(([id, title, body]) => (
        <LegalSection key={id} id={id} title={t[title]}>
          <p>{t[body]}</p>
        </LegalSection>
      ))}
      <p>{fill(t.legalContact, { email: t.contactEmail })}</p>
    </article>
  );
}
