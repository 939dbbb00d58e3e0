import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AuditAction, AuditTargetType, PlanName, Role } from '@tasbir/shared';
import type { PaymentsTable, PayoutsTable } from './paymentTables.js';
import type {
  BookingPoliciesTable,
  BookingRemindersTable,
  BookingsTable,
  PhotographerUnavailableDatesTable,
} from './bookingTables.js';
import type {
  ChatIdempotencyKeysTable,
  ChatMessagesTable,
  ConversationsTable,
  LiveEventPayloadsTable,
  NotificationsTable,
} from './chatTables.js';
import type {
  GiftTransactionsTable,
  PhotographerProfilesTable,
  PhotographerSpecialtiesTable,
  ReviewsTable,
} from './directorySchema.js';
import type { MediaTables } from './mediaTables.js';
import type { PhotographerTrustTable } from './trustTables.js';
import type {
  GalleriesTable,
  GalleryPhotosTable,
  GalleryPicksTable,
  GalleryVisitorsTable,
  GalleryWatermarksTable,
} from './galleryTables.js';
import type { ReviewRepliesTable, UserBlocksTable } from './blockTables.js';
import type {
  SearchDocumentsTable,
  SearchPostingsTable,
  SearchWordsTable,
  SearchWordVariantsTable,
  SearchVocabularyTable,
} from './searchTables.js';
import type {
  CreditLedgerTable,
  CreditRequestsTable,
  SubscriptionRequestsTable,
  GiftDailyTotalsTable,
  GiftIdempotencyKeysTable,
  GiftPeriodTotalsTable,
  GiftsTable,
} from './economyTables.js';
import type { ReportsTable } from './reportTables.js';

/**
 * The Database type. Both dialects store the same representation: booleans as 0/1 integers,
 * timestamps as ISO-8601 UTC text, ids as opaque text (UUIDv7, so they sort by creation time).
 */
type Flag = ColumnType<number, number | undefined, number>;
type Counter = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  id: string;
  username: string;
  /** The username's TR39 skeleton in lower case (unique): look-alike names clash on it. Null until the API has computed it. */
  username_skeleton: string | null;
  email: string;
  password_hash: string;
  role: Role;
  verified: Flag;
  suspended: Flag;
  subscription_plan: ColumnType<PlanName, PlanName | undefined, PlanName>;
  subscription_expires_at: string | null;
  credits: Counter;
  bio: string | null;
  location: string | null;
  district: string | null;
  city: string | null;
  contact_number: string | null;
  profile_picture: string | null;
  rating: ColumnType<number, number | undefined, number>;
  total_ratings: Counter;
  photo_count: Counter;
  reel_count: Counter;
  total_gifts_received: Counter;
  /** Raised by a password reset: tokens carrying an older version stop working. */
  token_version: Counter;
  /** The directory's rank from reviews (docs/decisions/004-directory.md); kept with every review. */
  rank_score: Counter;
  /** Moved by triggers whenever the directory card changes (docs/decisions/023-kept-card-json.md). */
  card_version: Counter;
  /** Last portfolio save or review received; '' when neither has happened. */
  last_active_at: ColumnType<string, string | undefined, string>;
  created_at: string;
  updated_at: string;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  /** The admin who acted; null for start-up entries, and set null when that admin is deleted. */
  actor_id: string | null;
  action: AuditAction;
  target_type: AuditTargetType | null;
  target_id: string | null;
  /** The account the entry concerns (the user acted on, a request's owner); kept after the account is deleted. */
  target_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON text of `{before, after}` (AuditDetails in shared). */
  details: string | null;
  created_at: string;
}

/**
 * Rate-limit counters shared by the servers on one PostgreSQL database (migration 0016). Only
 * rate-limiter-flexible's PostgreSQL store reads and writes them, in its own SQL; named here so the
 * type describes every table the migrations make.
 */
export interface RateLimitsTable {
  key: string;
  points: Counter;
  /** When the counter lapses, in milliseconds since the epoch; null for one that never does. */
  expire: number | null;
}

export interface Database {
  bookings: BookingsTable;
  photographer_unavailable_dates: PhotographerUnavailableDatesTable;
  booking_policies: BookingPoliciesTable;
  booking_reminders: BookingRemindersTable;
  galleries: GalleriesTable;
  gallery_photos: GalleryPhotosTable;
  gallery_visitors: GalleryVisitorsTable;
  gallery_picks: GalleryPicksTable;
  gallery_watermarks: GalleryWatermarksTable;
  conversations: ConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_idempotency_keys: ChatIdempotencyKeysTable;
  notifications: NotificationsTable;
  live_event_payloads: LiveEventPayloadsTable;
  users: UsersTable;
  password_reset_tokens: PasswordResetTokensTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  photographer_profiles: PhotographerProfilesTable;
  photographer_specialties: PhotographerSpecialtiesTable;
  reviews: ReviewsTable;
  gift_transactions: GiftTransactionsTable;
  gifts: GiftsTable;
  credit_ledger: CreditLedgerTable;
  gift_daily_totals: GiftDailyTotalsTable;
  gift_period_totals: GiftPeriodTotalsTable;
  gift_idempotency_keys: GiftIdempotencyKeysTable;
  credit_requests: CreditRequestsTable;
  subscription_requests: SubscriptionRequestsTable;
  payments: PaymentsTable;
  payouts: PayoutsTable;
  photos: MediaTables['photos'];
  reels: MediaTables['reels'];
  photo_likes: MediaTables['photo_likes'];
  reel_likes: MediaTables['reel_likes'];
  photo_views: MediaTables['photo_views'];
  reel_views: MediaTables['reel_views'];
  reel_shares: MediaTables['reel_shares'];
  reel_comments: MediaTables['reel_comments'];
  review_replies: ReviewRepliesTable;
  user_blocks: UserBlocksTable;
  reports: ReportsTable;
  photographer_trust: PhotographerTrustTable;
  search_documents: SearchDocumentsTable;
  search_postings: SearchPostingsTable;
  search_words: SearchWordsTable;
  search_word_variants: SearchWordVariantsTable;
  search_vocabulary: SearchVocabularyTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type { Generated };
