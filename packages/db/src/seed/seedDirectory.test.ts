import { averageRating, directoryRankScore, reviewExcerpt, specializations } from '@tasbir/shared';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate.js';
import { demoPhotographers } from './demoPhotographers.js';
import { demoPortfolios } from './demoPortfolios.js';
import { seedDemoData } from './seedDemoData.js';
import { testDialect, throwawayDbPerTest } from '../throwawayDb.testing.js';
import { toSpecializations } from './seedDirectory.js';

const freshDb = throwawayDbPerTest();

describe(`demo portfolios and reviews, on ${testDialect}`, () => {
  it('gives every demo photographer a portfolio and figures that agree with their reviews', async () => {
    const db = await freshDb();
    await migrateToLatest(db);
    await seedDemoData(db, { passwordHashOf: () => 'not-a-real-hash' });
    const photographers = await db
      .selectFrom('users as u')
      .innerJoin('photographer_profiles as p', 'p.user_id', 'u.id')
      .select([
        'u.id',
        'u.username',
        'u.rating',
        'u.total_ratings',
        'u.rank_score',
        'p.specializations',
        'p.pricing_range',
        'p.latest_review_excerpt',
      ])
      .where('u.role', '=', 'photographer')
      .execute();
    expect(photographers).toHaveLength(demoPhotographers.length);
    for (const photographer of photographers) {
      const reviews = await db
        .selectFrom('reviews')
        .select(['rating', 'comment'])
        .where('photographer_id', '=', photographer.id)
        .orderBy('created_at', 'desc')
        .execute();
      const sum = reviews.reduce((total, review) => total + review.rating, 0);
      expect(photographer).toMatchObject({
        rating: averageRating(sum, reviews.length),
        total_ratings: reviews.length,
        rank_score: directoryRankScore(sum, reviews.length),
        latest_review_excerpt: reviews[0] ? reviewExcerpt(reviews[0].comment) : null,
      });
      const chosen: string[] = JSON.parse(photographer.specializations);
      expect(chosen.length).toBeGreaterThan(0);
      expect(specializations).toEqual(expect.arrayContaining(chosen));
      const rows = await db
        .selectFrom('photographer_specialties')
        .select('specialty')
        .where('user_id', '=', photographer.id)
        .execute();
      expect(rows.map((row) => row.specialty).sort()).toEqual([...chosen].sort());
      expect(photographer.pricing_range).toBe(demoPortfolios[photographer.username]?.pricingRange);
    }
    const reviewed = photographers.filter((photographer) => photographer.total_ratings > 0);
    expect(reviewed.length).toBeGreaterThanOrEqual(15);
    const aarav = photographers.find((photographer) => photographer.username === 'aarav_shrestha');
    expect(aarav?.rating).toBeGreaterThanOrEqual(4.5);
    expect(JSON.parse(aarav?.specializations ?? '[]')).toEqual(['Wedding Photography', 'Portrait Photography']);
  });

  it('maps the demo Landscape specialty to Nature Photography, the portfolio list having no Landscape', () => {
    expect(toSpecializations(['Landscape', 'Wedding'])).toEqual(['Nature Photography', 'Wedding Photography']);
    expect(toSpecializations(['Landscape', 'Nature'])).toEqual(['Nature Photography']);
  });
});
