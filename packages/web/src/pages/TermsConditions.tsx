import { planNames, planPeriodDays, plans } from '@tasbir/shared';
import { LegalSection } from '../components/LegalSection.js';
import { PageHeader } from '../components/PageHeader.js';
import { fill } from '../i18n.js';
import { useAboutLegalT } from './aboutLegalText.js';
import { useFormat } from '../useFormat.js';

/** Paid plans and their gift shares, from the plan table (the free plan cannot receive uploads). */
const paidPlans = planNames.filter((name) => plans[name].monthlyPriceRs > 0).map((name) => plans[name]);

export default function TermsConditions() {
  const t = useAboutLegalT();
  const format = useFormat();
  return (
    <article className="content-page prose">
      <PageHeader title={t.termsTitle} intro={t.legalLastUpdated} />
      <p>{t.termsIntro}</p>
      <LegalSection id="terms-accounts" title={t.termsAccountsTitle}>
        <p>{t.termsAccountsBody}</p>
        <p>{t.termsInactiveBody}</p>
      </LegalSection>
      <LegalSection id="terms-content" title={t.termsContentTitle}>
        <p>{t.termsContentBody}</p>
      </LegalSection>
      <LegalSection id="terms-plans" title={t.termsPlansTitle}>
        <p>{format.fill(t.termsPlansBody, { days: planPeriodDays })}</p>
      </LegalSection>
      <LegalSection id="terms-credits" title={t.termsCreditsTitle}>
        <p>{t.termsCreditsBody}</p>
      </LegalSection>
      <LegalSection id="terms-commission" title={t.termsCommissionTitle}>
        <p>{t.termsCommissionIntro}</p>
        <ul>
          {paidPlans.map((plan) => (
            <li key={plan.name}>
              {format.fill(t.termsCommissionRate, {
                plan: t[`plan_${plan.name}`],
                share: plan.photographerSharePercent,
                rest: 100 - plan.photographerSharePercent,
              })}
            </li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection id="terms-bookings" title={t.termsBookingsTitle}>
        <p>{t.termsBookingsBody}</p>
      </LegalSection>
      <LegalSection id="terms-conduct" title={t.termsConductTitle}>
        <p>{t.termsConductBody}</p>
      </LegalSection>
      <LegalSection id="terms-changes" title={t.termsChangesTitle}>
        <p>{t.termsChangesBody}</p>
        <p>{fill(t.legalContact, { email: t.contactEmail })}</p>
      </LegalSection>
    </article>
  );
}
