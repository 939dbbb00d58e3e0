import type { SelectType } from 'kysely';
import type { Database } from './schema.js';

/**
 * What a column holds, in the one representation both dialects share
 * (docs/decisions/002-ids-times-booleans.md): times, dates and JSON are text, flags are 0/1 integers.
 */
export type TextKind = 'text' | 'varchar' | 'timestamp' | 'date' | 'json';
export type NumberKind = 'integer' | 'bigint' | 'real' | 'flag';
export type ColumnKind = TextKind | NumberKind;

/** A column as the manifest states it; `schemaDifferences` compares it with a migrated database. */
export type ColumnSpec = { readonly kind: ColumnKind; readonly nullable: boolean };
export type Manifest = Readonly<Record<string, Readonly<Record<string, ColumnSpec>>>>;

/** The kinds a column read as `Value` may hold: a string column cannot claim to be an integer. */
type KindFor<Value> = [Value] extends [string] ? TextKind : [Value] extends [number] ? NumberKind : never;

/** The spec the compiler allows for a column whose selected value is `Selected`. */
type SpecFor<Selected> = {
  readonly kind: KindFor<NonNullable<Selected>>;
  readonly nullable: null extends Selected ? true : false;
};

/** One spec per table and column of the Database type, each held to that column's TypeScript type. */
export type DatabaseManifest = {
  readonly [T in keyof Database]: { readonly [C in keyof Database[T]]-?: SpecFor<SelectType<Database[T][C]>> };
};

const text = { kind: 'text', nullable: false } as const;
const textOrNull = { kind: 'text', nullable: true } as const;
const varchar = { kind: 'varchar', nullable: false } as const;
const timestamp = { kind: 'timestamp', nullable: false } as const;
const timestampOrNull = { kind: 'timestamp', nullable: true } as const;
const date = { kind: 'date', nullable: false } as const;
const json = { kind: 'json', nullable: false } as const;
const jsonOrNull = { kind: 'json', nullable: true } as const;
const integer = { kind: 'integer', nullable: false } as const;
const integerOrNull = { kind: 'integer', nullable: true } as const;
const bigint = { kind: 'bigint', nullable: false } as const;
const bigintOrNull = { kind: 'bigint', nullable: true } as const;
const dateOrNull = { kind: 'date', nullable: true } as const;
const real = { kind: 'real', nullable: false } as const;
const flag = { kind: 'flag', nullable: false } as const;

const likes = { item_id: text, user_id: text, created_at: timestamp } as const;
const views = { item_id: text, viewer_key: text, day: date, created_at: timestamp } as const;

/**
 * The Database type (schema.ts and the *Tables.ts files) at run time, for schema.test.ts to compare
 * with a migrated database. The compiler holds it to the type: a table or column missing or extra,
 * a nullability or a string/number kind that disagrees with the type, fails typecheck.
 */
export const databaseManifest = {
  users: {
    id: text,
    username: text,
    username_skeleton: textOrNull,
    email: text,
    password_hash: text,
    role: text,
    verified: flag,
    suspended: flag,
    subscription_plan: text,
    subscription_expires_at: timestampOrNull,
    credits: integer,
    bio: textOrNull,
    location: textOrNull,
    district: textOrNull,
    city: textOrNull,
    contact_number: textOrNull,
    profile_picture: textOrNull,
    rating: real,
    total_ratings: integer,
    photo_count: integer,
    reel_count: integer,
    total_gifts_received: integer,
    token_version: integer,
    rank_score: integer,
    card_version: integer,
    // A timestamp, or '' until the first portfolio save or review.
    last_active_at: timestamp,
    created_at: timestamp,
    updated_at: timestamp,
  },
  password_reset_tokens: {
    token_hash: text,
    user_id: text,
    expires_at: timestamp,
    used_at: timestampOrNull,
    created_at: timestamp,
  },
  audit_log: {
    id: text,
    actor_id: textOrNull,
    action: text,
    target_type: textOrNull,
    target_id: textOrNull,
    target_user_id: textOrNull,
    details: jsonOrNull,
    created_at: timestamp,
  },
  rate_limits: { key: varchar, points: integer, expire: bigintOrNull },

  photos: {
    id: text,
    photographer_id: text,
    title: text,
    description: textOrNull,
    category: text,
    location: textOrNull,
    image_key: text,
    thumb_key: text,
    width: integer,
    height: integer,
    placeholder: text,
    likes_count: integer,
    views_count: integer,
    trending_score: integer,
    created_at: timestamp,
  },
  reels: {
    id: text,
    photographer_id: text,
    title: text,
    description: textOrNull,
    category: text,
    location: textOrNull,
    video_key: text,
    video_type: text,
    poster_key: textOrNull,
    width: integerOrNull,
    height: integerOrNull,
    likes_count: integer,
    views_count: integer,
    comments_count: integer,
    shares_count: integer,
    trending_score: integer,
    created_at: timestamp,
  },
  photo_likes: likes,
  reel_likes: likes,
  photo_views: views,
  reel_views: views,
  reel_shares: views,
  reel_comments: { id: text, reel_id: text, user_id: text, text: text, created_at: timestamp },

  photographer_profiles: {
    user_id: text,
    specializations: json,
    experience_years: textOrNull,
    pricing_range: textOrNull,
    portfolio_description: text,
    services: json,
    equipment: json,
    featured_work: json,
    search_text: text,
    latest_review_excerpt: textOrNull,
    portfolio_updated_at: timestampOrNull,
  },
  photographer_specialties: { user_id: text, specialty: text },
  reviews: {
    id: text,
    photographer_id: text,
    user_id: text,
    rating: integer,
    comment: text,
    verified: flag,
    created_at: timestamp,
    updated_at: timestamp,
  },
  gift_transactions: {
    id: text,
    sender_id: textOrNull,
    recipient_id: textOrNull,
    gift_type: text,
    gift_value: integer,
    photographer_share: integer,
    platform_share: integer,
    message: textOrNull,
    created_at: timestamp,
  },

  gifts: { type: text, name: text, emoji: text, value: integer, description: text, sort_order: integer, active: flag },
  credit_ledger: { id: text, account: text, delta: integer, reason: text, reference: text, created_at: timestamp },
  gift_daily_totals: { recipient_id: text, day: date, gift_value: integer, gift_count: integer },
  gift_period_totals: { recipient_id: text, period: text, gift_value: integer, gift_count: integer },
  gift_idempotency_keys: {
    user_id: text,
    key: text,
    transaction_id: text,
    created_at: timestamp,
    request_hash: textOrNull,
  },
  credit_requests: {
    id: text,
    user_id: text,
    amount: integer,
    payment_method: text,
    receipt_key: text,
    status: text,
    admin_note: textOrNull,
    created_at: timestamp,
    processed_at: timestampOrNull,
    processed_by: textOrNull,
  },
  subscription_requests: {
    id: text,
    user_id: text,
    plan: text,
    monthly_price: integer,
    payment_method: text,
    receipt_key: text,
    receipt_size: integer,
    status: text,
    created_at: timestamp,
    decided_at: timestampOrNull,
    decided_by: textOrNull,
  },

  conversations: {
    id: text,
    pair_key: text,
    user_id: text,
    photographer_id: text,
    last_message_id: textOrNull,
    last_message_at: timestamp,
    created_at: timestamp,
    answered_at: timestampOrNull,
  },
  chat_messages: {
    id: text,
    conversation_id: text,
    sender_id: text,
    recipient_id: text,
    message: text,
    message_type: text,
    created_at: timestamp,
    read_at: timestampOrNull,
  },
  chat_idempotency_keys: { sender_id: text, key: text, message_id: text, request_hash: text, created_at: timestamp },
  notifications: {
    id: text,
    user_id: text,
    kind: text,
    subject_id: textOrNull,
    actor_id: textOrNull,
    params: json,
    created_at: timestamp,
    read_at: timestampOrNull,
  },
  live_event_payloads: { id: text, payload: json, created_at: timestamp },

  bookings: {
    id: text,
    user_id: text,
    photographer_id: text,
    event_type: text,
    event_date: date,
    event_location: text,
    event_duration: text,
    special_requirements: text,
    budget_range: text,
    contact_phone: text,
    contact_email: textOrNull,
    status: text,
    created_at: timestamp,
    updated_at: timestamp,
    agreed_price: integerOrNull,
    policy: json,
    advance_amount: integerOrNull,
    advance_status: textOrNull,
    advance_due_at: timestampOrNull,
    advance_refunded: integer,
    advance_released: integer,
    cancelled_by: textOrNull,
    balance_paid_at: timestampOrNull,
    balance_paid_via: textOrNull,
    answered_at: timestampOrNull,
  },
  booking_reminders: { booking_id: text, kind: text, sent_at: timestamp },
  galleries: {
    id: text,
    photographer_id: text,
    booking_id: textOrNull,
    title: text,
    event_date: dateOrNull,
    cover_photo_id: textOrNull,
    download: text,
    expires_at: dateOrNull,
    password_hash: textOrNull,
    password_version: integer,
    pick_limit: integerOrNull,
    token: text,
    pin: text,
    storage_bytes: bigint,
    photo_count: integer,
    views_count: integer,
    downloads_count: integer,
    expiry_reminded_at: timestampOrNull,
    created_at: timestamp,
    updated_at: timestamp,
  },
  gallery_photos: {
    id: text,
    gallery_id: text,
    file_name: text,
    original_key: text,
    original_bytes: bigint,
    web_key: text,
    preview_key: text,
    thumb_key: text,
    stored_bytes: bigint,
    width: integer,
    height: integer,
    placeholder: text,
    created_at: timestamp,
  },
  gallery_visitors: {
    id: text,
    gallery_id: text,
    name: text,
    email: text,
    key_hash: text,
    selection_sent_at: timestampOrNull,
    created_at: timestamp,
  },
  gallery_picks: { visitor_id: text, photo_id: text, gallery_id: text, created_at: timestamp },
  gallery_watermarks: {
    photographer_id: text,
    logo_key: textOrNull,
    position: text,
    size_percent: integer,
    updated_at: timestamp,
  },
  photographer_unavailable_dates: { photographer_id: text, date: date, created_at: timestamp },
  booking_policies: { photographer_id: text, advance_percent: integer, refund_tiers: json, updated_at: timestamp },
  search_documents: { user_id: text, fold_version: integer, name_key: text },
  search_postings: {
    word: text,
    user_id: text,
    weight: integer,
    listed: flag,
    rank_score: integer,
    verified: flag,
    last_active_at: timestamp,
  },
  search_words: { word: text },
  search_word_variants: { variant: text, word: text },

  payments: {
    id: text,
    user_id: textOrNull,
    purpose: text,
    credits: integerOrNull,
    plan: textOrNull,
    booking_id: textOrNull,
    amount_paisa: integer,
    provider: text,
    status: text,
    provider_session: textOrNull,
    provider_reference: textOrNull,
    provider_status: textOrNull,
    refund_reference: textOrNull,
    checks: integer,
    created_at: timestamp,
    updated_at: timestamp,
    checked_at: timestampOrNull,
    completed_at: timestampOrNull,
  },
  payouts: {
    id: text,
    photographer_id: textOrNull,
    credits: integer,
    method: text,
    account_name: text,
    account_number: text,
    bank_name: textOrNull,
    status: text,
    reference: textOrNull,
    note: textOrNull,
    created_at: timestamp,
    decided_at: timestampOrNull,
    decided_by: textOrNull,
  },
  review_replies: {
    review_id: text,
    photographer_id: text,
    text: text,
    created_at: timestamp,
    edited_at: timestampOrNull,
  },
  user_blocks: { blocker_id: text, blocked_id: text, created_at: timestamp },
  reports: {
    id: text,
    reporter_id: text,
    target_type: text,
    target_id: text,
    target_owner_id: textOrNull,
    target_excerpt: textOrNull,
    reason: text,
    note: textOrNull,
    status: text,
    resolution: textOrNull,
    resolution_note: textOrNull,
    resolved_by: textOrNull,
    resolved_at: timestampOrNull,
    created_at: timestamp,
  },
  photographer_trust: {
    user_id: text,
    response_time_minutes: integerOrNull,
    response_rate: integerOrNull,
    threads: integer,
    cancellations_year: integer,
    top_photographer: flag,
    computed_on: date,
    updated_at: timestamp,
  },
} as const satisfies DatabaseManifest;

/** True when A and B name the same keys. */
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;
type Holds<Condition extends true> = Condition;

/**
 * `satisfies` already refuses a missing or extra key in the literal; these say so outright, so a
 * manifest built another way (spread from a shared object, say) is held to the same.
 */
export type ManifestNamesEveryTable = Holds<SameKeys<typeof databaseManifest, Database>>;
export type ManifestNamesEveryColumn = Holds<
  { [T in keyof Database]: SameKeys<(typeof databaseManifest)[T], Database[T]> }[keyof Database]
>;
