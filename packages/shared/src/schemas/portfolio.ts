import { z } from 'zod';
import { refuse, type ErrorCode } from '../messages/errors.js';
import { lineText, multilineText } from './fields.js';
import { experienceLevels, portfolioLimits, portfolioServices, pricingRanges, specializations } from '../portfolio.js';

/**
 * A list of choices from a fixed list, matched without regard to case; each is returned in the
 * list's own spelling, once. `canonical` strips what a choice may carry beyond its list value.
 */
function choiceList<const T extends string>(
  choices: readonly T[],
  code: ErrorCode,
  canonical: (value: string) => string = (value) => value,
) {
  const byKey = new Map(choices.map((choice) => [choice.toLowerCase(), choice]));
  return z
    .array(z.string(refuse(code)), refuse(code))
    .nullish()
    .transform((values, ctx) => {
      const picked = new Set<T>();
      for (const value of values ?? []) {
        const choice = byKey.get(canonical(value.trim().toLowerCase()));
        if (!choice) {
          ctx.addIssue({ code: 'custom', message: code });
          return z.NEVER;
        }
        picked.add(choice);
      }
      return [...picked];
    });
}

/** One choice from a list; blank or absent means not chosen. */
function optionalChoice<const T extends readonly [string, ...string[]]>(choices: T, code: ErrorCode) {
  return z
    .union([z.literal(''), z.enum(choices)], refuse(code))
    .nullish()
    .transform((value) => value || null);
}

/** Equipment arrives as comma-separated text or as a list. */
const equipmentField = z
  .union([lineText(), z.array(lineText())], refuse('equipmentTooLong'))
  .nullish()
  .transform((value) => {
    const items = (typeof value === 'string' ? value.split(',') : (value ?? []))
      .map((item) => item.trim())
      .filter(Boolean);
    const seen = new Set<string>();
    return items.filter((item) => !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
  })
  .pipe(
    z
      .array(z.string().max(portfolioLimits.equipmentItemMax, refuse('equipmentTooLong')))
      .max(portfolioLimits.equipmentItems, refuse('equipmentTooLong')),
  );

/** The short form names the full one: "wedding" and "wedding  photography" both become "wedding photography". */
const fullSpecializationName = (value: string) => `${value.replace(/\s+photography$/, '')} photography`;

/** `POST /portfolio`: the whole portfolio, replacing the previous one. */
export const portfolioInput = z.object({
  specializations: choiceList(specializations, 'specializationInvalid', fullSpecializationName),
  experience_years: optionalChoice(experienceLevels, 'experienceInvalid'),
  pricing_range: optionalChoice(pricingRanges, 'pricingRangeInvalid'),
  portfolio_description: multilineText(refuse('descriptionTooLong'))
    .trim()
    .max(portfolioLimits.descriptionMax, refuse('descriptionTooLong'))
    .nullish()
    .transform((value) => value ?? ''),
  services: choiceList(portfolioServices, 'serviceInvalid'),
  equipment: equipmentField,
  /** Ids of the photographer's own photos. */
  featured_work: z
    .array(
      lineText(refuse('featuredWorkNotYours'))
        .trim()
        .min(1, refuse('featuredWorkNotYours'))
        .max(64, refuse('featuredWorkNotYours')),
      refuse('featuredWorkNotYours'),
    )
    .max(portfolioLimits.featuredWorkMax, refuse('featuredWorkTooMany'))
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
});
export type PortfolioInput = z.input<typeof portfolioInput>;
export type PortfolioFields = z.output<typeof portfolioInput>;

/** A portfolio as the API answers it, with whose it is and when it was last saved (null: never). */
export const portfolioSchema = z.object({
  photographer_id: z.string(),
  specializations: z.array(z.enum(specializations)),
  experience_years: z.enum(experienceLevels).nullable(),
  pricing_range: z.enum(pricingRanges).nullable(),
  portfolio_description: z.string(),
  services: z.array(z.enum(portfolioServices)),
  equipment: z.array(z.string()),
  featured_work: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
