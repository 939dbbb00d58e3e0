/**
 * The portfolio choice lists (docs/product.md#portfolios) and the directory's rules
 * (docs/product.md#directory), held once here for the server, the seed and the web app.
 */

import { formatMoney } from './format.js';
import type { Language } from './language.js';

/**
 * Stored and returned as the portfolio form names them, so a client reads back what it saved.
 * Input may also give the short form ("Wedding") in upper or lower case (see the portfolio input schema).
 */
export const specializations = [
  'Wedding Photography',
  'Portrait Photography',
  'Event Photography',
  'Nature Photography',
  'Street Photography',
  'Fashion Photography',
  'Product Photography',
  'Architecture Photography',
] as const;
export type Specialization = (typeof specializations)[number];

export const experienceLevels = ['0-1', '1-3', '3-5', '5-10', '10+'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

export const pricingRanges = ['5000-15000', '15000-30000', '30000-50000', '50000-100000', '100000+'] as const;
export type PricingRange = (typeof pricingRanges)[number];

/** A pricing range as the language writes money: "Rs 15,000 – Rs 30,000", "Rs 1,00,000+", "रु १,००,०००+". */
export function pricingRangeText(range: PricingRange, language: Language): string {
  if (range.endsWith('+')) return `${formatMoney(Number(range.slice(0, -1)), language)}+`;
  const [low = 0, high = 0] = range.split('-').map(Number);
  return `${formatMoney(low, language)} – ${formatMoney(high, language)}`;
}

export const portfolioServices = [
  'Photo Shoots',
  'Video Recording',
  'Photo Editing',
  'Album Design',
  'Drone Photography',
  'Live Streaming',
  'Photo Booth',
  'Same Day Delivery',
] as const;
export type PortfolioService = (typeof portfolioServices)[number];

export const portfolioLimits = {
  descriptionMax: 2000,
  equipmentItems: 20,
  equipmentItemMax: 80,
  featuredWorkMax: 12,
} as const;

/**
 * The directory's specialty filter (docs/product.md#directory) and the specializations each value finds.
 * The portfolio list has no Landscape, so the directory's "landscape" finds Nature photographers;
 * the remaining specializations are accepted too so every portfolio choice can be filtered on.
 */
export const specialtyFilterMatches = {
  all: [],
  wedding: ['Wedding Photography'],
  portrait: ['Portrait Photography'],
  event: ['Event Photography'],
  fashion: ['Fashion Photography'],
  landscape: ['Nature Photography'],
  nature: ['Nature Photography'],
  street: ['Street Photography'],
  product: ['Product Photography'],
  architecture: ['Architecture Photography'],
} as const satisfies Record<string, readonly Specialization[]>;
export type SpecialtyFilter = keyof typeof specialtyFilterMatches;
/** The values the directory page offers, in its order. */
export const directorySpecialtyFilters = [
  'all',
  'wedding',
  'portrait',
  'event',
  'fashion',
  'landscape',
] as const satisfies readonly SpecialtyFilter[];
export const specialtyFilters = Object.keys(specialtyFilterMatches) as SpecialtyFilter[];

/**
 * The words a specialization is found by in free-text search, its short name first. "photography"
 * is left out: every specialization ends in it, so searching for it would find every portfolio.
 */
export const specializationSearchWords: Record<Specialization, string[]> = {
  'Wedding Photography': ['wedding', 'marriage', 'bibaha'],
  'Portrait Photography': ['portrait', 'headshot'],
  'Event Photography': ['event', 'events', 'festival'],
  'Nature Photography': ['nature', 'landscape', 'wildlife'],
  'Street Photography': ['street'],
  'Fashion Photography': ['fashion'],
  'Product Photography': ['product'],
  'Architecture Photography': ['architecture'],
};

/**
 * The words a portfolio adds to the directory's free-text search (kept in photographer_profiles.search_text).
 * The same words as when specializations were stored by their short names, so stored texts stay valid.
 */
export function portfolioSearchText(chosen: readonly Specialization[]): string {
  return [...new Set(chosen.flatMap((specialization) => specializationSearchWords[specialization]))].join(' ');
}

export const directoryPage = { homeLimit: 6 } as const;

/** Badges on a directory card (docs/product.md#directory). */
export const topRatedMinRating = 4.5;
export const popularAboveRatings = 20;
export const isTopRated = (rating: number) => rating >= topRatedMinRating;
export const isPopular = (totalRatings: number) => totalRatings > popularAboveRatings;

/** The card shows this when a photographer has set no pricing range (docs/product.md#directory). */
export const defaultPriceFromRs = 15000;

/** "From Rs X" for a pricing range: its lower bound. */
export function priceFromRs(range: PricingRange | null): number {
  if (!range) return defaultPriceFromRs;
  return Number(range.replace('+', '').split('-')[0]);
}

export const reviewLimits = { commentMax: 2000, excerptLength: 80, modalCount: 5 } as const;

/** The card's latest-review text: the first 80 characters, never cutting a character in two. */
export function reviewExcerpt(comment: string): string {
  return Array.from(comment.trim()).slice(0, reviewLimits.excerptLength).join('').trimEnd();
}

/** A photographer's rating: the mean of their reviews, to two decimals (what the card shows and badges use). */
export function averageRating(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum / count) * 100) / 100;
}

/**
 * The directory's rank (docs/decisions/004-directory.md): a Bayesian average that pulls a
 * photographer with few reviews towards 3 stars, so one 5-star review does not outrank forty
 * 4.8s. Stored as an integer (score × 10,000) so keyset paging compares exact values.
 */
export const rankPrior = { mean: 3, weight: 5 } as const;
export function directoryRankScore(sum: number, count: number): number {
  return Math.round(((sum + rankPrior.mean * rankPrior.weight) / (count + rankPrior.weight)) * 10_000);
}

export const leaderboardPeriods = ['weekly', 'monthly', 'yearly'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];
export const leaderboardWindowDays: Record<LeaderboardPeriod, number> = { weekly: 7, monthly: 30, yearly: 365 };
export const leaderboardSize = 50;

/** The first UTC day (YYYY-MM-DD) a board counts: today and the days before it, 7, 30 or 365 days in all. */
export function leaderboardWindowStart(period: LeaderboardPeriod, now: Date): string {
  return new Date(now.getTime() - (leaderboardWindowDays[period] - 1) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
