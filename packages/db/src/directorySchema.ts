import type { ColumnType, Insertable, Selectable } from 'kysely';

/** Tables of migration 0003_directory: portfolios, the specialty index, reviews, gift rows. */

type Flag = ColumnType<number, number | undefined, number>;
/** A JSON array held as text; the repository that owns the table parses and writes it. */
type JsonList = ColumnType<string, string | undefined, string>;

/** One row per photographer who has saved a portfolio or received a review. */
export interface PhotographerProfilesTable {
  user_id: string;
  specializations: JsonList;
  experience_years: string | null;
  pricing_range: string | null;
  portfolio_description: ColumnType<string, string | undefined, string>;
  services: JsonList;
  equipment: JsonList;
  featured_work: JsonList;
  /** Lowercase words the directory's free-text search matches besides name, bio and place. */
  search_text: ColumnType<string, string | undefined, string>;
  /** First 80 characters of the newest review with a comment, kept with the review. */
  latest_review_excerpt: string | null;
  /** When the portfolio was last saved; null while only reviews have made the row. */
  portfolio_updated_at: string | null;
}

/** The portfolio's specializations, one row each, so the specialty filter is an index lookup. */
export interface PhotographerSpecialtiesTable {
  user_id: string;
  specialty: string;
}

export interface ReviewsTable {
  id: string;
  photographer_id: string;
  user_id: string;
  rating: number;
  comment: ColumnType<string, string | undefined, string>;
  /** Set by the bookings issue once the author has a completed booking with the photographer. */
  verified: Flag;
  created_at: string;
  updated_at: string;
}

/** A gift sent to a photographer (written by the gifts issue, summed by the leaderboard). */
export interface GiftTransactionsTable {
  id: string;
  sender_id: string | null;
  recipient_id: string | null;
  gift_type: string;
  gift_value: number;
  photographer_share: number;
  platform_share: number;
  message: string | null;
  created_at: string;
}

export type PhotographerProfileRow = Selectable<PhotographerProfilesTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type GiftTransactionRow = Selectable<GiftTransactionsTable>;
export type NewGiftTransactionRow = Insertable<GiftTransactionsTable>;
