import {
  portfolioInput,
  type ExperienceLevel,
  type Portfolio,
  type PortfolioInput,
  type PortfolioService,
  type PricingRange,
  type Specialization,
} from '@tasbir/shared';
import { formProblems, type FormProblem } from '../../forms/formProblems.js';

/** The portfolio form (docs/product.md#portfolios); a blank choice ('') means not chosen. */
export type PortfolioFormState = {
  specializations: Specialization[];
  experience_years: ExperienceLevel | '';
  pricing_range: PricingRange | '';
  portfolio_description: string;
  services: PortfolioService[];
  /** Comma-separated, as the photographer types it. */
  equipment: string;
  /** Not edited here; kept so a save, which replaces the whole portfolio, does not drop it. */
  featured_work: string[];
};

/** A list of equipment as the form shows it: "Canon EOS R5, DJI Mini 4 Pro". */
export function equipmentText(items: readonly string[]): string {
  return items.join(', ');
}

/** The form's equipment text as a list: split at commas, trimmed, blanks and repeats (ignoring case) dropped. */
export function equipmentList(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => {
      const key = item.toLowerCase();
      if (!item || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function portfolioFormFrom(portfolio: Portfolio): PortfolioFormState {
  return {
    specializations: [...portfolio.specializations],
    experience_years: portfolio.experience_years ?? '',
    pricing_range: portfolio.pricing_range ?? '',
    portfolio_description: portfolio.portfolio_description,
    services: [...portfolio.services],
    equipment: equipmentText(portfolio.equipment),
    featured_work: [...portfolio.featured_work],
  };
}

/** What `portfolio.save` takes: the whole portfolio, a blank choice sent as none. */
export function portfolioSaveInput(form: PortfolioFormState): PortfolioInput {
  return {
    specializations: form.specializations,
    experience_years: form.experience_years || null,
    pricing_range: form.pricing_range || null,
    portfolio_description: form.portfolio_description,
    services: form.services,
    equipment: equipmentList(form.equipment),
    featured_work: form.featured_work,
  };
}

/** The input checked with `portfolioInput` before it is sent: the server's first refusal, or null. */
export function portfolioProblem(input: PortfolioInput): FormProblem | null {
  return formProblems(portfolioInput, input)[0] ?? null;
}

/** The chosen values after one box is ticked or cleared, in the order of the choice list. */
export function withChoice<T extends string>(choices: readonly T[], chosen: readonly T[], value: T, on: boolean): T[] {
  return choices.filter((choice) => (choice === value ? on : chosen.includes(choice)));
}
