import type { ColumnType, Selectable } from 'kysely';

/**
 * Photos, reels and what people do with them. Media bytes live in the media store; rows hold its
 * keys (`<sha256>.<ext>`) and metadata. Counters are kept in step with the rows of the tables
 * below them in the same transaction, so lists read one row per item.
 */
type Counter = ColumnType<number, number | undefined, number>;

export interface PhotosTable {
  id: string;
  photographer_id: string;
  title: string;
  description: string | null;
  category: string;
  location: string | null;
  /** The display variant (about 1600 px wide, WebP). */
  image_key: string;
  /** The thumbnail variant (about 480 px wide, WebP). */
  thumb_key: string;
  /** Size of the display variant. */
  width: number;
  height: number;
  /** A tiny WebP as a data URL (a few hundred bytes). */
  placeholder: string;
  likes_count: Counter;
  views_count: Counter;
  /** 3 × likes + views of the last 7 days; see docs/decisions/003-media.md. */
  trending_score: Counter;
  created_at: string;
}

export interface ReelsTable {
  id: string;
  photographer_id: string;
  title: string;
  description: string | null;
  category: string;
  location: string | null;
  video_key: string;
  video_type: string;
  /** Null when no poster could be made (ffmpeg absent). */
  poster_key: string | null;
  width: number | null;
  height: number | null;
  likes_count: Counter;
  views_count: Counter;
  comments_count: Counter;
  shares_count: Counter;
  trending_score: Counter;
  created_at: string;
}

/** One row per user and item: a like toggles by inserting or deleting its row. */
export interface LikesTable {
  item_id: string;
  user_id: string;
  created_at: string;
}

/** One row per viewer, item and UTC day; the primary key makes a second view that day a no-op. */
export interface ViewsTable {
  item_id: string;
  /** `u:<user id>` or `v:<hash of address and user agent>`. */
  viewer_key: string;
  day: string;
  created_at: string;
}

export interface ReelCommentsTable {
  id: string;
  reel_id: string;
  user_id: string;
  text: string;
  created_at: string;
}

export type PhotoRow = Selectable<PhotosTable>;
export type ReelRow = Selectable<ReelsTable>;
export type ReelCommentRow = Selectable<ReelCommentsTable>;

export interface MediaTables {
  photos: PhotosTable;
  reels: ReelsTable;
  photo_likes: LikesTable;
  reel_likes: LikesTable;
  photo_views: ViewsTable;
  reel_views: ViewsTable;
  reel_shares: ViewsTable;
  reel_comments: ReelCommentsTable;
}
