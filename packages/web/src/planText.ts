import { useAtomValue } from 'jotai';
import { formatRs, planFeatures, type Plan, type UiMessages, type UploadLimit } from '@tasbir/shared';
import { fill, messagesFor } from './i18n.js';
import { languageAtom, type Language } from './state/language.js';

function limitLine(limit: UploadLimit, t: UiMessages, kind: 'Photos' | 'Reels'): string {
  if (limit.count === 0) return t[`feature${kind}None`];
  if (limit.count === 'unlimited') return fill(t[`feature${kind}Unlimited`], { mb: limit.maxFileMb });
  return fill(t[`feature${kind}Count`], { count: limit.count, mb: limit.maxFileMb });
}

/** A plan's name, price and feature lines in a language, all generated from the plan table. */
export function planText(plan: Plan, language: Language) {
  const t = messagesFor(language);
  const share = plan.photographerSharePercent;
  const features =
    language === 'en'
      ? planFeatures(plan)
      : [limitLine(plan.photos, t, 'Photos'), limitLine(plan.reels, t, 'Reels'), fill(t.featureGiftShare, { share, rest: 100 - share })];
  return {
    label: t[`plan_${plan.name}`],
    price: fill(t.pricePerMonth, { price: formatRs(plan.monthlyPriceRs) }),
    features,
  };
}

export function usePlanText() {
  const language = useAtomValue(languageAtom);
  return (plan: Plan) => planText(plan, language);
}
