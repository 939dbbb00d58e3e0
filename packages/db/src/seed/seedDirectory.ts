import type { Kysely } from 'kysely';
import {
  averageRating,
  directoryRankScore,
  portfolioSearchText,
  reviewExcerpt,
  specialtyFilterMatches,
  type Specialization,
} from '@tasbir/shared';
import { newId } from '../ids.js';
import type { Database } from '../schema.js';
import { demoUserEmail } from './demoEmails.js';
import { demoPhotographers } from './demoPhotographers.js';
import { demoPortfolios, demoReviewers, demoReviews } from './demoPortfolios.js';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A demo photographer's specialties are the directory's filter words ("Wedding", "Landscape"), read
 * as the filter reads them: "Wedding" is Wedding Photography, and "Landscape", not on the portfolio
 * list, is Nature Photography.
 */
const filterMatches: Record<string, readonly Specialization[]> = specialtyFilterMatches;
export const toSpecializations = (names: string[]): Specialization[] => [
  ...new Set(names.flatMap((name) => filterMatches[name.toLowerCase()] ?? [])),
];

type Stats = { sum: number; count: number; latestAt: string; excerpt: string | null; excerptAt: string };

/**
 * Demo portfolios and reviews for the demo photographers, with each photographer's rating,
 * review count, rank and latest-review excerpt computed from those reviews, as the API keeps them.
 * Runs inside seedDemoData's transaction, after the demo accounts exist.
 */
export async function seedDirectoryDemo(
  trx: Kysely<Database>,
  options: { passwordHashOf: (email: string) => string; now: Date },
): Promise<number> {
  const at = (daysAgo: number) => new Date(options.now.getTime() - daysAgo * dayMs).toISOString();
  const now = at(0);
  await trx
    .insertInto('users')
    .values(
      demoReviewers.map((reviewer) => ({
        id: newId(),
        username: reviewer.username,
        email: demoUserEmail(reviewer.username),
        password_hash: options.passwordHashOf(demoUserEmail(reviewer.username)),
        role: 'user' as const,
        district: reviewer.district,
        city: reviewer.city,
        location: `${reviewer.city}, ${reviewer.district}`,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const accounts = await trx.selectFrom('users').select(['id', 'username']).execute();
  const idOf = new Map(accounts.map((account) => [account.username, account.id]));
  const id = (username: string) => {
    const found = idOf.get(username);
    if (!found) throw new Error(`demo account ${username} is missing`);
    return found;
  };

  const stats = new Map<string, Stats>();
  const reviewRows = demoReviews.map(([photographer, reviewer, rating, comment, daysAgo]) => {
    const createdAt = at(daysAgo);
    const entry = stats.get(photographer) ?? { sum: 0, count: 0, latestAt: '', excerpt: null, excerptAt: '' };
    entry.sum += rating;
    entry.count += 1;
    if (createdAt > entry.latestAt) entry.latestAt = createdAt;
    if (comment && createdAt > entry.excerptAt) {
      entry.excerpt = reviewExcerpt(comment);
      entry.excerptAt = createdAt;
    }
    stats.set(photographer, entry);
    return {
      id: newId(),
      photographer_id: id(photographer),
      user_id: id(reviewer),
      rating,
      comment,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  await trx.insertInto('reviews').values(reviewRows).execute();

  const portfolioSavedAt = at(100);
  const profiles = demoPhotographers.map((photographer) => {
    const chosen = toSpecializations(photographer.specialties);
    const details = demoPortfolios[photographer.username];
    return {
      user_id: id(photographer.username),
      specializations: JSON.stringify(chosen),
      experience_years: photographer.experienceYears,
      pricing_range: details?.pricingRange ?? null,
      portfolio_description: details?.description ?? '',
      services: JSON.stringify(details?.services ?? []),
      equipment: JSON.stringify(details?.equipment ?? []),
      search_text: portfolioSearchText(chosen),
      latest_review_excerpt: stats.get(photographer.username)?.excerpt ?? null,
      portfolio_updated_at: portfolioSavedAt,
    };
  });
  await trx.insertInto('photographer_profiles').values(profiles).execute();
  const specialtyRows = demoPhotographers.flatMap((photographer) =>
    toSpecializations(photographer.specialties).map((specialty) => ({ user_id: id(photographer.username), specialty })),
  );
  await trx.insertInto('photographer_specialties').values(specialtyRows).execute();

  for (const photographer of demoPhotographers) {
    const entry = stats.get(photographer.username);
    const sum = entry?.sum ?? 0;
    const count = entry?.count ?? 0;
    await trx
      .updateTable('users')
      .set({
        rating: averageRating(sum, count),
        total_ratings: count,
        rank_score: directoryRankScore(sum, count),
        last_active_at: entry && entry.latestAt > portfolioSavedAt ? entry.latestAt : portfolioSavedAt,
      })
      .where('id', '=', id(photographer.username))
      .execute();
  }
  return demoReviewers.length;
}
