import { useAtomValue } from 'jotai';
import { fillMessageIn, formatMoney, planFeatures, type Plan, type UiMessages, type UploadLimit } from '@tasbir/shared';
import { messagesFor } from './i18n.js';
import { languageAtom, type Language } from './state/language.js';

function limitLine(limit: UploadLimit, t: UiMessages, kind: 'Photos' | 'Reels', language: Language): string {
  if (limit.count === 0) return t[`feature${kind}None`];
  if (limit.count === 'unlimited')
    return fillMessageIn(t[`feature${kind}Unlimited`], { mb: limit.maxFileMb }, language);
  return fillMessageIn(t[`feature${kind}Count`], { count: limit.count, mb: limit.maxFileMb }, language);
}

/** A plan's name, price and feature lines in a language, all generated from the plan table. */
export function planText(plan: Plan, language: Language) {
  const t = messagesFor(language);
  const share = plan.photographerSharePercent;
  const features =
    language === 'en'
      ? planFeatures(plan)
      : [
          limitLine(plan.photos, t, 'Photos', language),
          limitLine(plan.reels, t, 'Reels', language),
          fillMessageIn(t.featureGiftShare, { share, rest: 100 - share }, language),
          fillMessageIn(t.featureGalleryStorage, { gb: plan.galleryStorageGb }, language),
        ];
  return {
    label: t[`plan_${plan.name}`],
    price: fillMessageIn(t.pricePerMonth, { price: formatMoney(plan.monthlyPriceRs, language) }, language),
    features,
  };
}

export function usePlanText() {
  const language = useAtomValue(languageAtom);
  return (plan: Plan) => planText(plan, language);
}
